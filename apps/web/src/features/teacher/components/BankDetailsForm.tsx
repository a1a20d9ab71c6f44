import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  BANK_FIELD_RULES,
  bankDetails,
  PAYMENT_METHODS,
  type BankDetails,
  type BankInfo,
  type PaymentMethod,
} from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useFormAlert } from '../../../lib/use-form-alert';
import { schemaResolver } from '../../application/public';
import { useUpdateBank } from '../api/teacher-mutations';
import {
  bankFieldOf,
  emptyBankForm,
  METHOD_FIELDS,
  type BankField,
  type BankFormValues,
} from '../lib/bank-form';
import { BankPasswordModal } from './BankPasswordModal';

const resolver = schemaResolver<BankFormValues, typeof bankDetails>(bankDetails);
const METHODS = Object.keys(PAYMENT_METHODS) as PaymentMethod[];
const AUTOCOMPLETE: Partial<Record<BankField, string>> = {
  holderFirstName: 'given-name',
  holderMiddleName: 'additional-name',
  holderLastName: 'family-name',
  paypalEmail: 'email',
};

/**
 * The rule written under a field (issue 36): a refused value keeps the catalogue's message and
 * the rule it broke stays in sight. The lengths are the contracts' own.
 */
function ruleOf(field: BankField, method: PaymentMethod) {
  const R = BANK_FIELD_RULES;
  switch (field) {
    case 'routingNumber':
      return { key: 'routingNumber', params: R.routingNumber } as const;
    case 'accountNumber':
      return method === 'SWIFT'
        ? ({ key: 'swiftAccountNumber', params: R.swiftAccountNumber } as const)
        : ({ key: 'abaAccountNumber', params: R.abaAccountNumber } as const);
    case 'swiftCode':
      return { key: 'swiftCode', params: R.swiftCode } as const;
    case 'paypalEmail':
      return { key: 'paypalEmail', params: {} } as const;
    default:
      return undefined;
  }
}

interface BankDetailsFormProps {
  current: BankInfo;
  onDone: () => void;
}

/**
 * New bank details: the method (ABA, SWIFT, PayPal), the holder and the method's fields,
 * checked by the contracts' schema; then the password in a modal, then saved.
 */
export function BankDetailsForm({ current, onDone }: BankDetailsFormProps) {
  const { t } = useTranslation('teacher');
  const form = useForm<BankFormValues, unknown, BankDetails>({
    resolver,
    defaultValues: emptyBankForm(current),
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const update = useUpdateBank();
  const alert = useFormAlert(form);
  const [pending, setPending] = useState<BankDetails | null>(null);
  const [passwordError, setPasswordError] = useState<string>();
  const { errors } = form.formState;

  const confirm = (password: string) => {
    if (!pending) return;
    setPasswordError(undefined);
    update.mutate(
      { password, details: pending },
      {
        onSuccess: () => {
          setPending(null);
          toast.success(t('bank.saved'));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'BIZ_TEACHER_PASSWORD_ORIGIN_ERROR') {
            setPasswordError(error.message);
            return;
          }
          setPending(null);
          const placed = placeFieldErrors(error);
          if (!placed) alert.show(error);
        },
      },
    );
  };

  /** Server messages for the details go beside their fields; true when all found one. */
  const placeFieldErrors = (error: unknown): boolean => {
    if (!isApiError(error) || !error.fields) return false;
    const entries = Object.entries(error.fields).map(([field, message]) => ({
      field: bankFieldOf(field),
      message,
    }));
    for (const { field, message } of entries)
      if (field) form.setError(field, { message }, { shouldFocus: true });
    return entries.length > 0 && entries.every((entry) => entry.field);
  };

  const input = (field: BankField) => {
    const rule = ruleOf(field, method);
    return (
      <TextInput
        key={field}
        {...form.register(field)}
        label={t(`bank.fields.${field}`)}
        description={rule && t(`bank.rules.${rule.key}`, rule.params)}
        required={field !== 'holderMiddleName'}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        spellCheck={false}
        error={errors[field]?.message}
      />
    );
  };
  const fields = METHOD_FIELDS[method];

  return (
    <>
      <form
        onSubmit={form.handleSubmit((details) => setPending(details))}
        noValidate
        aria-label={t('bank.title')}
      >
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} id="bank-method-label">
              {t('bank.method')}
            </Text>
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="bank-method-label"
                  value={field.value}
                  onChange={(value) => field.onChange(value as PaymentMethod)}
                  data={METHODS.map((value) => ({ value, label: PAYMENT_METHODS[value] }))}
                  fullWidth
                  mt={4}
                />
              )}
            />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {fields.slice(0, 3).map(input)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.slice(3).map((field) =>
              field === 'accountType' ? (
                <Controller
                  key={field}
                  control={form.control}
                  name="accountType"
                  render={({ field: bound, fieldState }) => (
                    <Select
                      ref={bound.ref}
                      label={t('bank.fields.accountType')}
                      required
                      data={(['CHECKING', 'SAVINGS'] as const).map((value) => ({
                        value,
                        label: t(`bank.accountTypes.${value}`),
                      }))}
                      value={bound.value || null}
                      onChange={(value) => bound.onChange(value ?? '')}
                      onBlur={bound.onBlur}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : (
                input(field)
              ),
            )}
          </SimpleGrid>
          <FormAlert message={alert.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('bank.cancel')}
            </Button>
            <Button type="submit">{t('bank.save')}</Button>
          </Group>
        </Stack>
      </form>
      <BankPasswordModal
        opened={pending !== null}
        busy={update.isPending}
        error={passwordError}
        onConfirm={confirm}
        onClose={() => {
          setPending(null);
          setPasswordError(undefined);
        }}
      />
    </>
  );
}
