import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { TEACHER_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { navEntryFor } from '../lib/teacher-nav';
import { TeacherLayout } from './TeacherLayout';

/**
 * A teacher page whose feature is not built yet: the layout and a plain note, never a redirect
 * (the menu leads here, and a redirect from a menu entry would feel like a broken link).
 */
export function ComingSoonScreen() {
  const { t } = useTranslation('teacher');
  const { pathname } = useLocation();
  const entry = navEntryFor(pathname);
  const page = t(`layout.nav.${entry?.key ?? 'home'}`);
  return (
    <TeacherLayout>
      <title>{t('comingSoon.pageTitle', { page })}</title>
      <Stack gap="md">
        <Title order={1}>{page}</Title>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('comingSoon.heading')}
            </Title>
            <Text>{t('comingSoon.text')}</Text>
            <Anchor component={Link} to={TEACHER_ROUTES.booking}>
              {t('comingSoon.back')}
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </TeacherLayout>
  );
}
