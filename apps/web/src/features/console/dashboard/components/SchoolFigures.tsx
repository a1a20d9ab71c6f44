import { Paper, Text, Title } from '@mantine/core';
import { beijingDate, payMonthLabel, type SchoolFigures as Figures } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import classes from '../../common/components/ConsolePage.module.css';
import { useSchoolFigures } from '../api/get-school-figures';

/** The admin's figures of the school (decision 069): teachers, this week's classes, payroll. */
export function SchoolFigures() {
  const { t } = useTranslation('console');
  const figures = useSchoolFigures(true);
  return (
    <section aria-labelledby="figures-heading">
      <Title order={2} size="h3" id="figures-heading" mb="sm">
        {t('console.figures.title')}
      </Title>
      {figures.isPending && <LoadingIndicator label={t('console.figures.loading')} />}
      {figures.isError && (
        <LoadFailed
          error={figures.error}
          title={t('console.figures.loadFailed')}
          retryLabel={t('console.figures.retry')}
          onRetry={() => void figures.refetch()}
        />
      )}
      {figures.data && <FigureCards figures={figures.data} />}
    </section>
  );
}

function FigureCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation('console');
  const { week, payMonth } = figures;
  const cards = [
    { key: 'teachers', label: t('console.figures.activeTeachers'), value: figures.activeTeachers },
    {
      key: 'classes',
      // The school's week and month are Beijing's, whatever the device's zone.
      label: t('console.figures.classes', { date: beijingDate(week.startTime) }),
      value: t('console.figures.bookedOfOpened', { booked: week.booked, opened: week.opened }),
    },
    {
      key: 'fill',
      label: t('console.figures.fill', { children: week.children, places: week.places }),
      value:
        week.fillPercent === null
          ? t('console.figures.noPlaces')
          : t('console.figures.percent', { n: week.fillPercent }),
    },
  ];
  return (
    <>
      <ul className={classes.stageGrid} aria-label={t('console.figures.title')}>
        {cards.map((card) => (
          <li key={card.key}>
            <Paper withBorder p="md">
              <Text size="sm">{card.label}</Text>
              <Text fz="xl" fw={700}>
                {card.value}
              </Text>
            </Paper>
          </li>
        ))}
      </ul>
      <Title order={3} size="h4" mt="md" mb="xs">
        {t('console.figures.payMonth', { month: payMonthLabel(payMonth.monthStartTime) })}
      </Title>
      <ul className={classes.stageGrid} aria-label={t('console.figures.payslips')}>
        {payMonth.byStatus.map((row) => (
          <li key={row.status}>
            <Paper withBorder p="sm">
              <Text size="sm">{t(`pay.statuses.${row.status}`)}</Text>
              <Text fw={700}>{row.payslips}</Text>
            </Paper>
          </li>
        ))}
      </ul>
    </>
  );
}
