import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  fixedPeriodInput,
  fixedPeriodWeeks,
  type FixedPeriodInput,
  type FixedQuickConfig,
} from '@portal/contracts';
import type { z } from 'zod';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { schemaResolver } from '../../application/public';
import { useSavePeriod } from '../api/fixed-mutations';
import {
  firstWeeklyTime,
  newPeriodForm,
  periodClassTypes,
  startMinutesOf,
  type PeriodFormValues,
} from '../lib/period-form';
import { inputFromWire, ISO_DAYS, wireFromInput } from '../lib/weekly-times';
import { startOptionText } from './WeeklyTimes';
import { useState } from 'react';

const resolver = schemaResolver<PeriodFormValues, typeof fixedPeriodInput>(fixedPeriodInput);
type PeriodOutput = z.output<typeof fixedPeriodInput>;

interface PeriodFormProps {
  config: FixedQuickConfig;
  zone: string;
  /** An offered period being changed, or null for a new one. */
  editing: PeriodFormValues | null;
  onDone: () => void;
}

/**
 * Offers a period (or changes an offered one): a class type, weekly times as a Beijing weekday
 * and start (each with the teacher's own time of its first week), and the first and last
 * dates. The contracts' schema checks it here and on the server; a refusal keeps the form.
 */
export function PeriodForm({ config, zone, editing, onDone }: PeriodFormProps) {
  const { t } = useTranslation('fixed');
  const form = useForm<PeriodFormValues, unknown, PeriodOutput>({
    resolver,
    defaultValues: editing ?? newPeriodForm(config),
  });
  const times = useFieldArray({ control: form.control, name: 'weeklyTimes' });
  const save = useSavePeriod();
  const [failure, setFailure] = useState<unknown>(null);
  const types = periodClassTypes(config);
  const [smartClassType, firstDate, lastDate, rows] = useWatch({
    control: form.control,
    name: ['smartClassType', 'firstDate', 'lastDate', 'weeklyTimes'],
  });
  const { errors } = form.formState;
  const weeks =
    /^\d{4}\/\d{2}\/\d{2}$/.test(firstDate) && /^\d{4}\/\d{2}\/\d{2}$/.test(lastDate)
      ? fixedPeriodWeeks({ firstDate, lastDate })
      : null;

  const chooseType = (value: string) => {
    const entry = types.find((e) => e.smartClassType === value);
    if (!entry) return;
    form.setValue('smartClassType', entry.smartClassType);
    form.setValue('courseType', entry.courseType);
    // Times the new type does not offer move to its first unit of that day.
    rows.forEach((row, index) => {
      const offered = startMinutesOf(config, entry.smartClassType, Number(row.isoDay));
      if (!offered.includes(Number(row.startMinute)))
        form.setValue(`weeklyTimes.${index}.startMinute`, String(offered[0] ?? ''));
    });
  };
  const chooseDay = (index: number, isoDay: string) => {
    form.setValue(`weeklyTimes.${index}.isoDay`, isoDay);
    const offered = startMinutesOf(config, smartClassType, Number(isoDay));
    const current = Number(rows[index]?.startMinute);
    if (!offered.includes(current))
      form.setValue(`weeklyTimes.${index}.startMinute`, String(offered[0] ?? ''));
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values as FixedPeriodInput, {
      onSuccess: () => {
        toast.success(editing ? t('form.changed') : t('form.offered'));
        form.reset(newPeriodForm(config));
        onDone();
      },
      onError: (error) => {
        const fields = ['firstDate', 'lastDate', 'weeklyTimes', 'smartClassType', 'courseType'];
        rows.forEach((_, i) =>
          fields.push(`weeklyTimes.${i}.isoDay`, `weeklyTimes.${i}.startMinute`),
        );
        const placed = applyFieldErrors(error, fields, (field, message) =>
          form.setError(field as Path<PeriodFormValues>, { message }, { shouldFocus: true }),
        );
        if (!placed) setFailure(error);
      },
    });
  });

  const dayOptions = ISO_DAYS.map((d) => ({ value: String(d), label: t(`days.${d}`) }));
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="period-form-title"
      id="period-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="period-form-title">
            {editing ? t('form.changeTitle', { id: editing.periodId ?? '' }) : t('form.title')}
          </Title>
          <Text size="sm">
            {t('form.intro', { max: config.maxWeeks, lead: config.minLeadHours })}
          </Text>
          <NativeSelect
            label={t('form.classType')}
            value={smartClassType}
            onChange={(event) => chooseType(event.currentTarget.value)}
            data={types.map((entry) => ({
              value: entry.smartClassType,
              label: t('form.classTypeOption', { name: entry.name, minutes: entry.time }),
            }))}
            error={errors.smartClassType?.message ?? errors.courseType?.message}
            maw={360}
          />
          <Stack gap="xs" role="group" aria-labelledby="weekly-times-label">
            <Text size="sm" fw={600} id="weekly-times-label">
              {t('form.weeklyTimes')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.weeklyHint')}
            </Text>
            {times.fields.map((field, index) => {
              const row = rows[index] ?? field;
              const minutes = startMinutesOf(config, smartClassType, Number(row.isoDay));
              const name = t('form.timeName', { n: index + 1 });
              const rowErrors = errors.weeklyTimes?.[index];
              return (
                <Group key={field.id} gap="xs" align="flex-end" wrap="wrap">
                  <NativeSelect
                    label={t('form.day')}
                    aria-label={`${name}: ${t('form.day')}`}
                    value={row.isoDay}
                    onChange={(event) => chooseDay(index, event.currentTarget.value)}
                    data={dayOptions}
                    error={rowErrors?.isoDay?.message}
                    w={140}
                  />
                  <NativeSelect
                    label={t('form.start')}
                    aria-label={`${name}: ${t('form.start')}`}
                    value={row.startMinute}
                    onChange={(event) =>
                      form.setValue(`weeklyTimes.${index}.startMinute`, event.currentTarget.value)
                    }
                    data={
                      minutes.length === 0
                        ? [{ value: '', label: t('form.noUnits'), disabled: true }]
                        : minutes.map((minute) => ({
                            value: String(minute),
                            label: startOptionText(
                              { isoDay: Number(row.isoDay), startMinute: minute },
                              firstDate,
                              zone,
                              t,
                            ),
                          }))
                    }
                    error={rowErrors?.startMinute?.message}
                    miw={200}
                    style={{ flex: 1 }}
                  />
                  {times.fields.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${t('form.removeTime')}: ${name}`}
                      onClick={() => times.remove(index)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
            {errors.weeklyTimes?.message && (
              <Text size="sm" c="red.8" role="alert">
                {errors.weeklyTimes.message}
              </Text>
            )}
            <Group>
              <Button
                size="xs"
                variant="default"
                disabled={times.fields.length >= config.maxWeeklyTimes}
                onClick={() => times.append(firstWeeklyTime(config, smartClassType))}
              >
                {t('form.addTime')}
              </Button>
            </Group>
          </Stack>
          <Group gap="sm" align="flex-start" wrap="wrap">
            {(['firstDate', 'lastDate'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <TextInput
                    type="date"
                    label={t(`form.${name}`)}
                    description={t('form.beijingDate')}
                    value={inputFromWire(field.value)}
                    onChange={(event) => field.onChange(wireFromInput(event.currentTarget.value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldState.error?.message}
                    required
                    w={200}
                  />
                )}
              />
            ))}
          </Group>
          {weeks !== null && (
            <Text size="sm">{t('form.weeks', { count: weeks, max: config.maxWeeks })}</Text>
          )}
          {failure !== null && (
            <Alert color="red" role="alert" title={t('form.failedTitle')}>
              {errorMessage(failure)}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {editing ? t('form.saveChange') : t('form.offer')}
            </Button>
            {editing && (
              <Button variant="default" onClick={onDone} disabled={save.isPending}>
                {t('form.cancelChange')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
