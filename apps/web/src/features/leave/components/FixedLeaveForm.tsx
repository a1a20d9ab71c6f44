import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { FIXED_LEAVE_SCOPES, TEACHER_ROUTES } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { schemaResolver } from '../../application/public';
import { useConfirmFixedLeave, useFixedLeavePreview } from '../api/leave-mutations';
import { useLeaveInfo } from '../api/leave-queries';
import {
  EMPTY_LEAVE_FORM,
  LEAVE_FORM_FIELDS,
  leaveForm,
  type LeaveFormOutput,
  type LeaveFormValues,
} from '../lib/leave-form';
import { CostPreview } from './CostPreview';
import { classesToConfirm } from '../lib/cost-summary';
import { ReasonFields } from './ReasonFields';
import { TimePair } from './TimePair';

const resolver = schemaResolver<LeaveFormValues, typeof leaveForm>(leaveForm);
type Scope = (typeof FIXED_LEAVE_SCOPES)[number];

/**
 * Leave from a fixed class: its week, or every week left of its period (which leave the
 * period's rule too). Previewed with the fixed leave call, confirmed with its fingerprint.
 */
export function FixedLeaveForm({
  periodId,
  startTime,
  zone,
}: {
  periodId: number;
  startTime: number;
  zone: string;
}) {
  const { t } = useTranslation('leave');
  const info = useLeaveInfo();
  const form = useForm<LeaveFormValues, unknown, LeaveFormOutput>({
    resolver,
    defaultValues: EMPTY_LEAVE_FORM,
  });
  const [scope, setScope] = useState<Scope>('ONE');
  const type = useWatch({ control: form.control, name: 'type' });
  const preview = useFixedLeavePreview();
  const confirm = useConfirmFixedLeave();
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // The preview answers one scope and type: another choice makes it stale.
  const current =
    preview.data && preview.variables?.scope === scope && preview.variables.type === type
      ? preview.data
      : null;
  useEffect(() => {
    if (current) heading.current?.focus();
  }, [current]);
  useEffect(() => {
    if (confirm.isSuccess) doneHeading.current?.focus();
  }, [confirm.isSuccess]);

  const fail = (error: unknown) => {
    const placed = applyFieldErrors(error, LEAVE_FORM_FIELDS, (field, message) =>
      form.setError(field as keyof LeaveFormValues, { message }, { shouldFocus: true }),
    );
    setFailure(placed ? null : error);
  };

  const askPreview = form.handleSubmit((values) => {
    setFailure(null);
    preview.mutate({ periodId, startTime, scope, type: values.type }, { onError: fail });
  });
  const confirmLeave = form.handleSubmit((values) => {
    if (!current) return;
    setFailure(null);
    confirm.mutate(
      {
        periodId,
        startTime,
        scope,
        reason: values.reason,
        ...(values.reasonText ? { reasonText: values.reasonText } : {}),
        type: values.type,
        fingerprint: current.cost.fingerprint,
      },
      { onError: fail },
    );
  });

  if (confirm.isSuccess)
    return (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fixed-done">
          <Stack gap="sm">
            <Title order={2} size="h4" id="fixed-done" ref={doneHeading} tabIndex={-1}>
              {t('confirm.doneTitle')}
            </Title>
            <Text>{t('confirm.done', { count: confirm.data.totals.classes })}</Text>
            <Group gap="md">
              <Anchor component={Link} to={TEACHER_ROUTES.bookingCancelHistory}>
                {t('confirm.toHistory')}
              </Anchor>
              <Anchor component={Link} to={TEACHER_ROUTES.bookingFixed}>
                {t('fixed.toFixed')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
        <CostPreview result={confirm.data} zone={zone} title={t('cost.writtenTitle')} />
      </Stack>
    );

  const busy = preview.isPending || confirm.isPending;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fixed-week">
        <Stack gap="sm">
          <Title order={2} size="h4" id="fixed-week">
            {t('fixed.title')}
          </Title>
          <TimePair at={startTime} zone={zone} />
          <Radio.Group
            label={t('fixed.scope')}
            value={scope}
            onChange={(value) => setScope(value as Scope)}
          >
            <Stack gap="xs" mt={6}>
              {FIXED_LEAVE_SCOPES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`fixed.scopes.${value}`)}
                  disabled={busy}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Anchor component={Link} to={TEACHER_ROUTES.bookingCancellation} size="sm">
            {t('fixed.other')}
          </Anchor>
        </Stack>
      </Paper>
      <form onSubmit={askPreview} noValidate aria-labelledby="fixed-reason">
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4" id="fixed-reason">
              {t('steps.reason')}
            </Title>
            <ReasonFields
              form={form}
              credits={info.data?.credits}
              withinSupport={false}
              disabled={busy}
            />
            <Group>
              <Button
                type="submit"
                variant={current ? 'default' : 'filled'}
                loading={preview.isPending}
                disabled={confirm.isPending}
              >
                {current ? t('steps.previewAgain') : t('steps.preview')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {failure !== null && (
        <Alert color="red" role="alert" title={t('confirm.failedTitle')}>
          {errorMessage(failure)}
        </Alert>
      )}
      {current && (
        <Stack gap="sm">
          <CostPreview
            result={current.cost}
            zone={zone}
            title={t('cost.previewTitle')}
            headingRef={heading}
          />
          <Group gap="sm">
            <Button
              color="red"
              onClick={() => void confirmLeave()}
              loading={confirm.isPending}
              disabled={!current.cost.ok}
            >
              {t('confirm.button', { count: classesToConfirm(current.cost) })}
            </Button>
            <Text size="sm">{t('confirm.hint')}</Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
