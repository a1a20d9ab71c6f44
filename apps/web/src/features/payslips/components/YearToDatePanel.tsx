import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { yearStatementFileName, type PayYearTotals } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';
import { formatMoney } from '../../../lib/money';
import { yearStatementHref } from '../api/payslip-files';
import { usePayYearTotals } from '../api/payslip-queries';

type Sums = PayYearTotals['released'];

/**
 * This Beijing year's released payslips by group, and the paid ones, as the server sums them
 * (decision 066); below, a year's statement to download.
 */
export function YearToDatePanel() {
  const { t } = useTranslation('payslips');
  const totals = usePayYearTotals();
  const data = totals.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="year-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="year-title">
          {data ? t('year.title', { year: data.year }) : t('year.titleLoading')}
        </Title>
        {totals.isPending && (
          <Skeleton h={120} role="progressbar" aria-label={t('screen.loading')} />
        )}
        {totals.isError && (
          <LoadFailed
            error={totals.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void totals.refetch()}
            retryOnOwnLine
          />
        )}
        {data && (
          <>
            <Text size="sm">{t('year.intro', { year: data.year })}</Text>
            {data.released.groups.length === 0 ? (
              <Text size="sm">{t('year.empty', { year: data.year })}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <YearSums id="year-released" title={t('year.released')} sums={data.released} />
                <YearSums id="year-paid" title={t('year.paid')} sums={data.paid} />
              </SimpleGrid>
            )}
            <YearStatement years={data.years} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** One column of sums: each group, then the total. */
function YearSums({ id, title, sums }: { id: string; title: string; sums: Sums }) {
  const { t } = useTranslation('payslips');
  const facts = [
    ...sums.groups.map((group) => ({
      key: group.customGroup,
      label: t(`groups.${group.customGroup}`),
      value: formatMoney(group.sumCents),
    })),
    { key: 'total', label: <strong>{t('year.total')}</strong>, value: formatMoney(sums.sumCents) },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} id={id}>
        {title}
      </Text>
      <FactList
        layout="rows"
        spread
        labelSize="sm"
        aria-labelledby={id}
        valueProps={{ size: 'sm', fw: 600 }}
        facts={facts}
      />
    </Stack>
  );
}

/** The statement of a year that has released payslips, newest year first. */
function YearStatement({ years }: { years: readonly number[] }) {
  const { t } = useTranslation('payslips');
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0];
  return (
    <Stack gap={4} pt="xs">
      <Text size="sm" fw={700}>
        {t('year.statementTitle')}
      </Text>
      {year === undefined ? (
        <Text size="sm">{t('year.noStatement')}</Text>
      ) : (
        <>
          <Text size="sm">{t('year.statementIntro')}</Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('year.statementYear')}
              value={String(year)}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
              data={years.map((each) => String(each))}
            />
            <Button
              component="a"
              href={yearStatementHref(year)}
              download={yearStatementFileName(year)}
              variant="default"
            >
              {t('year.statementDownload')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
