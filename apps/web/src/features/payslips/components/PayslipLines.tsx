import { NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { PayGroup, PayLineView } from '@portal/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { usePhone } from '../../../hooks/use-phone';
import { formatMoney } from '../../../lib/money';
import { usePayslipLines } from '../api/payslip-queries';
import type { DetailState } from '../lib/detail-params';
import { listsOf, otherItemsOf, type LineList } from '../lib/line-lists';
import { ClassStart } from './ClassStart';
import { CorrectsCell } from './CorrectsCell';
import { LoadFailed } from '../../../components/LoadFailed';

interface PayslipLinesProps {
  payslipId: number;
  groups: readonly { customGroup: PayGroup }[];
  state: DetailState;
  zone: string;
  go: (next: DetailState) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The click-through lists behind a payslip's lines, paged: the main classes, the 1v4 classes,
 * one other item's lines, the corrections of earlier months, the referral bonuses. Each class
 * with its start in the teacher's zone, its label, how it ended and what it paid; each
 * correction with the month and payslip it corrects.
 */
export function PayslipLines({
  payslipId,
  groups,
  state,
  zone,
  go,
  headingRef,
}: PayslipLinesProps) {
  const { t } = useTranslation('payslips');
  const items = otherItemsOf(groups);
  const item = state.item && items.includes(state.item) ? state.item : (items[0] ?? 'ADJUSTMENT');
  const lines = usePayslipLines(payslipId, state, item);
  const listName = t(`lines.lists.${state.list}`);
  const lists = listsOf(groups, state.list);
  // Five lists do not fit side by side on a phone: they stand one above the other there.
  const stacked = usePhone() && lists.length > 4;

  const classColumns: DataTableColumn<PayLineView>[] = [
    {
      key: 'start',
      header: t('lines.columns.start'),
      render: (line) =>
        line.startTime === null ? '' : <ClassStart at={line.startTime} zone={zone} />,
    },
    { key: 'label', header: t('lines.columns.label'), render: (line) => line.label },
    {
      key: 'finishType',
      header: t('lines.columns.finishType'),
      render: (line) => (line.finishType ? t(`finishTypes.${line.finishType}`) : ''),
    },
  ];
  const itemColumns: DataTableColumn<PayLineView>[] = [
    { key: 'item', header: t('lines.columns.item'), render: (line) => t(`items.${line.payItem}`) },
    {
      key: 'what',
      header: t('lines.columns.what'),
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm" span>
            {line.label}
          </Text>
          {line.startTime !== null && <ClassStart at={line.startTime} zone={zone} />}
          {state.list === 'corrections' && line.finishType && (
            <Text size="xs" c="dimmed" span>
              {t('lines.endedAs', { finish: t(`finishTypes.${line.finishType}`) })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  const corrects: DataTableColumn<PayLineView> = {
    key: 'corrects',
    header: t('lines.columns.corrects'),
    render: (line) => <CorrectsCell line={line} />,
  };
  const amount: DataTableColumn<PayLineView> = {
    key: 'amount',
    header: t('lines.columns.amount'),
    align: 'right',
    render: (line) => formatMoney(line.amountCents),
  };
  const byClass = state.list === 'classes' || state.list === 'nonMain';
  const columns = byClass
    ? [...classColumns, amount]
    : [...itemColumns, ...(state.list === 'corrections' ? [corrects] : []), amount];

  return (
    <Stack gap="sm" component="section" aria-labelledby="payslip-lines">
      <Title order={2} size="h4" id="payslip-lines" ref={headingRef} tabIndex={-1}>
        {t('lines.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('lines.timesIn', { zone })}
      </Text>
      <div role="group" aria-label={t('lines.listsLabel')}>
        <SegmentedControl
          fullWidth
          orientation={stacked ? 'vertical' : 'horizontal'}
          value={state.list}
          onChange={(value) => go({ ...state, list: value as LineList, page: 1 })}
          data={lists.map((list) => ({
            value: list,
            label: t(`lines.lists.${list}`),
          }))}
          styles={{ label: { whiteSpace: 'normal' } }}
        />
      </div>
      {state.list === 'other' && (
        <NativeSelect
          label={t('lines.item')}
          value={item}
          onChange={(event) =>
            go({ ...state, item: event.currentTarget.value as typeof item, page: 1 })
          }
          data={items.map((other) => ({ value: other, label: t(`items.${other}`) }))}
          maw={320}
        />
      )}
      {state.list === 'corrections' && <Text size="sm">{t('lines.correctionsIntro')}</Text>}
      {lines.isError && (
        <LoadFailed
          error={lines.error}
          title={t('screen.loadFailed')}
          retryLabel={t('screen.retry')}
          onRetry={() => void lines.refetch()}
          retryOnOwnLine
        />
      )}
      <DataTable
        caption={t('lines.caption', { list: listName })}
        columns={columns}
        rows={lines.data?.records ?? []}
        rowKey={(line) => line.lineId}
        paging={{
          total: lines.data?.total ?? 0,
          page: state.page,
          pageSize: state.pageSize,
          onPageChange: (page) => go({ ...state, page }),
          onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
        }}
        loading={lines.isFetching && !lines.isError}
        emptyText={t(`lines.empty.${state.list}`)}
      />
    </Stack>
  );
}
