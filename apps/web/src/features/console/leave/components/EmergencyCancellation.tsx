import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  BEIJING_ZONE,
  CANCELLATION_REASONS,
  emergencyCancellationRequest,
  FIELD_MESSAGES,
  LEAVE_REASON_TEXT_MAX,
  WEEK_MS,
  beijingWeekStart,
  type CancellationReason,
  type CancellationResult,
} from '@portal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { classesToConfirm, CostPreview } from '../../../leave/public';
import { useTeacherWeek } from '../../class-admin/api/classes';
import { useRecordEmergency } from '../api/leave';
import { givableClasses } from '../lib/emergency-picks';
import { fieldMessages } from '../../../../lib/form-errors';

const NOTE_MAX = 500;

/**
 * An emergency cancellation a teacher phoned in: the week's classes still ahead, the reason
 * and staff's note, the cost previewed with the teacher's own cost function, then confirmed
 * with the preview's fingerprint.
 */
export function EmergencyCancellation({ userId }: { userId: number }) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const [now] = useState(() => Date.now());
  const [weekStart, setWeekStart] = useState(() => beijingWeekStart(now));
  const week = useTeacherWeek(userId, weekStart);
  const record = useRecordEmergency(userId);
  const [picks, setPicks] = useState<number[]>([]);
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ key: string; result: CancellationResult } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const classes = givableClasses(week.data?.classes ?? [], now);
  const key = [...picks].sort((a, b) => a - b).join(',');
  const shown = preview && preview.key === key ? preview.result : null;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const moveWeek = (start: number) => {
    setWeekStart(start);
    setPicks([]);
  };
  const body = (confirm?: string) => ({
    slotIds: picks,
    reason,
    reasonText,
    note,
    preview: confirm === undefined,
    ...(confirm ? { fingerprint: confirm } : {}),
  });
  const send = (fingerprint?: string) => {
    const parsed = emergencyCancellationRequest.safeParse(body(fingerprint));
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      if (reason === '') fields.reason = FIELD_MESSAGES.required;
      setErrors(fields);
      return;
    }
    setErrors({});
    setFailure(null);
    record.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (answer.preview) {
          setPreview({ key, result: answer });
          return;
        }
        toast.success(t('leave.emergency.done', { count: answer.totals.classes }));
        setPreview(null);
        setPicks([]);
        setReason('');
        setReasonText('');
        setNote('');
      },
      onError: setFailure,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const label = (at: number) => formatDate(at, BEIJING_ZONE);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="emergency-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="emergency-heading">
          {t('leave.emergency.title')}
        </Title>
        <Text size="sm">{t('leave.emergency.intro')}</Text>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600} size="sm">
            {t('week.heading', { from: label(weekStart), to: label(weekStart + WEEK_MS - 1) })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={weekStart <= beijingWeekStart(now)}
              onClick={() => moveWeek(weekStart - WEEK_MS)}
            >
              {t('week.previous')}
            </Button>
            <Button variant="default" size="xs" onClick={() => moveWeek(weekStart + WEEK_MS)}>
              {t('week.next')}
            </Button>
          </Group>
        </Group>
        {week.isError && (
          <Alert color="red" role="alert">
            {errorMessage(week.error)}
          </Alert>
        )}
        {week.isPending && <Text role="status">{t('week.loading')}</Text>}
        {week.data && classes.length === 0 && <Text size="sm">{t('leave.emergency.none')}</Text>}
        {classes.length > 0 && (
          <Checkbox.Group
            label={t('leave.emergency.classes')}
            value={picks.map(String)}
            onChange={(values) => setPicks(values.map(Number))}
            error={errors.slotIds}
          >
            <Stack gap="xs" mt={6}>
              {classes.map((c) => (
                <Checkbox
                  key={c.classId}
                  value={String(c.classId)}
                  label={`${label(c.startTime)} ${formatTime(c.startTime, BEIJING_ZONE)} · ${c.label}`}
                  description={`${t(`classes.statuses.${c.status}`)} · ${t('leave.emergency.students', { count: c.students.length })}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <form onSubmit={submit} noValidate aria-labelledby="emergency-heading">
          <Stack gap="sm">
            <NativeSelect
              label={tl('form.reason')}
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value as CancellationReason | '')}
              data={[
                { value: '', label: tl('form.chooseReason'), disabled: true },
                ...CANCELLATION_REASONS.map((value) => ({ value, label: tl(`reasons.${value}`) })),
              ]}
              error={errors.reason}
              maw={360}
            />
            <Textarea
              label={tl('form.reasonText')}
              description={
                reason === 'OTHER'
                  ? tl('form.reasonTextRequired', { max: LEAVE_REASON_TEXT_MAX })
                  : tl('form.reasonTextOptional', { max: LEAVE_REASON_TEXT_MAX })
              }
              required={reason === 'OTHER'}
              value={reasonText}
              onChange={(event) => setReasonText(event.currentTarget.value)}
              maxLength={LEAVE_REASON_TEXT_MAX}
              autosize
              minRows={2}
              error={errors.reasonText}
            />
            <Textarea
              label={t('leave.emergency.note')}
              description={t('leave.emergency.noteHint', { max: NOTE_MAX })}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={NOTE_MAX}
              autosize
              minRows={2}
              error={errors.note}
            />
            <Group>
              <Button
                type="submit"
                variant={shown ? 'default' : 'filled'}
                loading={record.isPending && !shown}
                disabled={picks.length === 0}
              >
                {tl('steps.preview')}
              </Button>
            </Group>
          </Stack>
        </form>
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        {shown && (
          <Stack gap="sm">
            <CostPreview
              result={shown}
              zone={BEIJING_ZONE}
              title={tl('cost.previewTitle')}
              headingRef={heading}
            />
            <Group>
              <Button
                color="red"
                disabled={!shown.ok}
                loading={record.isPending}
                onClick={() => send(shown.fingerprint)}
              >
                {t('leave.emergency.confirm', { count: classesToConfirm(shown) })}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
