import { Anchor, Stack, Text } from '@mantine/core';
import { fillPath, LEAVE_ADMIN_CALLS, type OpsAppealRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The files a teacher sent with an appeal (decision 071): each name opens the file in a new tab
 * through the staff call, with the member's session; the server audits each reading.
 */
export function AppealFiles({ appeal }: { appeal: OpsAppealRow }) {
  const { t } = useTranslation('console');
  if (appeal.files.length === 0) return null;
  return (
    <Stack gap={0} align="flex-start">
      <Text size="xs" c="dimmed" span>
        {t('leave.appeals.files', { count: appeal.files.length })}
      </Text>
      {appeal.files.map((file) => (
        <Anchor
          key={file.objectName}
          href={fillPath(LEAVE_ADMIN_CALLS.readAppealFile.path, {
            appealId: appeal.appealId,
            fileId: file.objectName,
          })}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('leave.appeals.fileOpen', { name: file.fileName })}
        >
          {file.fileName}
        </Anchor>
      ))}
    </Stack>
  );
}
