import { Button, Table, Text } from '@mantine/core';
import type { PayslipDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { orderedGroups, targetOfGroup, type LineTarget } from '../lib/line-lists';

/**
 * The payslip's groups with their sums, and the total they add up to (the server's, to the
 * cent). With `onOpen`, each group opens the lines behind it (the teacher's click-through);
 * the console lists every line anyway. Three narrow columns: fits a phone.
 */
export function PayslipGroups({
  detail,
  onOpen,
}: {
  detail: Pick<PayslipDetail, 'customGroupList' | 'sumCents'>;
  onOpen?: (target: LineTarget) => void;
}) {
  const { t } = useTranslation('payslips');
  const groups = orderedGroups(detail.customGroupList);
  if (groups.length === 0) return <Text size="sm">{t('detail.noGroups')}</Text>;

  return (
    <Table.ScrollContainer minWidth={300} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table aria-label={t('detail.groupsCaption')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.columns.group')}</Table.Th>
            <Table.Th ta="right">{t('detail.columns.count')}</Table.Th>
            <Table.Th ta="right">{t('detail.columns.sum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => {
            const name = t(`groups.${group.customGroup}`);
            return (
              <Table.Tr key={group.customGroup}>
                <Table.Td>
                  {onOpen ? (
                    // The palest tint when hovered: the text keeps 4.5:1 on it (not on Mantine's).
                    <Button
                      variant="subtle"
                      style={{ '--button-hover': 'var(--mantine-color-blue-0)' }}
                      size="compact-sm"
                      px={4}
                      aria-label={t('detail.showLinesFor', { group: name })}
                      onClick={() => onOpen(targetOfGroup(group.customGroup))}
                    >
                      {name}
                    </Button>
                  ) : (
                    name
                  )}
                </Table.Td>
                <Table.Td ta="right">{group.count}</Table.Td>
                <Table.Td ta="right">{formatMoney(group.sumCents)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('detail.total')}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatMoney(detail.sumCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
