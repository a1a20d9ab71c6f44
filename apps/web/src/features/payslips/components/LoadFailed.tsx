import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';

/** A query's failure with the catalogue's message and a way to ask again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('payslips');
  return (
    <Alert color="red" role="alert" title={t('screen.loadFailed')}>
      {errorMessage(error)}
      <Button mt="sm" size="xs" variant="default" display="block" onClick={retry}>
        {t('screen.retry')}
      </Button>
    </Alert>
  );
}
