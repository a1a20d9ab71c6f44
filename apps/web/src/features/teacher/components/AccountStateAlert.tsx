import { Alert, Text } from '@mantine/core';
import type { TeacherSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../lib/api-client';

/**
 * A blocked account's state (spec section 8): the short label, the catalogue's sentence with
 * the support address, and that reading still works. Nothing when the account may act.
 */
export function AccountStateAlert({
  teacher,
}: {
  teacher: Pick<TeacherSummary, 'blockedBy' | 'blockedLabel'>;
}) {
  const { t } = useTranslation('teacher');
  if (!teacher.blockedBy) return null;
  return (
    <Alert color="red" title={teacher.blockedLabel} role="alert">
      <Text size="sm">{catalogueMessage(teacher.blockedBy)}</Text>
      <Text size="sm" mt="xs">
        {t('state.readOnly')}
      </Text>
    </Alert>
  );
}
