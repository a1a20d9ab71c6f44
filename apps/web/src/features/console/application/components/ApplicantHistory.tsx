import { Paper, Table, Text, Title } from '@mantine/core';
import { staffStatusLabel, type ApplicationEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../../lib/dates';
import { placeStepName } from '../lib/stage-names';

function Position({ stage, status }: { stage: string; status: string }) {
  const { t } = useTranslation('console');
  return (
    <>
      {placeStepName(t, stage, status)}: {staffStatusLabel(stage, status)}
    </>
  );
}

/** The audit trail: every move of the applicant, who made it and why. */
export function ApplicantHistory({ history }: { history: readonly ApplicationEvent[] }) {
  const { t } = useTranslation('console');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="history-heading">
      <Title order={2} size="h3" id="history-heading" mb="sm">
        {t('applicants.history.title')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm">{t('applicants.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby="history-heading" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('applicants.history.at')}</Table.Th>
                <Table.Th>{t('applicants.history.by')}</Table.Th>
                <Table.Th>{t('applicants.history.from')}</Table.Th>
                <Table.Th>{t('applicants.history.to')}</Table.Th>
                <Table.Th>{t('applicants.history.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((event, index) => (
                <Table.Tr key={`${event.at}-${index}`}>
                  <Table.Td>
                    {formatDate(event.at)} {formatTime(event.at)}
                  </Table.Td>
                  <Table.Td>{event.by}</Table.Td>
                  <Table.Td>
                    <Position stage={event.fromStage} status={event.fromStatus} />
                  </Table.Td>
                  <Table.Td>
                    <Position stage={event.toStage} status={event.toStatus} />
                  </Table.Td>
                  <Table.Td>{event.reason || '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
