import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTRACT,
  CONTRACT_DOCUMENT,
  CONTRACT_TYPES,
  offerMove,
  type ApplicantContracts,
  type ContractTerms,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../application/public';
import { FormAlert } from '../../../../components/FormAlert';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useFormAlert } from '../../../../lib/use-form-alert';
import { useOfferContract } from '../api/contracts';
import {
  OFFER_FIELDS,
  offerFormSchema,
  offerFormValues,
  type OfferFormValues,
} from '../lib/contract-offer-form';

const resolver = schemaResolver<OfferFormValues, typeof offerFormSchema>(offerFormSchema);

/**
 * The terms and the offer: first from "Documents reviewing" once every required document
 * passed, or new terms while the offer is open (a new version replaces it). The form starts
 * from the open offer's terms, else from the defaults (today, six months).
 */
export function ContractOfferForm({ panel }: { panel: ApplicantContracts }) {
  const { t } = useTranslation('contract');
  const move = offerMove(panel);
  if (!move) return null;
  const reoffer = move === 'reofferContract';
  return (
    <Stack gap="xs" component="section" aria-labelledby="contract-offer-heading">
      <Title order={3} size="h4" id="contract-offer-heading">
        {t(reoffer ? 'staff.offer.reofferHeading' : 'staff.offer.heading')}
      </Title>
      {!panel.documentsComplete ? (
        <Alert color="yellow">{t('staff.offer.documentsMissing')}</Alert>
      ) : (
        <OfferForm panel={panel} reoffer={reoffer} />
      )}
    </Stack>
  );
}

function OfferForm({ panel, reoffer }: { panel: ApplicantContracts; reoffer: boolean }) {
  const { t } = useTranslation('contract');
  const offering = useOfferContract(panel.userId);
  const open = panel.versions.find((version) => version.status === CONTRACT.INVITED);
  const form = useForm<OfferFormValues, unknown, ContractTerms>({
    resolver,
    defaultValues: offerFormValues(open?.terms ?? panel.defaults),
  });
  const alert = useFormAlert(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit((terms) =>
    offering.mutateAsync(terms).catch((error: unknown) => {
      // Field messages beside their fields, anything else in the form's alert.
      const placed = applyFieldErrors(error, OFFER_FIELDS, (field, message) =>
        form.setError(field as keyof OfferFormValues, { message }),
      );
      if (!placed) alert.show(error);
    }),
  );

  const text = (field: Exclude<keyof OfferFormValues, 'contractType'>, label: string) => (
    <TextInput
      label={label}
      withAsterisk
      {...form.register(field)}
      error={errors[field]?.message}
      {...(field.endsWith('Cents')
        ? { inputMode: 'decimal' as const, description: t('staff.offer.dollarsHint') }
        : {})}
      {...(field === 'peakCarrots' ? { inputMode: 'numeric' as const } : {})}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contract-offer-heading">
      <Stack gap="sm">
        {reoffer && <Alert color="blue">{t('staff.offer.reofferNote')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('staff.offer.contractType')}
            withAsterisk
            data={CONTRACT_TYPES.map((type) => ({
              value: type,
              label: CONTRACT_DOCUMENT.contractTypes[type],
            }))}
            {...form.register('contractType')}
            error={errors.contractType?.message}
          />
          {text('payPerClassCents', t('staff.offer.payPerClass'))}
          {text('basicIncreaseCents', t('staff.offer.basicIncrease'))}
          {text('peakCarrots', t('staff.offer.peakCarrots'))}
          {text('effectiveOn', t('staff.offer.effectiveOn'))}
          {text('expiresOn', t('staff.offer.expiresOn'))}
        </SimpleGrid>
        <FormAlert message={alert.message} />
        <Group>
          <Button type="submit" loading={offering.isPending}>
            {t(reoffer ? 'staff.offer.resubmit' : 'staff.offer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
