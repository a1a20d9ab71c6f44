import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { messageFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A reset link without its parameters, used or expired: say so and offer a new one. */
export function LinkExpired() {
  const { t } = useTranslation('accounts');
  return (
    <Paper withBorder shadow="sm" p="lg">
      <Stack align="flex-start">
        <Title order={1}>{t('reset.title')}</Title>
        <Alert color="yellow" role="alert" w="100%">
          {messageFor('BIZ_TEACHER_VERIFICATION_CODE')}
        </Alert>
        <Button component={Link} to="/home?type=reset">
          {t('reset.requestNewLink')}
        </Button>
      </Stack>
    </Paper>
  );
}
