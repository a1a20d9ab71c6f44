import { Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  canHold,
  canRelease,
  HOLD_STATUSES,
  holdRequest,
  isHoldStatus,
  STAGE,
  staffStatusLabel,
  type ApplicantContracts,
  type Hold,
  type HoldStatus,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../application/public';
import { FormAlert } from '../../../../components/FormAlert';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useFormAlert } from '../../../../lib/use-form-alert';
import { useHoldApplicant, useReleaseApplicant } from '../api/contracts';

interface HoldValues {
  status: HoldStatus;
  reason: string;
}
const resolver = schemaResolver<HoldValues, typeof holdRequest>(holdRequest);

/**
 * Holds (Standby, out of contact, waiver) with the reason the applicant is mailed, from any
 * place of steps 4 and 5 before the result, and the release back to where the documents put
 * them.
 */
export function HoldPanel({ panel }: { panel: ApplicantContracts }) {
  const { t } = useTranslation('contract');
  const held = isHoldStatus(panel.status) ? panel.status : null;
  const releasing = useReleaseApplicant(panel.userId);
  if (!canHold(panel) && !canRelease(panel)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="hold-heading">
      <Title order={3} size="h4" id="hold-heading">
        {t('staff.hold.heading')}
      </Title>
      {held && canRelease(panel) && (
        <>
          <Text size="sm">
            {t('staff.hold.onHold', { label: staffStatusLabel(STAGE.CONTRACT, held) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('staff.hold.releaseNote')}
          </Text>
          <Group>
            <Button
              variant="default"
              loading={releasing.isPending}
              onClick={() => releasing.mutate(undefined)}
            >
              {t('staff.hold.release')}
            </Button>
          </Group>
        </>
      )}
      {canHold(panel) && (
        // A new hold changes the choices: the form starts again from them.
        <HoldForm key={held ?? 'none'} userId={panel.userId} current={held} />
      )}
    </Stack>
  );
}

function HoldForm({ userId, current }: { userId: number; current: HoldStatus | null }) {
  const { t } = useTranslation('contract');
  const holding = useHoldApplicant(userId);
  // Another hold than the current one: the same hold again is no move.
  const choices = HOLD_STATUSES.filter((status) => status !== current);
  const first = choices[0] ?? HOLD_STATUSES[0];
  const form = useForm<HoldValues, unknown, Hold>({
    resolver,
    defaultValues: { status: first, reason: '' },
  });
  const alert = useFormAlert(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit((hold) =>
    holding
      .mutateAsync(hold)
      .then(() => form.reset({ status: first, reason: '' }))
      .catch((error: unknown) => {
        const placed = applyFieldErrors(error, ['status', 'reason'], (field, message) =>
          form.setError(field as keyof HoldValues, { message }),
        );
        if (!placed) alert.show(error);
      }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="hold-heading">
      <Stack gap="sm">
        <NativeSelect
          label={t('staff.hold.status')}
          data={choices.map((status) => ({
            value: status,
            label: staffStatusLabel(STAGE.CONTRACT, status),
          }))}
          {...form.register('status')}
          error={errors.status?.message}
        />
        <Textarea
          label={t('staff.hold.reason')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <FormAlert message={alert.message} />
        <Group>
          <Button type="submit" variant="outline" loading={holding.isPending}>
            {t('staff.hold.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
