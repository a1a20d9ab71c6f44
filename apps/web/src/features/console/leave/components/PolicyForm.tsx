import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CancellationPolicy } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { usePolicy, useUpdatePolicy } from '../api/leave';
import {
  MONEY_FIELDS,
  POLICY_FIELDS,
  policyFormOf,
  policyFromForm,
  type PolicyFormValues,
} from '../lib/policy-form';

/** The cancellation policy's numbers: read by viewLeave, replaced as a whole by manageLeave. */
export function PolicyForm({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('console');
  const policy = usePolicy();
  return (
    <Stack gap="sm" component="section" aria-labelledby="policy-heading">
      <Title order={2} size="h3" id="policy-heading">
        {t('leave.policy.title')}
      </Title>
      <Text size="sm">{t('leave.policy.intro')}</Text>
      {policy.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(policy.error)}
        </Alert>
      ) : policy.isPending ? (
        <Text role="status">{t('leave.loading')}</Text>
      ) : (
        <PolicyFields
          key={JSON.stringify(policy.data)}
          policy={policy.data}
          mayManage={mayManage}
        />
      )}
    </Stack>
  );
}

function PolicyFields({ policy, mayManage }: { policy: CancellationPolicy; mayManage: boolean }) {
  const { t } = useTranslation('console');
  const [values, setValues] = useState<PolicyFormValues>(() => policyFormOf(policy));
  const [errors, setErrors] = useState<Partial<Record<keyof CancellationPolicy, string>>>({});
  const update = useUpdatePolicy();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = policyFromForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(checked.policy, { onSuccess: () => toast.success(t('leave.policy.saved')) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="policy-heading">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {POLICY_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`leave.policy.fields.${field}`)}
              description={
                MONEY_FIELDS.has(field)
                  ? t('leave.policy.dollars')
                  : t(`leave.policy.units.${field}`)
              }
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((all) => ({ ...all, [field]: value }));
              }}
              inputMode={MONEY_FIELDS.has(field) ? 'decimal' : 'numeric'}
              leftSection={MONEY_FIELDS.has(field) ? '$' : undefined}
              error={errors[field]}
              readOnly={!mayManage}
              required
              maxLength={10}
            />
          ))}
        </SimpleGrid>
        {update.isError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        {mayManage && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('leave.policy.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
