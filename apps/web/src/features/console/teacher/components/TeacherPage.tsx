import { Alert, Anchor, Center, Stack } from '@mantine/core';
import { OPS_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';
import { useOpsTeacher } from '../api/teacher-page';
import { TeacherActivity } from './TeacherActivity';
import { TeacherClasses } from './TeacherClasses';
import { TeacherContracts } from './TeacherContracts';
import { TeacherLeaveSummary } from './TeacherLeaveSummary';
import { TeacherNotes } from './TeacherNotes';
import { TeacherPageHeader } from './TeacherPageHeader';
import { TeacherPayslips } from './TeacherPayslips';

/**
 * /ops/teachers/:userId (viewTeachers: OPERATIONS, FINANCE, ADMIN; decision 063): one teacher's
 * account and contracts, then each part a member's role may read: the classes and the leave
 * (OPERATIONS), the payslips (FINANCE), and for both the staff notes and the activity.
 */
export function TeacherPage() {
  const { t } = useTranslation('teacher');
  const userId = Number(useParams().userId);
  const mayOpen = useStaffMayOpen();
  const may = useStaffMay();
  const allowed = mayOpen('teacher');
  const known = Number.isSafeInteger(userId) && userId > 0;
  const detail = useOpsTeacher(userId, allowed && known);
  const passedName = (useLocation().state as { name?: string } | null)?.name;
  const name = detail.data?.name ?? (passedName || t('ops.page.teacher'));

  return (
    <Stack gap="lg">
      <title>{t('ops.page.pageTitle', { name })}</title>
      <Anchor component={Link} to={OPS_ROUTES.teachers} size="sm">
        {t('ops.page.back')}
      </Anchor>
      {!allowed ? (
        <NoAccess title={t('ops.noAccessTitle')}>{t('ops.page.noAccess')}</NoAccess>
      ) : !known ? (
        <Alert color="red" role="alert">
          {t('ops.page.unknown')}
        </Alert>
      ) : detail.isPending ? (
        <Center mih={200} role="status">
          <LoadingIndicator label={t('ops.page.loading')} />
        </Center>
      ) : detail.isError ? (
        <LoadFailed
          error={detail.error}
          title={t('ops.page.loadFailed')}
          retryLabel={t('ops.page.retry')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <>
          <TeacherPageHeader teacher={detail.data} />
          <TeacherContracts contracts={detail.data.contracts} />
          {mayOpen('teacherWeek') && <TeacherClasses userId={userId} />}
          {mayOpen('teacherLeave') && <TeacherLeaveSummary userId={userId} name={name} />}
          {mayOpen('payslip') && <TeacherPayslips userId={userId} />}
          <TeacherNotes userId={userId} mayAdd={may('noteTeachers')} />
          <TeacherActivity userId={userId} />
        </>
      )}
    </Stack>
  );
}
