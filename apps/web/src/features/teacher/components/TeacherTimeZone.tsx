import { Button, Select, Stack } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { guessTimeZone, offsetLabel, timeZoneNames } from '../../demos/public';
import { useUpdateTimeZone } from '../api/teacher-mutations';
import { useProfileInfo } from '../api/teacher-queries';

/**
 * The timezone setting (spec section 3) of the teacher area: kept on the server (every device
 * reads times the same way), any IANA zone, its offset shown; until one is chosen the device's
 * zone is offered. Allowed even while the account is blocked: nothing is acted on. Memoised:
 * the teacher layout renders again with every change of its page, this list need not.
 */
export const TeacherTimeZone = memo(function TeacherTimeZone({ maw = 320 }: { maw?: number }) {
  const { t } = useTranslation('teacher');
  const info = useProfileInfo();
  const save = useUpdateTimeZone();
  const [now] = useState(Date.now);
  const guessed = guessTimeZone();
  const data = useMemo(
    () => timeZoneNames(guessed).map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
    [guessed],
  );
  const zone = info.data?.timeZone ?? null;
  // A refused choice is said under the field (issue 36) until the next choice.
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (next: string | null) => {
    if (!next || next === zone) return;
    setFailure(null);
    save.mutate(next, {
      onSuccess: () => toast.success(t('timeZone.saved')),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Stack gap={4} maw={maw} w="100%">
      <Select
        label={t('timeZone.label')}
        description={
          zone
            ? t('timeZone.description', { offset: offsetLabel(zone, now) })
            : t('timeZone.notChosen')
        }
        data={data}
        value={zone}
        onChange={choose}
        searchable
        nothingFoundMessage={t('timeZone.nothingFound')}
        allowDeselect={false}
        disabled={info.isPending || save.isPending}
        // The ~400 zones are built when the list opens, not kept hidden in every teacher page
        // (Mantine keeps a Select's options mounted by default: 800 elements, the week grid's
        // phone load most of its script time, decision 062).
        comboboxProps={{ withinPortal: true, keepMounted: false }}
        size="xs"
        error={failure}
        errorProps={{ role: 'alert' }}
      />
      {!zone && !info.isPending && (
        <Button variant="subtle" size="xs" onClick={() => choose(guessed)} loading={save.isPending}>
          {t('timeZone.useDevice', { zone: guessed })}
        </Button>
      )}
    </Stack>
  );
});
