import { Stack, Text, Title } from '@mantine/core';
import type { ProfileInfo } from '@portal/contracts';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AccountStateAlert,
  NextSteps,
  TeacherLayout,
  useProfileInfo,
  useTeacherZone,
} from '../../teacher/public';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';
import { useNextClass } from '../api/schedule-queries';
import { NextClassCard } from './NextClassCard';
import { TeachingRecord, UpcomingClasses } from './TeacherClasses';
import { HomeSection } from './HomeSection';

/**
 * /booking (where the login check sends a teacher), classes first (decision 061): the next
 * class, what is still to do, this week's and later classes; then the peak incentive, past
 * classes and the account's facts. On a phone the next class is the first thing under the
 * title. The title needs no answer (it paints first); the parts under the card come once the
 * card has its class, so nothing on screen is pushed down as they arrive.
 */
export function TeacherHomeScreen() {
  const { t } = useTranslation('teacher');
  const info = useProfileInfo();
  const zone = useTeacherZone();
  const cardSettled = !useNextClass().isPending;
  const rest = useDeferredMount(cardSettled);
  return (
    <TeacherLayout>
      <title>{t('home.pageTitle')}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('home.title')}
          </Title>
          <Text>{t('home.intro', { zone })}</Text>
        </Stack>
        {info.isError && (
          <LoadFailed
            error={info.error}
            title={t('layout.loadFailed')}
            retryLabel={t('layout.retry')}
            onRetry={() => void info.refetch()}
          />
        )}
        {info.data && <AccountStateAlert teacher={info.data} />}
        <NextClassCard zone={zone} />
        {rest && (
          <>
            <NextSteps />
            <UpcomingClasses zone={zone} />
            <TeachingRecord zone={zone} />
            {info.data && <AccountFacts info={info.data} />}
          </>
        )}
      </Stack>
    </TeacherLayout>
  );
}

function AccountFacts({ info }: { info: ProfileInfo }) {
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
    <HomeSection title={t('home.accountTitle')}>
      {/* A description list: each fact's name is read with its value. */}
      <FactList
        cols={{ base: 2, md: 4 }}
        spacing="md"
        labelSize="sm"
        valueProps={{ fw: 600 }}
        facts={facts}
      />
    </HomeSection>
  );
}

/**
 * True once `ready`, set in a transition: the parts under the card mount in slices React can
 * interrupt, not in one long task while the page is still loading.
 */
function useDeferredMount(ready: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setMounted(true));
  }, [ready]);
  return mounted;
}
