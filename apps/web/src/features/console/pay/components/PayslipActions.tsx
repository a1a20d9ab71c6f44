import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { OpsPayslipDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payslipActionsFor, type ConsolePayslipAction } from '../lib/payslip-actions';
import { AdjustmentForm, type SettleChoice } from './AdjustmentForm';
import { PayslipMoveModal, type MoveAction } from './PayslipMoveModal';

/** The actions the payslip's status allows (one rule: lib/payslip-actions, from contracts). */
export function PayslipActions({
  detail,
  settle,
  onSettleChange,
}: {
  detail: OpsPayslipDetail;
  settle: SettleChoice;
  onSettleChange: (classId: number | null) => void;
}) {
  const { t } = useTranslation('console');
  const [moving, setMoving] = useState<MoveAction | null>(null);
  const actions = payslipActionsFor(detail.status);
  const moves = actions.filter((a): a is Exclude<ConsolePayslipAction, 'adjust'> => a !== 'adjust');
  return (
    <Stack gap="md" component="section" aria-labelledby="payslip-actions-heading">
      <Title order={2} size="h3" id="payslip-actions-heading">
        {t('pay.actions.title')}
      </Title>
      {actions.length === 0 && <Text size="sm">{t('pay.actions.none')}</Text>}
      {moves.length > 0 && (
        <Group gap="sm" wrap="wrap">
          {moves.map((action) => (
            <Button
              key={action}
              variant={action === 'problem' ? 'default' : 'filled'}
              color={action === 'problem' ? 'red' : undefined}
              onClick={() => setMoving(action)}
            >
              {t(`pay.actions.buttons.${action}`)}
            </Button>
          ))}
        </Group>
      )}
      {actions.includes('adjust') && (
        <AdjustmentForm detail={detail} settle={settle} onSettleChange={onSettleChange} />
      )}
      <PayslipMoveModal detail={detail} action={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
