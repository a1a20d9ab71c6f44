import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTeacherZone } from '../../teacher/public';
import { TeacherLayout } from '../../teacher/public';
import { fixedLeaveTarget } from '../lib/leave-picks';
import { CancelClassesForm } from './CancelClassesForm';
import { FixedLeaveForm } from './FixedLeaveForm';
import { LeavePolicyPanel } from './LeavePolicyPanel';

/**
 * /booking/cancellation (spec section 2; issue 13): the policy and this period's counts, then
 * the classes to give back, the reason and type, the cost before confirming. With
 * `?periodId=&startTime=` it leaves a fixed class's week instead.
 */
export function CancellationScreen() {
  const { t } = useTranslation('leave');
  const zone = useTeacherZone();
  const [params] = useSearchParams();
  const fixed = fixedLeaveTarget(params);
  return (
    <TeacherLayout>
      <title>{t('screen.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1}>{t('screen.title')}</Title>
        <Text size="sm">{t('screen.intro', { zone })}</Text>
        <LeavePolicyPanel />
        {fixed ? (
          <FixedLeaveForm
            key={`${fixed.periodId}-${fixed.startTime}`}
            periodId={fixed.periodId}
            startTime={fixed.startTime}
            zone={zone}
          />
        ) : (
          <CancelClassesForm zone={zone} />
        )}
      </Stack>
    </TeacherLayout>
  );
}
