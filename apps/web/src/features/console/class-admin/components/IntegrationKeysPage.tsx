import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  integrationKeyRequest,
  OPERATE_SCOPES,
  type CreatedIntegrationKey,
  type IntegrationKeyView,
  type OperateScope,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { useFormAlert } from '../../../../lib/use-form-alert';
import {
  useCreateIntegrationKey,
  useIntegrationKeys,
  useRevokeIntegrationKey,
} from '../api/classes';
import { StaffAccess } from '../../common/components/StaffAccess';

const when = (at: number | null) => (at ? formatDateTime(at) : '—');

/** /ops/integration-keys (ADMIN): the student side's service keys. */
export function IntegrationKeysPage() {
  const { t } = useTranslation('console');
  return (
    <Stack gap="lg">
      <title>{t('keys.pageTitle')}</title>
      <Title order={1}>{t('keys.title')}</Title>
      <StaffAccess
        screen="integrationKeys"
        deniedTitle={t('classes.noAccessTitle')}
        denied={t('keys.noAccess')}
      >
        <Text size="sm">{t('keys.intro')}</Text>
        <CreateKeyForm />
        <KeyList />
      </StaffAccess>
    </Stack>
  );
}

function CreateKeyForm() {
  const { t } = useTranslation('console');
  const create = useCreateIntegrationKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<OperateScope>('READ_WRITE_OPERATE');
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState<CreatedIntegrationKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = integrationKeyRequest.safeParse({ name, scope });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (made) => {
        setName('');
        setShown(made);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  const closeShown = () => {
    // The key leaves memory with the dialog: it is never shown again.
    setShown(null);
    create.reset();
  };

  return (
    <Stack component="section" aria-labelledby="new-key-heading" gap="sm">
      <Title order={2} size="h3" id="new-key-heading">
        {t('keys.newHeading')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('keys.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={80}
            error={error}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label={t('keys.scope')}
            data={OPERATE_SCOPES.map((value) => ({ value, label: t(`keys.scopes.${value}`) }))}
            value={scope}
            onChange={(v) => v && setScope(v as OperateScope)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
            {t('keys.create')}
          </Button>
        </Group>
      </form>
      <Modal
        opened={shown !== null}
        onClose={closeShown}
        title={t('keys.shownTitle')}
        centered
        closeOnClickOutside={false}
      >
        {shown && (
          <Stack gap="sm">
            <Alert color="yellow">{t('keys.shownOnce')}</Alert>
            <Text size="sm">{t('keys.shownFor', { name: shown.name })}</Text>
            <Code block aria-label={t('keys.theKey')} style={{ wordBreak: 'break-all' }}>
              {shown.key}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={shown.key}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} aria-live="polite">
                    {copied ? t('keys.copied') : t('keys.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={closeShown}>{t('keys.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function KeyList() {
  const { t } = useTranslation('console');
  const keys = useIntegrationKeys();
  const revoke = useRevokeIntegrationKey();
  const [confirming, setConfirming] = useState<IntegrationKeyView | null>(null);
  // A refused revocation is said in the dialog, which stays open (issue 36).
  const refusal = useFormAlert();
  const closeDialog = () => {
    setConfirming(null);
    refusal.clear();
  };

  const confirmRevoke = () => {
    if (!confirming) return;
    refusal.clear();
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        toast.success(t('keys.revoked', { name: confirming.name }));
        setConfirming(null);
      },
      onError: refusal.show,
    });
  };

  return (
    <Stack component="section" aria-labelledby="keys-heading" gap="sm">
      <Title order={2} size="h3" id="keys-heading">
        {t('keys.listHeading')}
      </Title>
      {keys.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(keys.error)}
        </Alert>
      ) : keys.isPending ? (
        <Text role="status">{t('keys.loading')}</Text>
      ) : keys.data.length === 0 ? (
        <Text>{t('keys.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('keys.listHeading')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keys.name')}</Table.Th>
                <Table.Th>{t('keys.prefix')}</Table.Th>
                <Table.Th>{t('keys.scope')}</Table.Th>
                <Table.Th>{t('keys.created')}</Table.Th>
                <Table.Th>{t('keys.lastUsed')}</Table.Th>
                <Table.Th>{t('keys.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{t(`keys.scopes.${key.scope}`)}</Table.Td>
                  <Table.Td>
                    {when(key.createdAt)}
                    {key.createdBy && (
                      <Text size="xs" c="dimmed">
                        {key.createdBy}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{when(key.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Badge color="gray" variant="light">
                        {t('keys.revokedOn', { date: formatDate(key.revokedAt) })}
                      </Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        aria-label={`${t('keys.revoke')}: ${key.name}`}
                        onClick={() => setConfirming(key)}
                      >
                        {t('keys.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={confirming !== null}
        onClose={closeDialog}
        title={t('keys.revokeTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('keys.revokeText', { name: confirming?.name ?? '' })}</Text>
          <FormAlert message={refusal.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDialog} data-autofocus>
              {t('classes.cancel')}
            </Button>
            <Button color="red" onClick={confirmRevoke} loading={revoke.isPending}>
              {t('keys.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
