import { Alert, Button, Stack, Text } from '@mantine/core';
import { APPLICATION_ROUTES, type ApplicationStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { applicantZone } from '../../../lib/applicant-zone';
import { formatDateTime } from '../../../lib/dates';
import { useApplyAgain } from '../api/apply-again';

/**
 * After a failed step (decision 068): from when the applicant may apply again, in their zone,
 * and then the button that starts again at the basic information; a failure whose time is not
 * known, or an account at the apply limit (decision 075), names the contact route instead.
 */
export function ApplyAgain({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('application');
  const navigate = useNavigate();
  const applyAgain = useApplyAgain();
  // The page's own moment: the button shows once the day has come (a reload or a new visit).
  const [openedAt] = useState(Date.now);
  const againOn = status.applyAgainOn;
  if (status.applyLimitReached)
    return <Text size="sm">{t('application.applyAgain.limitReached')}</Text>;
  if (againOn === null) return <Text size="sm">{t('application.applyAgain.unknown')}</Text>;
  const zone = applicantZone();
  const open = openedAt >= againOn;
  const start = () =>
    applyAgain.mutate(undefined, {
      onSuccess: () => void navigate(APPLICATION_ROUTES.basic),
    });
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>
        {t(open ? 'application.applyAgain.open' : 'application.applyAgain.from', {
          date: formatDateTime(againOn, zone),
          zone,
        })}
      </Text>
      <Text size="sm">
        {t(open ? 'application.applyAgain.thenOpen' : 'application.applyAgain.then')}
      </Text>
      {open && (
        <Button onClick={start} loading={applyAgain.isPending} w="fit-content">
          {t('application.applyAgain.submit')}
        </Button>
      )}
      {applyAgain.isError && (
        <Alert color="red" role="alert">
          {errorMessage(applyAgain.error)}
        </Alert>
      )}
    </Stack>
  );
}
