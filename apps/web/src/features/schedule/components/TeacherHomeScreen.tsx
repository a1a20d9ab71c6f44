import { Skeleton, Stack, Title } from '@mantine/core';
import type { ProfileInfo } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { AccountStateAlert, NextSteps, TeacherLayout, useProfileInfo } from '../../teacher/public';
import { TeacherClasses } from './TeacherClasses';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * /booking (where the login check sends a teacher): who, grade, contract, next steps, then
 * the teaching part (the schedule feature's incentive progress and class lists).
 */
export function TeacherHomeScreen() {
  const { t } = useTranslation('teacher');
  const info = useProfileInfo();
  return (
    <TeacherLayout>
      <title>{t('home.pageTitle')}</title>
      <Stack gap="lg">
        {info.isPending && (
          <Stack gap="md" role="status" aria-label={t('layout.loading')}>
            <Skeleton height={36} width="60%" />
            <Skeleton height={96} />
          </Stack>
        )}
        {info.isError && (
          <LoadFailed
            error={info.error}
            title={t('layout.loadFailed')}
            retryLabel={t('layout.retry')}
            onRetry={() => void info.refetch()}
          />
        )}
        {info.data && <Overview info={info.data} />}
        <NextSteps />
        <TeacherClasses />
      </Stack>
    </TeacherLayout>
  );
}

function Overview({ info }: { info: ProfileInfo }) {
  const { t } = useTranslation('teacher');
  const facts = [
    { label: t('home.grade'), value: info.gradeLabel },
    { label: t('home.level'), value: String(info.level) },
    {
      label: t('home.contract'),
      value: info.contract
        ? t('home.contractDates', {
            from: info.contract.effectiveOn,
            to: info.contract.expiresOn,
          })
        : t('home.noContract'),
    },
    { label: t('home.account'), value: info.blockedLabel ?? t('home.active') },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.welcome', { name: info.name })}</Title>
      <AccountStateAlert teacher={info} />
      {/* A description list: each fact's name is read with its value. */}
      <FactList
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="md"
        framed
        labelSize="sm"
        valueProps={{ fw: 600 }}
        facts={facts}
      />
    </Stack>
  );
}
