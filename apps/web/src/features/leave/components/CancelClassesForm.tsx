import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TEACHER_ROUTES, type CancellationResult } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { errorMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { schemaResolver } from '../../application/public';
import { unitErrors } from '../../schedule/public';
import { useLeave } from '../api/leave-mutations';
import { useLeaveCourses, useLeaveInfo } from '../api/leave-queries';
import {
  EMPTY_LEAVE_FORM,
  LEAVE_FORM_FIELDS,
  leaveBody,
  leaveForm,
  type LeaveFormOutput,
  type LeaveFormValues,
} from '../lib/leave-form';
import { keepPickable, leaveRange, needsSupport } from '../lib/leave-picks';
import { ClassPicker } from './ClassPicker';
import { CostPreview } from './CostPreview';
import { classesToConfirm } from '../lib/cost-summary';
import { ReasonFields } from './ReasonFields';
import { LoadFailed } from '../../../components/LoadFailed';

const resolver = schemaResolver<LeaveFormValues, typeof leaveForm>(leaveForm);

/**
 * The cancellation itself: pick the classes, say why and how, read what it will cost (the
 * server's preview, computed by the same function that writes the records), then confirm with
 * the preview's fingerprint. A change of the picks or the type drops the preview; a failed
 * call keeps everything the teacher entered.
 */
export function CancelClassesForm({ zone }: { zone: string }) {
  const { t } = useTranslation('leave');
  const [range] = useState(() => leaveRange(Date.now()));
  const courses = useLeaveCourses(range);
  const info = useLeaveInfo();
  const form = useForm<LeaveFormValues, unknown, LeaveFormOutput>({
    resolver,
    defaultValues: EMPTY_LEAVE_FORM,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<CancellationResult | null>(null);
  const [done, setDone] = useState<CancellationResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [classErrors, setClassErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const leave = useLeave();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  const list = useMemo(() => courses.data ?? [], [courses.data]);
  // Picks the fresh list no longer offers (a class that started meanwhile) fall away.
  const picks = useMemo(() => keepPickable(chosen, list), [chosen, list]);
  const type = useWatch({ control: form.control, name: 'type' });

  // What the preview was made for: a change of the classes or the type makes it stale.
  const previewKey = `${[...picks].sort((a, b) => a - b).join(',')}|${type}`;
  const [previewedFor, setPreviewedFor] = useState('');
  const shown = preview && previewedFor === previewKey ? preview : null;

  useEffect(() => {
    if (shown) previewHeading.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const fail = (error: unknown) => {
    // A refused leave names each refused class in `fields`, keyed by its slot id.
    setClassErrors(unitErrors(error));
    const placed = applyFieldErrors(error, LEAVE_FORM_FIELDS, (field, message) =>
      form.setError(field as keyof LeaveFormValues, { message }, { shouldFocus: true }),
    );
    setFailure(placed ? null : error);
  };

  const askPreview = form.handleSubmit((values) => {
    setFailure(null);
    setClassErrors(new Map());
    leave.mutate(leaveBody(picks, values), {
      onSuccess: (answer) => {
        setPreview(answer);
        setPreviewedFor(previewKey);
      },
      onError: fail,
    });
  });

  const confirm = form.handleSubmit((values) => {
    if (!shown) return;
    setFailure(null);
    leave.mutate(leaveBody(picks, values, { fingerprint: shown.fingerprint }), {
      onSuccess: (answer) => {
        setDone(answer);
        setPreview(null);
        setChosen([]);
        form.reset(EMPTY_LEAVE_FORM);
      },
      onError: fail,
    });
  });

  if (done)
    return (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="leave-done">
          <Stack gap="sm">
            <Title order={2} size="h4" id="leave-done" ref={doneHeading} tabIndex={-1}>
              {t('confirm.doneTitle')}
            </Title>
            <Text>{t('confirm.done', { count: done.totals.classes })}</Text>
            <Group gap="sm">
              <Anchor component={Link} to={TEACHER_ROUTES.bookingCancelHistory}>
                {t('confirm.toHistory')}
              </Anchor>
              <Button variant="default" size="xs" onClick={() => setDone(null)}>
                {t('confirm.more')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <CostPreview result={done} zone={zone} title={t('cost.writtenTitle')} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="leave-step-1">
        <Stack gap="sm">
          <Title order={2} size="h4" id="leave-step-1">
            {t('steps.pick')}
          </Title>
          {courses.isPending && <LoadingIndicator label={t('screen.loading')} />}
          {courses.isError && (
            <LoadFailed
              error={courses.error}
              title={t('screen.loadFailed')}
              retryLabel={t('screen.retry')}
              onRetry={() => void courses.refetch()}
            />
          )}
          {courses.isSuccess && (
            <ClassPicker
              courses={list}
              zone={zone}
              picks={picks}
              onPicks={setChosen}
              errors={classErrors}
              disabled={leave.isPending}
            />
          )}
        </Stack>
      </Paper>
      <form onSubmit={askPreview} noValidate aria-labelledby="leave-step-2">
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4" id="leave-step-2">
              {t('steps.reason')}
            </Title>
            <ReasonFields
              form={form}
              credits={info.data?.credits}
              withinSupport={needsSupport(picks, list)}
              disabled={leave.isPending}
            />
            <Group>
              <Button
                type="submit"
                variant={shown ? 'default' : 'filled'}
                loading={leave.isPending && !shown}
                disabled={picks.length === 0 || (leave.isPending && Boolean(shown))}
              >
                {shown ? t('steps.previewAgain') : t('steps.preview')}
              </Button>
              {picks.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('steps.pickFirst')}
                </Text>
              )}
            </Group>
          </Stack>
        </Paper>
      </form>
      {failure !== null && (
        <Alert color="red" role="alert" title={t('confirm.failedTitle')}>
          {errorMessage(failure)}
          {classErrors.size > 0 && <Text size="sm">{t('confirm.refusedClasses')}</Text>}
        </Alert>
      )}
      {shown && (
        <Stack gap="sm">
          <CostPreview
            result={shown}
            zone={zone}
            title={t('cost.previewTitle')}
            headingRef={previewHeading}
          />
          <Group gap="sm">
            <Button
              color="red"
              onClick={() => void confirm()}
              loading={leave.isPending}
              disabled={!shown.ok}
            >
              {t('confirm.button', { count: classesToConfirm(shown) })}
            </Button>
            <Text size="sm">{t('confirm.hint')}</Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
