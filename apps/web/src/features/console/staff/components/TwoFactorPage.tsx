import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  OPS_ROUTES,
  twoFactorConfirmRequest,
  twoFactorDisableRequest,
  twoFactorRequired,
  type TwoFactorSetup,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { toast } from '../../../../lib/toast';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { staffMeQuery, useStaffMe } from '../../shell/api/get-staff-me';
import { useTwoFactorConfirm, useTwoFactorDisable, useTwoFactorSetup } from '../api/two-factor';
import { groupedKey, recoveryCodesText, wrongCode } from '../lib/two-factor';
import classes from '../../common/components/ConsolePage.module.css';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { FormAlert } from '../../../../components/FormAlert';

/** /ops/two-factor: set up, or turn off, the member's second factor (decision 029). */
export function TwoFactorPage() {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const [codes, setCodes] = useState<string[] | undefined>();
  if (!member) return null;
  const required = twoFactorRequired(member.roles);
  return (
    <Paper withBorder shadow="sm" p="lg" className={classes.narrow}>
      <title>{t('pageTitle.opsTwoFactor')}</title>
      <Stack>
        <Title order={1}>{t('console.twoFactor.title')}</Title>
        <Text>{t('console.twoFactor.intro')}</Text>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : member.twoFactor ? (
          <>
            <Alert color="green" role="status">
              {t('console.twoFactor.on')}
            </Alert>
            {!required && <DisableForm />}
          </>
        ) : (
          <>
            <Alert color={required ? 'yellow' : 'blue'} role={required ? 'alert' : 'status'}>
              {t(required ? 'console.twoFactor.required' : 'console.twoFactor.off')}
            </Alert>
            <Enrolment onEnabled={setCodes} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Enrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('console');
  const setup = useTwoFactorSetup();
  const [secret, setSecret] = useState<TwoFactorSetup | undefined>();
  const begin = () =>
    setup.mutate(undefined, { onSuccess: setSecret, onError: (error) => toast.error(error) });
  if (!secret) {
    return (
      <Button onClick={begin} loading={setup.isPending} w="fit-content">
        {t('console.twoFactor.start')}
      </Button>
    );
  }
  return (
    <Stack>
      <Text>{t('console.twoFactor.scan')}</Text>
      <Image src={secret.qrCode} alt={t('console.twoFactor.qrAlt')} w={200} h={200} />
      <Text>
        {t('console.twoFactor.key')}:{' '}
        <Code data-testid="totp-key">{groupedKey(secret.secret)}</Code>
      </Text>
      <ConfirmForm onEnabled={onEnabled} />
    </Stack>
  );
}

type ConfirmValues = z.input<typeof twoFactorConfirmRequest>;

function ConfirmForm({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('console');
  const confirming = useTwoFactorConfirm();
  const form = useForm<ConfirmValues, unknown, z.output<typeof twoFactorConfirmRequest>>({
    resolver: zodResolver(twoFactorConfirmRequest),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, ['code']);
  const submit = form.handleSubmit(async (values) => {
    try {
      onEnabled((await confirming.mutateAsync(values)).recoveryCodes);
    } catch (error) {
      if (!wrongCode(error, form.setError)) failure.fail(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TwoFactorCodeField
          control={form.control}
          name="code"
          label={t('console.twoFactor.code')}
        />
        <FormAlert message={failure.message} />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={failure.blocked}
          w="fit-content"
        >
          {t('console.twoFactor.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

/** Shown once, after the first code: download or copy, then on to the console. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const text = recoveryCodesText(codes, t('console.twoFactor.codesTitle'));
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: t('console.twoFactor.fileName'),
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success(t('console.twoFactor.copied')),
      (error: unknown) => toast.error(error),
    );
  const proceed = async () => {
    await queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey });
    await navigate(OPS_ROUTES.home, { replace: true });
  };
  return (
    <Stack>
      <Alert color="green" role="status">
        {t('console.twoFactor.on')}
      </Alert>
      <Title order={2} size="h3">
        {t('console.twoFactor.codesTitle')}
      </Title>
      <Text>{t('console.twoFactor.codesIntro')}</Text>
      <List aria-label={t('console.twoFactor.codesTitle')} ff="monospace" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button variant="default" onClick={download}>
          {t('console.twoFactor.download')}
        </Button>
        <Button variant="default" onClick={() => void copy()}>
          {t('console.twoFactor.copy')}
        </Button>
        <Button onClick={() => void proceed()}>{t('console.twoFactor.continue')}</Button>
      </Group>
    </Stack>
  );
}

type DisableValues = z.input<typeof twoFactorDisableRequest>;

function DisableForm() {
  const { t } = useTranslation('console');
  const disabling = useTwoFactorDisable();
  const form = useForm<DisableValues, unknown, z.output<typeof twoFactorDisableRequest>>({
    resolver: zodResolver(twoFactorDisableRequest),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, ['code']);
  const submit = form.handleSubmit(async (values) => {
    try {
      await disabling.mutateAsync(values);
      toast.success(t('console.twoFactor.disabled'));
    } catch (error) {
      if (!wrongCode(error, form.setError)) failure.fail(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('console.twoFactor.disableTitle')}
        </Title>
        <TwoFactorCodeField
          control={form.control}
          name="code"
          label={t('console.twoFactor.code')}
          description={t('console.twoFactor.disableIntro')}
          recoveryAllowed
        />
        <FormAlert message={failure.message} />
        <Button
          type="submit"
          color="red"
          variant="outline"
          loading={form.formState.isSubmitting}
          disabled={failure.blocked}
          w="fit-content"
        >
          {t('console.twoFactor.disable')}
        </Button>
      </Stack>
    </form>
  );
}
