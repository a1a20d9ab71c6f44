import { Alert, Box, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { SLOT } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { TeacherLayout } from '../../teacher/public';
import { useTeacherInfo } from '../api/schedule-queries';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useSlotBoard } from '../hooks/use-slot-board';
import { useTeacherZone } from '../../teacher/public';
import { needsTopic, unfixedEntry } from '../lib/course-choice';
import { CourseTypeSelect } from './CourseTypeSelect';
import { MascotDialog } from './MascotDialog';
import { OpenBar } from './OpenBar';
import { PeakCoinLogPanel } from './PeakCoinLogPanel';
import { SchedulePanels } from './SchedulePanels';
import { TopicPicker } from './TopicPicker';
import { WeekGrid } from './WeekGrid';
import { WeekNav } from './WeekNav';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * /booking/schedule, the slot-opening screen (spec sections 2 to 4): the course type, the
 * week, the week's units by day, picking and opening them, and the teacher's panels beside
 * (below on a phone), rendered after the first paint (decision 062).
 */
export function ScheduleScreen() {
  const { t } = useTranslation('schedule');
  const info = useTeacherInfo();
  const zone = useTeacherZone(info.data?.timeZone);
  const board = useSlotBoard(zone);
  const classTypes = info.data?.classTypes ?? [];
  const entry = unfixedEntry(board.choice, classTypes);
  const workshop = needsTopic(board.choice, classTypes);
  const topicReady = !workshop || (board.topic !== null && board.lesson !== null);
  const { units } = board;
  const opened = board.shown.some((u) => u.status === SLOT.OPEN);
  const panels = useAfterFirstPaint();

  return (
    <TeacherLayout>
      <title>{t('screen.pageTitle')}</title>
      <Stack gap="md">
        <Title order={1}>{t('screen.title')}</Title>
        <Text size="sm">{t('screen.intro', { zone })}</Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xl: 9 }}>
            <Stack gap="md">
              <Group align="flex-end" gap="md" wrap="wrap">
                <CourseTypeSelect
                  choice={board.choice}
                  classTypes={classTypes}
                  onChange={board.chooseCourse}
                  disabled={board.busy}
                />
                {entry && (
                  <Text size="sm" c="dimmed">
                    {t('course.description', { minutes: entry.time })}
                  </Text>
                )}
              </Group>
              {workshop && entry && (
                <TopicPicker
                  courseType={entry.courseType}
                  topic={board.topic}
                  lesson={board.lesson}
                  onTopic={board.setTopic}
                  onLesson={board.setLesson}
                />
              )}
              <WeekNav
                offset={board.offset}
                weekStart={board.weekStart}
                beyond={board.beyond}
                onMove={board.goWeek}
                onThisWeek={board.goThisWeek}
              />
              <OpenBar
                total={board.total}
                canOpen={board.total > 0 && topicReady && !board.beyond}
                busy={board.busy}
                gridType={board.choice.courseType}
                canRepeat={opened && !board.beyond}
                onOpen={board.confirmOpen}
                onReset={board.reset}
                onRepeat={board.confirmRepeat}
              />
              {board.beyond && (
                <Alert color="yellow" c="dark.7">
                  {t('week.tooFar')}
                </Alert>
              )}
              {!board.beyond && units.isPending && (
                // About a phone's day of slots: the panels below do not jump when they come.
                <Box mih="60vh">
                  <LoadingIndicator label={t('screen.loading')} />
                </Box>
              )}
              {!board.beyond && units.isError && (
                <LoadFailed
                  error={units.error}
                  title={t('screen.loadFailed')}
                  retryLabel={t('screen.retry')}
                  onRetry={() => void units.refetch()}
                />
              )}
              {!board.beyond && units.isSuccess && board.shown.length === 0 && (
                <Text>{t('grid.empty')}</Text>
              )}
              {!board.beyond && units.isSuccess && board.shown.length > 0 && (
                <WeekGrid
                  units={board.shown}
                  weekStart={board.weekStart}
                  zone={zone}
                  now={board.now}
                  selection={board.selection}
                  errors={board.errors}
                  onToggle={board.toggle}
                  onCancel={board.confirmCancel}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 3 }}>
            {panels && <SchedulePanels zone={zone} weekStart={board.weekStart} />}
          </Grid.Col>
        </Grid>
        {panels && <PeakCoinLogPanel zone={zone} />}
      </Stack>
      <MascotDialog dialog={board.dialog} busy={board.busy} onClose={board.closeDialog} />
    </TeacherLayout>
  );
}
