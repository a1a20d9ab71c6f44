import { Alert, Anchor, Center, Group, Stack, Text, Title } from '@mantine/core';
import { staffStatusLabel, OPS_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { useApplicant } from '../api/get-applicant';
import { ApplicantContract } from '../../contract/components/ApplicantContract';
import { ApplicantDemos } from './ApplicantDemos';
import { ApplicantDocuments } from '../../contract/components/ApplicantDocuments';
import { ApplicantFiles } from './ApplicantFiles';
import { ApplicantHistory } from './ApplicantHistory';
import { ApplicantOwner } from './ApplicantOwner';
import { ApplicantTimeline } from './ApplicantTimeline';
import { StaffNotes } from '../../common/components/StaffNotes';
import { useAddApplicantNote, useApplicantNotes } from '../api/applicant-page';
import { ApplicantResume } from './ApplicantResume';
import { ResumeDecisionForm } from './ResumeDecisionForm';
import classes from './ApplicantPage.module.css';
import { placeStepName } from '../lib/stage-names';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';

/**
 * /ops/applicants/:userId: the owner (decision 069), the resume decision (recruiters), the demo
 * sessions with their results, the resume, its files, the stage history, staff notes and the
 * timeline.
 */
export function ApplicantPage() {
  const { t } = useTranslation('console');
  const userId = Number(useParams().userId);
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const allowed = mayOpen('applicant');
  const detail = useApplicant(allowed ? userId : NaN);

  return (
    <Stack gap="lg">
      <title>{t('applicants.detailPageTitle')}</title>
      <Anchor component={Link} to={OPS_ROUTES.applicants} size="sm">
        {t('applicants.back')}
      </Anchor>
      {!allowed && (
        <NoAccess title={t('applicants.noAccessTitle')}>{t('applicants.noAccess')}</NoAccess>
      )}
      {allowed && detail.isPending && (
        <Center mih={200} role="status">
          <LoadingIndicator label={t('common.loading')} />
        </Center>
      )}
      {allowed && detail.isError && (
        <Alert color="red" role="alert">
          {errorMessage(detail.error)}
        </Alert>
      )}
      {detail.data && (
        <>
          <Stack gap={4}>
            <Title order={1} className={classes.wrap}>
              {detail.data.applicant.name || detail.data.applicant.email}
            </Title>
            <Group gap="lg" wrap="wrap">
              <Text size="sm" className={classes.wrap}>
                {detail.data.applicant.email}
              </Text>
              <Text size="sm">
                {t('applicants.columns.stage')}:{' '}
                {placeStepName(t, detail.data.applicant.stage, detail.data.applicant.status)}
              </Text>
              <Text size="sm" data-testid="applicant-status">
                {t('applicants.columns.status')}:{' '}
                {staffStatusLabel(detail.data.applicant.stage, detail.data.applicant.status)}
              </Text>
              <Text size="sm">
                {t('applicants.columns.registered')}:{' '}
                {formatDate(detail.data.applicant.registeredAt)}
              </Text>
            </Group>
            <ApplicantOwner applicant={detail.data.applicant} mayAssign={may('ownApplicants')} />
          </Stack>
          {may('reviewApplicants') && <ResumeDecisionForm detail={detail.data} />}
          {may('reviewDocuments') && <ApplicantDocuments applicant={detail.data.applicant} />}
          <ApplicantContract applicant={detail.data.applicant} />
          <ApplicantDemos demos={detail.data.demos} recordings={detail.data.recordings} />
          <ApplicantResume resume={detail.data.resume} />
          <ApplicantFiles files={detail.data.files} />
          <ApplicantHistory history={detail.data.history} />
          <ApplicantNotes userId={userId} mayAdd={may('noteApplicants')} />
          <ApplicantTimeline userId={userId} />
        </>
      )}
    </Stack>
  );
}

function ApplicantNotes({ userId, mayAdd }: { userId: number; mayAdd: boolean }) {
  const notes = useApplicantNotes(userId);
  const add = useAddApplicantNote(userId);
  return <StaffNotes notes={notes} add={mayAdd ? add : undefined} />;
}
