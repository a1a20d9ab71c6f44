import { Alert, Anchor, Center, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  mayOpen as mayOpenScreen,
  staffStatusLabel,
  type ConsoleOverview as Overview,
} from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { useConsoleOverview } from '../api/get-console-overview';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { applicantRoute } from '../../application/lib/applicant-access';
import { formatMedianDays, funnelSegments } from '../lib/overview-rows';
import classes from '../../common/components/ConsolePage.module.css';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';

// The charts library is loaded only when the overview is shown (decision 026). The tables
// scroll sideways in their own box on a phone; it takes the focus so keys can scroll it.
const OverviewFunnelChart = lazy(() => import('./OverviewFunnelChart'));

/** The overview's three parts (decision 026), for staff who may see it. */
export function ConsoleOverview() {
  const { t } = useTranslation('console');
  const overview = useConsoleOverview(true);
  if (overview.isPending)
    return (
      <Center mih={120} role="status">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  if (overview.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(overview.error)}
      </Alert>
    );
  return (
    <>
      <Conversion overview={overview.data} />
      <DaysInStep overview={overview.data} />
      <Waiting waiting={overview.data.waiting} />
    </>
  );
}

function Conversion({ overview }: { overview: Overview }) {
  const { t } = useTranslation('console');
  const wide = useMediaQuery('(min-width: 36em)');
  return (
    <section aria-labelledby="conversion-heading">
      <Title order={2} size="h3" id="conversion-heading" mb="xs">
        {t('console.overview.conversion')}
      </Title>
      <Text size="sm" mb="sm">
        {t('console.overview.conversionIntro')}
      </Text>
      <div className={classes.chart}>
        <Suspense
          fallback={
            <Center mih={200}>
              <LoadingIndicator label={t('common.loading')} />
            </Center>
          }
        >
          <OverviewFunnelChart segments={funnelSegments(overview)} size={wide ? 300 : 240} />
        </Suspense>
      </div>
      <Table.ScrollContainer minWidth={280} type="native" tabIndex={0}>
        <Table striped>
          <Table.Caption>{t('console.overview.conversionTable')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('console.overview.step')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('console.overview.reached')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('console.overview.wentOn')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('console.overview.percent')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.steps.map((row) => (
              <Table.Tr key={row.step} data-step={row.step}>
                <Table.Th scope="row">{t(`funnel.steps.${row.step}`)}</Table.Th>
                <Table.Td ta="right">{row.reached}</Table.Td>
                <Table.Td ta="right">{row.wentOn ?? t('console.overview.notApplicable')}</Table.Td>
                <Table.Td ta="right">
                  {row.percent === null
                    ? t('console.overview.notApplicable')
                    : t('console.overview.percentValue', { n: row.percent })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

function DaysInStep({ overview }: { overview: Overview }) {
  const { t } = useTranslation('console');
  return (
    <section aria-labelledby="days-heading">
      <Title order={2} size="h3" id="days-heading" mb="xs">
        {t('console.overview.days')}
      </Title>
      <Text size="sm" mb="sm">
        {t('console.overview.daysIntro')}
      </Text>
      <Table.ScrollContainer minWidth={280} type="native" tabIndex={0}>
        <Table striped>
          <Table.Caption>{t('console.overview.daysTable')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('console.overview.step')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('console.overview.medianDays')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('console.overview.stays')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.steps.map((row) => (
              <Table.Tr key={row.step} data-step={row.step}>
                <Table.Th scope="row">{t(`funnel.steps.${row.step}`)}</Table.Th>
                <Table.Td ta="right">
                  {formatMedianDays(row.medianDays) ?? t('console.overview.none')}
                </Table.Td>
                <Table.Td ta="right">{row.stays}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

function Waiting({ waiting }: { waiting: Overview['waiting'] }) {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const mayOpen = mayOpenScreen(member, 'applicant');
  return (
    <section aria-labelledby="waiting-heading">
      <Title order={2} size="h3" id="waiting-heading" mb="xs">
        {t('console.overview.waiting', { days: waiting.businessDays })}
      </Title>
      <Stack gap={4} mb="sm">
        <Text fw={600}>{t('console.overview.waitingTotal', { n: waiting.total })}</Text>
        {waiting.total > waiting.records.length && (
          <Text size="sm">{t('console.overview.waitingShown', { n: waiting.records.length })}</Text>
        )}
      </Stack>
      {waiting.records.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
          <Table striped>
            <Table.Caption>{t('console.overview.waitingTable')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('console.overview.applicant')}</Table.Th>
                <Table.Th scope="col">{t('console.overview.status')}</Table.Th>
                <Table.Th scope="col">{t('console.overview.since')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('console.overview.waited')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {waiting.records.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Th scope="row" fw="normal">
                    {mayOpen ? (
                      <Anchor component={Link} to={applicantRoute(row.userId)}>
                        {row.name || row.email}
                      </Anchor>
                    ) : (
                      row.name || row.email
                    )}
                  </Table.Th>
                  <Table.Td>{staffStatusLabel(row.stage, row.status)}</Table.Td>
                  <Table.Td>{formatDate(row.since)}</Table.Td>
                  <Table.Td ta="right">
                    {t('console.overview.waitedDays', { count: row.businessDaysWaited })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
