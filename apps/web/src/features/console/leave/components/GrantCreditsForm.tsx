import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CREDIT_GRANT_MAX, creditGrantRequest } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useGrantCredits } from '../api/leave';
import { fieldMessages } from '../../../../lib/form-errors';

/** Cancellation credits for a teacher (until the carrot shop sells them), with a reason. */
export function GrantCreditsForm({ userId }: { userId: number }) {
  const { t } = useTranslation('console');
  const grant = useGrantCredits(userId);
  const [credits, setCredits] = useState<number | string>(1);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ credits?: string; reason?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = creditGrantRequest.safeParse({ credits, reason });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      setErrors(fields);
      return;
    }
    setErrors({});
    grant.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(t('leave.credits.granted', { count: answer.credits }));
        setReason('');
        setCredits(1);
      },
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grant-credits">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="grant-credits">
            {t('leave.credits.title')}
          </Title>
          <Text size="sm">{t('leave.credits.intro')}</Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label={t('leave.credits.credits')}
              value={credits}
              onChange={setCredits}
              min={1}
              max={CREDIT_GRANT_MAX}
              allowDecimal={false}
              allowNegative={false}
              error={errors.credits}
              required
              w={140}
            />
            <TextInput
              label={t('leave.credits.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errors.reason}
              required
              maxLength={300}
              style={{ flex: 1 }}
              miw={220}
            />
          </Group>
          {grant.isError && (
            <Alert color="red" role="alert">
              {errorMessage(grant.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={grant.isPending}>
              {t('leave.credits.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
