import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { CancellationResult, ClassCostView } from '@portal/contracts';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { catalogueMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useSiteConfig } from '../../site/public';
import { beyondAllowance, costSummary, countChanges } from '../lib/cost-summary';
import { TimePair } from './TimePair';
import { FactList } from '../../../components/FactList';

interface CostPreviewProps {
  result: CancellationResult;
  /** The zone the classes' times are read in (the teacher's; Beijing in the console). */
  zone: string;
  /** The heading: the preview's question, or what was written. */
  title: string;
  /** The heading, focused by the screen when the preview arrives. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * What a cancellation costs, before it is confirmed (and what it cost, after): each class's
 * pay, fine, carrots and where it goes, the totals, and the counts after it against the
 * contract period's allowance. The heading takes the focus when the preview arrives.
 */
export function CostPreview({ result, zone, title, headingRef }: CostPreviewProps) {
  const { t } = useTranslation('leave');
  const id = useId();
  const over = beyondAllowance(result);
  // Every line comes from the one answer: a refused leave shows no "given back" counts.
  const summary = costSummary(result);
  const facts = summary.facts.map((fact) => ({
    label: t(`cost.summary.${fact.key}`),
    value: fact.money ? formatMoney(fact.value) : String(fact.value),
  }));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {summary.refused && (
          <Alert color="red" role="alert" title={t('cost.refusedTitle')}>
            {t('cost.refused')}
          </Alert>
        )}
        {!summary.refused && result.allowanceExceeded && (
          <Alert color="yellow" c="dark.7" role="alert" title={t('cost.overTitle')}>
            {t('cost.over', {
              count: result.after.cancellations,
              allowance: result.allowance,
              over,
            })}
          </Alert>
        )}
        <FactList cols={{ base: 2, sm: 4 }} spacing="sm" valueProps={{ fw: 700 }} facts={facts} />
        {!summary.refused && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('cost.countsTitle')}
            </Title>
            <Stack component="ul" gap={2} pl="md" m={0}>
              {countChanges(result).map((change) => (
                <Text component="li" size="sm" key={change.key}>
                  {change.key === 'cancellations'
                    ? t('cost.countCancellations', {
                        before: change.before,
                        after: change.after,
                        allowance: result.allowance,
                      })
                    : t(`cost.count.${change.key}`, { before: change.before, after: change.after })}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        <Title order={3} size="h5">
          {t('cost.classesTitle')}
        </Title>
        <ClassCostRows classes={result.classes} zone={zone} />
      </Stack>
    </Paper>
  );
}

/** Each class of a cancellation with what giving it back costs (a table, or cards on a phone). */
export function ClassCostRows({
  classes,
  zone,
}: {
  classes: readonly ClassCostView[];
  zone: string;
}) {
  const { t } = useTranslation('leave');
  useSiteConfig();
  const columns: DataTableColumn<ClassCostView>[] = [
    {
      key: 'time',
      header: t('cost.columns.time'),
      render: (c) => <TimePair at={c.startTime} zone={zone} />,
    },
    {
      key: 'class',
      header: t('cost.columns.class'),
      render: (c) => t(`courseTypes.${c.courseType}`),
    },
    {
      key: 'lead',
      header: t('cost.columns.lead'),
      // A refused class without a tier (started, gone) is not a free one: the message says why.
      render: (c) => (c.tier ? t(`tiers.${c.tier}`) : c.refusal ? '–' : t('cost.unbooked')),
    },
    {
      key: 'pay',
      header: t('cost.columns.pay'),
      render: (c) => formatMoney(c.payLostCents),
      align: 'right',
    },
    {
      key: 'fine',
      header: t('cost.columns.fine'),
      render: (c) => formatMoney(c.fineCents),
      align: 'right',
    },
    {
      key: 'carrots',
      header: t('cost.columns.carrots'),
      render: (c) => c.carrotsLost,
      align: 'right',
    },
    {
      key: 'counts',
      header: t('cost.columns.counts'),
      render: (c) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" span>
            {c.refusal
              ? t('cost.notGiven')
              : c.creditUsed
                ? t('cost.creditUsed')
                : c.counted
                  ? t('cost.counted')
                  : t('cost.notCounted')}
          </Text>
          {c.beyondAllowance && (
            <Badge size="sm" color="yellow" variant="light" c="dark.7">
              {t('cost.beyond')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'goes',
      header: t('cost.columns.goes'),
      render: (c) =>
        c.refusal ? (
          <Text size="sm" c="red.8" span>
            {catalogueMessage(c.refusal)}
          </Text>
        ) : (
          t(`handOver.${c.handOver}`)
        ),
    },
  ];
  return (
    <DataTable
      caption={t('cost.caption')}
      columns={columns}
      rows={classes}
      rowKey={(c) => c.slotId}
      emptyText={t('cost.none')}
      minWidth={760}
    />
  );
}
