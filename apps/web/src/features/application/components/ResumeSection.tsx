import { Alert, Button, Center, Group, Text } from '@mantine/core';
import { STATUS, SUCCESS_MESSAGES, type ApplicationStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSession } from '../../accounts/public';
import { useResume } from '../api/get-resume';
import { ResumeForm } from './ResumeForm';
import { StatusPanel } from './StatusPanel';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/**
 * /basic while the form may be edited: before submitting, the form itself; once submitted,
 * where the application stands, with a way back into the form until a recruiter decides.
 */
export function ResumeSection({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('application');
  const submitted = status.status === STATUS.Apply;
  const [editing, setEditing] = useState(false);
  const resume = useResume();
  const { data: session } = useSession();
  const showForm = !submitted || editing;

  const done = () => {
    toast.success(SUCCESS_MESSAGES.submitted);
    setEditing(false);
  };

  return (
    <>
      {submitted ? (
        <StatusPanel status={status} />
      ) : (
        <Text>
          {t('application.next.fillForm')}{' '}
          {t('application.status.reviewTime', { days: status.reviewBusinessDays })}
        </Text>
      )}
      {submitted && (
        <Group>
          <Button variant={editing ? 'default' : 'light'} onClick={() => setEditing(!editing)}>
            {editing ? t('application.form.closeForm') : t('application.form.edit')}
          </Button>
        </Group>
      )}
      {showForm && resume.isPending && (
        <Center mih={200} role="status">
          <LoadingIndicator label={t('application.form.loading')} />
        </Center>
      )}
      {showForm && resume.isError && (
        <Alert color="red" role="alert" title={t('application.loadFailed')}>
          {errorMessage(resume.error)}
        </Alert>
      )}
      {showForm && resume.data && (
        <ResumeForm saved={resume.data} accountEmail={session?.email ?? ''} onSubmitted={done} />
      )}
    </>
  );
}
