import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { CYCLE_MAX_WEEKS, type GridCourseType } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface OpenBarProps {
  total: number;
  /** Whether the picks may be opened now (a workshop also needs its topic and lesson). */
  canOpen: boolean;
  busy: boolean;
  /** The grid type shown, for "repeat this week"; null for unfixed types (no repeat). */
  gridType: GridCourseType | null;
  canRepeat: boolean;
  onOpen: () => void;
  onReset: () => void;
  onRepeat: (courseType: GridCourseType, weeks: number) => void;
}

const WEEK_CHOICES = Array.from({ length: CYCLE_MAX_WEEKS }, (_, i) => String(i + 1));

/** The picks' count, "open" (asks to confirm), reset, and repeating the week's pattern. */
export function OpenBar(props: OpenBarProps) {
  const { t } = useTranslation('schedule');
  const [weeks, setWeeks] = useState('1');
  const { gridType } = props;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} aria-live="polite">
            {t('actions.selected', { count: props.total })}
          </Text>
          <Button onClick={props.onOpen} disabled={!props.canOpen || props.busy}>
            {t('actions.open')}
          </Button>
          <Button variant="default" onClick={props.onReset} disabled={props.busy}>
            {t('actions.reset')}
          </Button>
        </Group>
        {gridType && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('actions.repeatWeeks')}
              data={WEEK_CHOICES.map((value) => ({
                value,
                label: t('actions.repeatWeeksOption', { count: Number(value) }),
              }))}
              value={weeks}
              onChange={(value) => setWeeks(value ?? '1')}
              allowDeselect={false}
              size="xs"
              w={120}
            />
            <Button
              variant="light"
              size="xs"
              title={t('actions.repeatHint')}
              disabled={!props.canRepeat || props.busy}
              onClick={() => props.onRepeat(gridType, Number(weeks))}
            >
              {t('actions.repeat')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
