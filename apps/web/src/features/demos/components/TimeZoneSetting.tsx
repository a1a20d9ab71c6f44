import { Button, Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offsetLabel, timeZoneNames } from '../lib/time-zone';

interface Props {
  zone: string;
  guessed: string;
  useLocal: boolean;
  onChange: (zone: string | null) => void;
}

/**
 * The timezone setting (spec section 3): the browser's zone by default, any IANA zone by
 * choice, its offset shown; the times below follow it.
 */
export function TimeZoneSetting({ zone, guessed, useLocal, onChange }: Props) {
  const { t } = useTranslation('application');
  const [now] = useState(Date.now);
  const data = useMemo(
    () => timeZoneNames(guessed).map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
    [guessed],
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('demos.zone.label')}
        description={t('demos.zone.description', { offset: offsetLabel(zone, now) })}
        data={data}
        value={zone}
        onChange={onChange}
        searchable
        allowDeselect={false}
        maw={360}
        w="100%"
        comboboxProps={{ withinPortal: true }}
      />
      {!useLocal && (
        <Button variant="subtle" onClick={() => onChange(null)}>
          {t('demos.zone.useLocal')}
        </Button>
      )}
      {useLocal && <Text size="sm">{t('demos.zone.local')}</Text>}
    </Group>
  );
}
