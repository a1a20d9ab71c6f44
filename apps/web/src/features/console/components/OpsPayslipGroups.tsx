import { Stack, Table, Text, Title } from '@mantine/core';
import { PAY_GROUPS, type OpsPayslipDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

/** The payslip's groups with their line counts and sums, and the total they add up to. */
export function OpsPayslipGroups({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  const { t: tp } = useTranslation('payslips');
  const groups = PAY_GROUPS.flatMap((group) =>
    detail.customGroupList.filter((g) => g.customGroup === group),
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="payslip-groups-heading">
      <Title order={2} size="h3" id="payslip-groups-heading">
        {t('pay.payslip.groupsTitle')}
      </Title>
      {groups.length === 0 ? (
        <Text size="sm">{tp('detail.noGroups')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={280} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table aria-label={tp('detail.groupsCaption')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tp('detail.columns.group')}</Table.Th>
                <Table.Th ta="right">{tp('detail.columns.count')}</Table.Th>
                <Table.Th ta="right">{tp('detail.columns.sum')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.customGroup}>
                  <Table.Td>{tp(`groups.${group.customGroup}`)}</Table.Td>
                  <Table.Td ta="right">{group.count}</Table.Td>
                  <Table.Td ta="right">{formatMoney(group.sumCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  {tp('detail.total')}
                </Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(detail.sumCents)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
