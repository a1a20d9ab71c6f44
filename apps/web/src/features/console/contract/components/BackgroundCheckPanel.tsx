import { Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  awaitsBackgroundCheck,
  canMove,
  type ApplicantContracts,
  type BackgroundResult,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { useDecideBackground, useRecordConsent } from '../api/contracts';
import classes from '../../application/components/ApplicantPage.module.css';

/**
 * The background check: consent first (from the invitation on), then, once signed, Clear
 * (activates the account) or Adverse with the reason the applicant is mailed. Both results
 * are final, so each asks for a confirmation.
 */
export function BackgroundCheckPanel({ panel, name }: { panel: ApplicantContracts; name: string }) {
  const { t } = useTranslation('contract');
  const consenting = useRecordConsent(panel.userId);
  const deciding = useDecideBackground(panel.userId);
  const [confirming, setConfirming] = useState<BackgroundResult | null>(null);
  const [reason, setReason] = useState('');
  const check = panel.backgroundCheck;
  const invited = canMove('signContract', panel);
  const waiting = awaitsBackgroundCheck(panel);
  if (!invited && !waiting && !check && panel.activatedAt === null) return null;

  const close = () => {
    if (!deciding.isPending) setConfirming(null);
  };
  const decide = () => {
    if (!confirming) return;
    deciding.mutate(confirming === 'CLEAR' ? { result: 'CLEAR' } : { result: 'ADVERSE', reason }, {
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="background-heading">
      <Title order={3} size="h4" id="background-heading">
        {t('staff.check.heading')}
      </Title>
      <Text size="sm">
        {check?.consentAt
          ? t('staff.check.consentOn', {
              date: formatDate(check.consentAt),
              name: check.consentBy ?? '',
            })
          : t('staff.check.consentNone')}
      </Text>
      {check?.result && check.decidedAt !== null && (
        <Text size="sm">
          {t('staff.check.result', {
            result: t(`staff.check.results.${check.result}`),
            date: formatDate(check.decidedAt),
            name: check.decidedBy ?? '',
          })}
        </Text>
      )}
      {check?.reason && (
        <Text size="sm" className={classes.feedback}>
          {t('staff.check.resultReason', { reason: check.reason })}
        </Text>
      )}
      {panel.activatedAt !== null && (
        <Text size="sm">
          {t('staff.check.activatedOn', { date: formatDate(panel.activatedAt) })}
        </Text>
      )}
      {(invited || waiting) && !check?.consentAt && (
        <Group>
          <Button
            variant="default"
            loading={consenting.isPending}
            onClick={() => consenting.mutate(undefined)}
          >
            {t('staff.check.recordConsent')}
          </Button>
        </Group>
      )}
      {invited && <Text size="sm">{t('staff.check.waiting')}</Text>}
      {waiting && check?.consentAt && (
        <Group>
          <Button color="green" onClick={() => setConfirming('CLEAR')}>
            {t('staff.check.clear')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setConfirming('ADVERSE')}>
            {t('staff.check.adverse')}
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming !== null}
        onClose={close}
        centered
        title={t(
          confirming === 'CLEAR'
            ? 'staff.check.confirmClearTitle'
            : 'staff.check.confirmAdverseTitle',
        )}
        closeButtonProps={{ 'aria-label': t('staff.closeDialog') }}
      >
        <Stack gap="sm">
          <Text>
            {t(confirming === 'CLEAR' ? 'staff.check.confirmClear' : 'staff.check.confirmAdverse', {
              name,
            })}
          </Text>
          {confirming === 'ADVERSE' && (
            <Textarea
              label={t('staff.check.reason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={deciding.isPending}>
              {t('staff.check.cancel')}
            </Button>
            <Button
              color={confirming === 'CLEAR' ? 'green' : 'red'}
              loading={deciding.isPending}
              disabled={confirming === 'ADVERSE' && reason.trim() === ''}
              onClick={decide}
            >
              {t('staff.check.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
