import { Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ProfileInfo } from '@portal/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfileInfo, useUpdateChecks } from '../api/teacher-queries';
import { PROFILE_SECTIONS } from '../lib/next-steps';
import { AccountStateAlert } from './AccountStateAlert';
import { BankDetailsSection } from './BankDetailsSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { TeacherLayout } from './TeacherLayout';
import { TeacherTimeZone } from './TeacherTimeZone';
import { LoadFailed } from '../../../components/LoadFailed';

/** /user: the teacher's details, time zone, bank details and password. */
export function ProfileScreen() {
  const { t } = useTranslation('teacher');
  const info = useProfileInfo();
  return (
    <TeacherLayout>
      <title>{t('profile.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1}>{t('profile.title')}</Title>
        {info.isPending && (
          <Stack gap="md" role="status" aria-label={t('layout.loading')}>
            <Skeleton height={200} />
            <Skeleton height={120} />
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
        {info.data && <Sections info={info.data} />}
      </Stack>
    </TeacherLayout>
  );
}

function Sections({ info }: { info: ProfileInfo }) {
  const { t } = useTranslation('teacher');
  const checks = useUpdateChecks();
  const { hash } = useLocation();
  // The home page's "what to do next" links to a section: go there, and take the focus with
  // it, once the sections exist.
  useEffect(() => {
    const section = hash ? document.getElementById(hash.slice(1)) : null;
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [hash]);
  // Until the checks answer, the summary's state decides (the server refuses anyway).
  const blocked = checks.data ? checks.data.blockedBy !== null : info.blockedBy !== null;
  return (
    <>
      <AccountStateAlert teacher={info} />
      <Section id={PROFILE_SECTIONS.PROFILE} title={t('profile.detailsTitle')}>
        <Text size="sm" c="dimmed">
          {info.profileSource === 'RESUME' ? t('profile.detailsIntro') : null}
        </Text>
        <TextInput
          label={t('profile.email')}
          description={t('profile.emailHint')}
          value={info.email}
          readOnly
          maw={420}
        />
        <TextInput label={t('profile.referralCode')} value={info.referralCode} readOnly maw={240} />
        {blocked && <Text size="sm">{t('profile.blocked')}</Text>}
        {/* Keyed by the save time: a saved profile starts the form again from the server's. */}
        <ProfileForm
          key={info.profileUpdatedAt ?? 'resume'}
          profile={info.profile}
          canChange={!blocked}
        />
      </Section>
      <Section id={PROFILE_SECTIONS.TIME_ZONE} title={t('timeZone.label')}>
        <TeacherTimeZone maw={420} />
      </Section>
      <Section id={PROFILE_SECTIONS.BANK_DETAILS} title={t('bank.title')}>
        <BankDetailsSection canChange={!blocked} />
      </Section>
      <Section id="password" title={t('password.title')}>
        <ChangePasswordForm />
      </Section>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      withBorder
      p="lg"
      radius="md"
      style={{ scrollMarginTop: 16 }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
