import { Alert, Badge, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { type ClassTypeView } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { useClassTypes, useTeachingWindows } from '../api/classes';
import { ClassTypeModal } from './ClassTypeModal';
import { TeachingWindowsEditor } from './TeachingWindowsEditor';
import { StaffAccess, useStaffMay } from '../../common/components/StaffAccess';

/** /ops/schedule-settings (viewClasses): the windows, the class-type catalogue, the themes. */
export function ScheduleSettingsPage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayManage = may('manageClasses');
  return (
    <Stack gap="xl">
      <title>{t('schedule.pageTitle')}</title>
      <Title order={1}>{t('schedule.title')}</Title>
      <StaffAccess
        screen="scheduleSettings"
        deniedTitle={t('classes.noAccessTitle')}
        denied={t('classes.noAccess')}
      >
        <Windows mayManage={mayManage} />
        <Catalogue mayManage={mayManage} />
      </StaffAccess>
    </Stack>
  );
}

function Windows({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('console');
  const windows = useTeachingWindows();
  if (windows.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(windows.error)}
      </Alert>
    );
  if (windows.isPending) return <Text role="status">{t('schedule.loading')}</Text>;
  return <TeachingWindowsEditor windows={windows.data.windows} mayManage={mayManage} />;
}

type Editing = { kind: 'create' } | { kind: 'update'; entry: ClassTypeView } | null;

function Catalogue({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('console');
  const catalogue = useClassTypes();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="types-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="types-heading">
          {t('schedule.typesHeading')}
        </Title>
        {mayManage && (
          <Button size="xs" onClick={() => setEditing({ kind: 'create' })}>
            {t('schedule.newType')}
          </Button>
        )}
      </Group>
      {catalogue.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(catalogue.error)}
        </Alert>
      ) : catalogue.isPending ? (
        <Text role="status">{t('schedule.loading')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t('schedule.typesHeading')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedule.type.name')}</Table.Th>
                  <Table.Th>{t('schedule.type.code')}</Table.Th>
                  <Table.Th>{t('schedule.type.kind')}</Table.Th>
                  <Table.Th>{t('schedule.type.time')}</Table.Th>
                  <Table.Th>{t('schedule.type.capacity')}</Table.Th>
                  <Table.Th>{t('schedule.type.permission')}</Table.Th>
                  <Table.Th>{t('schedule.type.active')}</Table.Th>
                  {mayManage && <Table.Th>{t('classes.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {catalogue.data.classTypes.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      {entry.name}
                      <Text size="xs" c="dimmed">
                        {entry.label}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.smartClassType}
                      <Text size="xs" c="dimmed">
                        {entry.courseType}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`schedule.classKinds.${entry.classType}`)}</Table.Td>
                    <Table.Td>{t('schedule.minutes', { n: entry.time })}</Table.Td>
                    <Table.Td>{entry.capacity}</Table.Td>
                    <Table.Td>
                      {entry.permission ? t(`permissions.names.${entry.permission}`) : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={entry.active ? 'green' : 'gray'} variant="light">
                        {t(entry.active ? 'schedule.type.on' : 'schedule.type.off')}
                      </Badge>
                    </Table.Td>
                    {mayManage && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={`${t('schedule.edit')}: ${entry.name}`}
                          onClick={() => setEditing({ kind: 'update', entry })}
                        >
                          {t('schedule.edit')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="xs" component="section" aria-labelledby="themes-heading">
            <Title order={3} size="h4" id="themes-heading">
              {t('schedule.themesHeading')}
            </Title>
            {catalogue.data.themes.length === 0 ? (
              <Text size="sm">{t('schedule.noThemes')}</Text>
            ) : (
              <List spacing="xs">
                {catalogue.data.themes.map((theme) => (
                  <List.Item key={`${theme.courseType}-${theme.topic}`}>
                    <Text span fw={500}>
                      {theme.topic}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      ({theme.courseType}): {theme.lessons.join(', ')}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </>
      )}
      <ClassTypeModal editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
