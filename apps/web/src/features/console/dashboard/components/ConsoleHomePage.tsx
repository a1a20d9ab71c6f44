import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { mayTake } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { useFunnelCounts } from '../api/get-funnel-counts';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { funnelRows } from '../lib/funnel-rows';
import { stepName } from '../../application/lib/stage-names';
import { ConsoleOverview } from './ConsoleOverview';
import { SchoolFigures } from './SchoolFigures';
import classes from '../../common/components/ConsolePage.module.css';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';

/**
 * /ops: how many applicants stand at each step of the step bar, and the total; for staff who may see
 * it, the overview (decision 026): conversions, days in each step, who waits on staff.
 */
export function ConsoleHomePage() {
  const { t } = useTranslation('console');
  const funnel = useFunnelCounts();
  const { data: member } = useStaffMe();
  return (
    <Stack gap="xl">
      <title>{t('pageTitle.opsHome')}</title>
      <Title order={1}>{t('console.home.title')}</Title>
      {mayTake(member, 'viewSchoolFigures') && <SchoolFigures />}
      <section aria-labelledby="funnel-heading">
        <Title order={2} size="h3" id="funnel-heading" mb="sm">
          {t('console.home.funnel')}
        </Title>
        {funnel.isPending && (
          <Center mih={120} role="status">
            <LoadingIndicator label={t('common.loading')} />
          </Center>
        )}
        {funnel.isError && (
          <Alert color="red" role="alert">
            {errorMessage(funnel.error)}
          </Alert>
        )}
        {funnel.data && (
          <>
            <ul className={classes.stageGrid} aria-label={t('console.home.funnel')}>
              {funnelRows(funnel.data).map(({ step, count }) => (
                <li key={step}>
                  <Paper withBorder p="md" data-step={step}>
                    <Text size="sm">{stepName(t, step)}</Text>
                    <Text fz="xl" fw={700} data-count>
                      {count}
                    </Text>
                  </Paper>
                </li>
              ))}
            </ul>
            <Text mt="md" fw={600} aria-live="polite">
              {t('console.home.totalLine', { n: funnel.data.total })}
            </Text>
          </>
        )}
      </section>
      {mayTake(member, 'viewOverview') && <ConsoleOverview />}
    </Stack>
  );
}
