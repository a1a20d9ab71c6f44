import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FINISH_TYPES, OPS_ROUTES, TEACHER_GRADES, type PayPolicyView } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { moneyInput } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { usePayPolicy, useUpdatePayPolicy } from '../api/pay-batches';
import {
  PAY_MONEY_FIELDS,
  PAY_POLICY_FIELDS,
  payPolicyFormOf,
  payPolicyFromForm,
  payPolicyText,
  RAISE_GRADES,
  raiseKey,
  shareKey,
  type PayPolicyErrors,
  type PayPolicyFormValues,
  type PayPolicyKey,
} from '../lib/pay-policy-form';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';

/** Each grade as contracts name it ("C Sophomore"). */
const GRADE_LABELS = new Map<string, string>(TEACHER_GRADES.map((g) => [g.value, g.label]));

/**
 * /ops/pay/rules (viewPay): the pay rules' numbers with the published default beside each,
 * the finish types' shares and the renewal raise of each grade; managePay replace them as a
 * whole (the next generation uses them; a renewal offered from now on gets the raise).
 */
export function PayRulesPage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const policy = usePayPolicy();
  if (!mayOpen('payRules'))
    return <NoAccess title={t('pay.noAccessTitle')}>{t('pay.noAccess')}</NoAccess>;
  return (
    <Stack gap="lg">
      <title>{t('pay.rules.pageTitle')}</title>
      <Anchor component={Link} to={OPS_ROUTES.pay} size="sm">
        {t('pay.rules.back')}
      </Anchor>
      <Title order={1}>{t('pay.rules.title')}</Title>
      <Text size="sm">{t('pay.rules.intro')}</Text>
      {policy.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(policy.error)}
        </Alert>
      ) : policy.isPending ? (
        <Text role="status">{t('pay.loading')}</Text>
      ) : (
        <RulesForm
          key={JSON.stringify(policy.data.policy)}
          view={policy.data}
          mayManage={may('managePay')}
        />
      )}
    </Stack>
  );
}

function RulesForm({ view, mayManage }: { view: PayPolicyView; mayManage: boolean }) {
  const { t } = useTranslation('console');
  const { t: tp } = useTranslation('payslips');
  const [values, setValues] = useState<PayPolicyFormValues>(() => payPolicyFormOf(view.policy));
  const [errors, setErrors] = useState<PayPolicyErrors>({});
  const update = useUpdatePayPolicy();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = payPolicyFromForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(checked.policy, {
      onSuccess: (saved) => {
        // The saved numbers as the form writes them ("2" reads back "2.00").
        setValues(payPolicyFormOf(saved.policy));
        toast.success(t('pay.rules.saved'));
      },
    });
  };
  const field = (key: PayPolicyKey, label: string, hint: string, money: boolean) => (
    <TextInput
      key={key}
      label={label}
      description={hint}
      value={values[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((all) => ({ ...all, [key]: value }));
      }}
      inputMode={money ? 'decimal' : 'numeric'}
      leftSection={money ? '$' : undefined}
      error={errors[key]}
      readOnly={!mayManage}
      required
      maxLength={10}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('pay.rules.title')}>
      <Stack gap="lg">
        {view.updatedAt !== null && (
          <Text size="sm">
            {t('pay.rules.updated', {
              date: formatDate(view.updatedAt),
              by: view.updatedBy ?? '—',
            })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {PAY_POLICY_FIELDS.map((key) =>
            field(
              key,
              t(`pay.rules.fields.${key}`),
              t('pay.rules.defaultIs', {
                unit: t(`pay.rules.units.${key}`),
                value: payPolicyText(key, view.defaults),
              }),
              PAY_MONEY_FIELDS.has(key),
            ),
          )}
        </SimpleGrid>
        <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Title order={2} size="h3" component="legend">
            {t('pay.rules.sharesTitle')}
          </Title>
          <Text size="sm">{t('pay.rules.sharesIntro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {FINISH_TYPES.map((type) =>
              field(
                shareKey(type),
                tp(`finishTypes.${type}`),
                t('pay.rules.defaultIs', {
                  unit: t('pay.rules.percent'),
                  value: String(view.defaults.finishSharePercent[type]),
                }),
                false,
              ),
            )}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Title order={2} size="h3" component="legend">
            {t('pay.rules.raisesTitle')}
          </Title>
          <Text size="sm">{t('pay.rules.raisesIntro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="md">
            {RAISE_GRADES.map((grade) =>
              field(
                raiseKey(grade),
                GRADE_LABELS.get(grade) ?? grade,
                t('pay.rules.defaultIs', {
                  unit: t('pay.rules.raiseUnit'),
                  value: moneyInput(view.defaults.renewalRaiseCents[grade]),
                }),
                true,
              ),
            )}
          </SimpleGrid>
        </Stack>
        {update.isError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        {mayManage && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('pay.rules.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
