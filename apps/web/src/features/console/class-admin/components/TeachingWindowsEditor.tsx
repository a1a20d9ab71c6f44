import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { WINDOW_KINDS, type TeachingWindowView, type WindowKind } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useReplaceWindows } from '../api/classes';
import {
  halfHourOptions,
  newRow,
  requestOf,
  rowIssues,
  rowsOf,
  type WindowRow,
} from '../lib/teaching-windows';

const STARTS = halfHourOptions(0, 1410);
const ENDS = halfHourOptions(30, 1440);
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The teaching hours, peak time and holiday windows, weekly in Beijing time: edited as a
 * list and saved as a whole (the server replaces the stored list in one change).
 */
export function TeachingWindowsEditor({
  windows,
  mayManage,
}: {
  windows: readonly TeachingWindowView[];
  mayManage: boolean;
}) {
  const { t } = useTranslation('console');
  const [rows, setRows] = useState<WindowRow[]>(() => rowsOf(windows));
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const replace = useReplaceWindows();
  const issues = rowIssues(rows);
  const days = DAYS.map((d) => ({ value: String(d), label: t(`schedule.days.${d}`) }));

  const change = (key: string, patch: Partial<WindowRow>) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setDirty(true);
  };
  const remove = (key: string) => {
    setRows((all) => all.filter((row) => row.key !== key));
    setDirty(true);
  };
  const add = (kind: WindowKind) => {
    setRows((all) => [...all, newRow(kind)]);
    setDirty(true);
  };
  const save = () => {
    setTried(true);
    if (issues.size > 0) return;
    replace.mutate(requestOf(rows), {
      onSuccess: (data) => {
        setRows(rowsOf(data.windows));
        setDirty(false);
        setTried(false);
        toast.success(t('schedule.windowsSaved'));
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="windows-heading">
      <Title order={2} size="h3" id="windows-heading">
        {t('schedule.windowsHeading')}
      </Title>
      <Text size="sm">{t('schedule.windowsIntro')}</Text>
      {WINDOW_KINDS.map((kind) => {
        const ofKind = rows.filter((row) => row.kind === kind);
        return (
          <Stack key={kind} gap="xs">
            <Title order={3} size="h4">
              {t(`schedule.kinds.${kind}`)}
            </Title>
            {ofKind.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('schedule.noWindows')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={kind === 'SPECIAL' ? 720 : 420}>
                <Table aria-label={t(`schedule.kinds.${kind}`)}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('schedule.day')}</Table.Th>
                      <Table.Th>{t('schedule.start')}</Table.Th>
                      <Table.Th>{t('schedule.end')}</Table.Th>
                      {kind === 'SPECIAL' && <Table.Th>{t('schedule.validFrom')}</Table.Th>}
                      {kind === 'SPECIAL' && <Table.Th>{t('schedule.validTo')}</Table.Th>}
                      {mayManage && <Table.Th>{t('schedule.remove')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {ofKind.map((row, index) => {
                      const problems = tried ? (issues.get(row.key) ?? {}) : {};
                      const name = t('schedule.rowName', {
                        kind: t(`schedule.kinds.${kind}`),
                        n: index + 1,
                      });
                      return (
                        <Table.Tr key={row.key}>
                          <Table.Td>
                            <Select
                              aria-label={`${name}: ${t('schedule.day')}`}
                              data={days}
                              value={String(row.isoDay)}
                              onChange={(v) => v && change(row.key, { isoDay: Number(v) })}
                              allowDeselect={false}
                              disabled={!mayManage}
                              error={problems.isoDay}
                              w={130}
                            />
                          </Table.Td>
                          <Table.Td>
                            <Select
                              aria-label={`${name}: ${t('schedule.start')}`}
                              data={STARTS}
                              value={String(row.startMinute)}
                              onChange={(v) => v && change(row.key, { startMinute: Number(v) })}
                              allowDeselect={false}
                              disabled={!mayManage}
                              error={problems.startMinute}
                              w={100}
                            />
                          </Table.Td>
                          <Table.Td>
                            <Select
                              aria-label={`${name}: ${t('schedule.end')}`}
                              data={ENDS}
                              value={String(row.endMinute)}
                              onChange={(v) => v && change(row.key, { endMinute: Number(v) })}
                              allowDeselect={false}
                              disabled={!mayManage}
                              error={problems.endMinute}
                              w={100}
                            />
                          </Table.Td>
                          {kind === 'SPECIAL' && (
                            <>
                              <Table.Td>
                                <TextInput
                                  aria-label={`${name}: ${t('schedule.validFrom')}`}
                                  placeholder="YYYY/MM/DD"
                                  value={row.validFrom}
                                  onChange={(e) =>
                                    change(row.key, { validFrom: e.currentTarget.value })
                                  }
                                  disabled={!mayManage}
                                  error={problems.validFrom}
                                  maxLength={10}
                                  w={140}
                                />
                              </Table.Td>
                              <Table.Td>
                                <TextInput
                                  aria-label={`${name}: ${t('schedule.validTo')}`}
                                  placeholder="YYYY/MM/DD"
                                  value={row.validTo}
                                  onChange={(e) =>
                                    change(row.key, { validTo: e.currentTarget.value })
                                  }
                                  disabled={!mayManage}
                                  error={problems.validTo}
                                  maxLength={10}
                                  w={140}
                                />
                              </Table.Td>
                            </>
                          )}
                          {mayManage && (
                            <Table.Td>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`${t('schedule.remove')}: ${name}`}
                                onClick={() => remove(row.key)}
                              >
                                ×
                              </ActionIcon>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {mayManage && (
              <Group>
                <Button size="xs" variant="default" onClick={() => add(kind)}>
                  {t('schedule.add', { kind: t(`schedule.kinds.${kind}`) })}
                </Button>
              </Group>
            )}
          </Stack>
        );
      })}
      {tried && issues.size > 0 && (
        <Alert color="red" role="alert">
          {t('schedule.fixRows')}
        </Alert>
      )}
      {replace.isError && (
        <Alert color="red" role="alert">
          {errorMessage(replace.error)}
        </Alert>
      )}
      {mayManage && (
        <Group>
          <Button onClick={save} disabled={!dirty} loading={replace.isPending}>
            {t('schedule.saveWindows')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
