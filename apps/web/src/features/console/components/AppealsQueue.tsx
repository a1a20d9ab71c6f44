import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  APPEAL_DECISIONS,
  APPEAL_STATUSES,
  appealDecisionRequest,
  BEIJING_ZONE,
  FIELD_MESSAGES,
  fillPath,
  OPS_ROUTES,
  type AppealDecision,
  type OpsAppealRow,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { moneyLostCents } from '../../leave/public';
import { useAppeals, useDecideAppeal } from '../api/leave';
import {
  readAppealListState,
  toAppealQuery,
  writeAppealListState,
  type AppealListState,
} from '../lib/appeal-list-params';
import { fieldMessages } from '../../../lib/form-errors';
import { ReasonField } from './ReasonField';

const REASON_MAX = 300;
const TONES = { PENDING: 'blue', ACCEPTED: 'green', REJECTED: 'red' } as const;
const beijing = (at: number) => `${formatDate(at, BEIJING_ZONE)} ${formatTime(at, BEIJING_ZONE)}`;

/** The appeals queue: waiting ones first, each accepted or rejected with a reason. */
export function AppealsQueue({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const [params, setParams] = useSearchParams();
  const state = readAppealListState(params);
  const appeals = useAppeals(toAppealQuery(state));
  const go = (next: AppealListState) => setParams(writeAppealListState(next));
  const [deciding, setDeciding] = useState<OpsAppealRow | null>(null);

  const columns: DataTableColumn<OpsAppealRow>[] = [
    {
      key: 'teacher',
      header: t('leave.appeals.columns.teacher'),
      render: (r) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.teacherLeave, { userId: r.teacherId })}
            state={{ name: r.teacherName }}
            size="sm"
          >
            {r.teacherName}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.teacherEmail}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'record',
      header: t('leave.appeals.columns.record'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" span>
            {r.record.type ? tl(`types.${r.record.type}`) : tl(`kinds.${r.record.kind}`)}
            {r.record.reason ? ` · ${tl(`reasons.${r.record.reason}`)}` : ''}
          </Text>
          <Text size="xs" span>
            {t('leave.appeals.firstClass', {
              time: beijing(r.record.firstStartTime),
              count: r.record.classCount,
            })}
          </Text>
          <Text size="xs" span>
            {t('leave.appeals.cost', {
              money: formatMoney(moneyLostCents(r.record)),
              count: r.record.carrotsLost,
            })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'message',
      header: t('leave.appeals.columns.message'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} span>
          {r.message}
        </Text>
      ),
    },
    {
      key: 'sent',
      header: t('leave.appeals.columns.sent'),
      render: (r) => beijing(r.createdAt),
    },
    {
      key: 'status',
      header: t('leave.appeals.columns.status'),
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge tone={TONES[r.status]}>{tl(`appealStatuses.${r.status}`)}</StatusBadge>
          {r.decisionReason && (
            <Text size="xs" span>
              {t('leave.appeals.decided', {
                reason: r.decisionReason,
                by: r.decidedBy ?? '—',
              })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (mayManage)
    columns.push({
      key: 'actions',
      header: t('leave.appeals.columns.actions'),
      render: (r) =>
        r.status === 'PENDING' ? (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('leave.appeals.decideFor', { name: r.teacherName, id: r.appealId })}
            onClick={() => setDeciding(r)}
          >
            {t('leave.appeals.decide')}
          </Button>
        ) : (
          '—'
        ),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="appeals-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="appeals-heading">
          {t('leave.appeals.title')}
        </Title>
        <NativeSelect
          label={t('leave.appeals.show')}
          value={state.status}
          onChange={(event) =>
            go({
              ...state,
              status: event.currentTarget.value as AppealListState['status'],
              page: 1,
            })
          }
          data={[
            ...APPEAL_STATUSES.map((value) => ({ value, label: tl(`appealStatuses.${value}`) })),
            { value: 'ALL', label: t('leave.appeals.all') },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('classes.beijingNote')}
      </Text>
      {appeals.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(appeals.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('leave.appeals.caption')}
          columns={columns}
          rows={appeals.data?.list ?? []}
          rowKey={(r) => r.appealId}
          total={appeals.data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={(page) => go({ ...state, page })}
          onPageSizeChange={(pageSize) => go({ ...state, pageSize, page: 1 })}
          loading={appeals.isFetching}
          emptyText={t('leave.appeals.empty')}
          cardsOnPhone
        />
      )}
      <DecisionModal appeal={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function DecisionModal({ appeal, onClose }: { appeal: OpsAppealRow | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const decide = useDecideAppeal();
  const [decision, setDecision] = useState<AppealDecision | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; reason?: string; form?: string }>({});
  const close = () => {
    setDecision(null);
    setReason('');
    setErrors({});
    decide.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!appeal) return;
    const parsed = appealDecisionRequest.safeParse({ decision, reason });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      // Nothing chosen yet is a missing answer, not a wrong one.
      if (decision === null) fields.decision = FIELD_MESSAGES.required;
      setErrors(fields);
      return;
    }
    setErrors({});
    decide.mutate(
      { appealId: appeal.appealId, ...parsed.data },
      {
        onSuccess: (row) => {
          toast.success(t(`leave.appeals.done.${row.status === 'ACCEPTED' ? 'ACCEPT' : 'REJECT'}`));
          close();
        },
        onError: (failure) => setErrors({ form: errorMessage(failure) }),
      },
    );
  };
  return (
    <Modal
      opened={appeal !== null}
      onClose={() => !decide.isPending && close()}
      title={t('leave.appeals.decideTitle')}
      closeButtonProps={{ 'aria-label': t('classes.cancel') }}
      centered
    >
      {appeal && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('leave.appeals.decideIntro', {
                name: appeal.teacherName,
                what: appeal.record.type
                  ? tl(`types.${appeal.record.type}`)
                  : tl(`kinds.${appeal.record.kind}`),
                time: beijing(appeal.record.firstStartTime),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {appeal.message}
            </Text>
            <Radio.Group
              label={t('leave.appeals.decision')}
              value={decision}
              onChange={(value) => setDecision(value as AppealDecision)}
              error={errors.decision}
              required
            >
              <Stack gap="xs" mt={6}>
                {APPEAL_DECISIONS.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`leave.appeals.decisions.${value}`)}
                    description={t(`leave.appeals.decisionHints.${value}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <ReasonField
              label={t('leave.appeals.reason')}
              description={t('leave.appeals.reasonHint', { max: REASON_MAX })}
              value={reason}
              onChange={setReason}
              max={REASON_MAX}
              error={errors.reason}
            />
            {errors.form && (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={decide.isPending}>
                {t('classes.cancel')}
              </Button>
              <Button type="submit" loading={decide.isPending}>
                {t('leave.appeals.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
