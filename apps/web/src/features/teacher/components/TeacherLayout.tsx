import { Alert, Box, Burger, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/StatusBadge';
import { errorMessage } from '../../../lib/api-error';
import { useTeacher } from '../api/teacher-queries';
import classes from './TeacherLayout.module.css';
import { NotificationBell } from './NotificationBell';
import { TeacherNav } from './TeacherNav';
import { TeacherTimeZone } from './TeacherTimeZone';

const DRAWER_ID = 'teacher-menu';
/** Mantine's `md`: the side column and the bar's time zone show from here (the CSS agrees). */
const WIDE_QUERY = '(min-width: 62em)';

/**
 * The teacher area's frame around each of its pages (inside the site's layout, whose header
 * keeps the one Sign Out): the teacher's name, grade and state and the time zone in a bar; the
 * menu in a side column on wide screens and behind a Menu button on a phone.
 */
export function TeacherLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('teacher');
  const teacher = useTeacher();
  const [opened, menu] = useDisclosure(false);
  // What a phone hides is not rendered there at all: the menu and the zone's long list of
  // zones cost a phone's first load for nothing (decision 061).
  const wide = useMediaQuery(WIDE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  // The site header hides its own menu button while this page has one (MainLayout.module.css).
  useEffect(() => {
    document.body.dataset.ownMenu = '';
    return () => {
      delete document.body.dataset.ownMenu;
    };
  }, []);

  return (
    <div className={classes.area}>
      <div className={classes.bar}>
        {/* As tall as the name and grade from the first paint: the page does not move down
            when they arrive (decision 061). */}
        <Group justify="space-between" wrap="nowrap" gap="sm" mih={44}>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="md"
              opened={opened}
              onClick={menu.toggle}
              size="sm"
              aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
            <Who teacher={teacher} />
          </Group>
          <Group gap="sm" wrap="nowrap" align="center">
            {wide && <TeacherTimeZone maw={280} />}
            <NotificationBell />
          </Group>
        </Group>
      </div>
      <div className={classes.body}>
        {wide && (
          <aside className={classes.side}>
            <TeacherNav />
          </aside>
        )}
        <div className={classes.content}>{children}</div>
      </div>
      {/* Compound parts: the plain Drawer's header would be a second banner landmark. */}
      <Drawer.Root opened={opened} onClose={menu.close} size="xs">
        <Drawer.Overlay />
        <Drawer.Content>
          <Box p="md" id={DRAWER_ID}>
            <Group justify="space-between" mb="sm">
              <Drawer.Title fw={700}>{t('layout.menu')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('layout.closeMenu')} />
            </Group>
            <Stack gap="md">
              <TeacherNav onNavigate={menu.close} />
              <TeacherTimeZone />
            </Stack>
          </Box>
        </Drawer.Content>
      </Drawer.Root>
    </div>
  );
}

function Who({ teacher }: { teacher: ReturnType<typeof useTeacher> }) {
  const { t } = useTranslation('teacher');
  if (teacher.isPending)
    return <Skeleton height={32} width={160} aria-label={t('layout.loading')} role="status" />;
  if (teacher.isError)
    return (
      <Alert color="red" p="xs" role="alert">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{errorMessage(teacher.error)}</Text>
          <Button size="compact-xs" variant="default" onClick={() => void teacher.refetch()}>
            {t('layout.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const { name, gradeLabel, level, blockedLabel } = teacher.data;
  return (
    <Group gap="sm" wrap="wrap" miw={0}>
      <div className={classes.name}>
        <Text fw={700} className={classes.name}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('layout.gradeAndLevel', { grade: gradeLabel, level })}
        </Text>
      </div>
      {blockedLabel && <StatusBadge tone="red">{blockedLabel}</StatusBadge>}
    </Group>
  );
}
