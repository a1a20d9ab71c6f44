import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  fillPath,
  OPS_ROUTES,
  TEACHER_ACCOUNT,
  type TeacherDetail,
  type TeacherStanding,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../../components/FactList';
import { StatusBadge, type BadgeTone } from '../../../../components/StatusBadge';
import { formatDate } from '../../../../lib/dates';
import { useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';
import { useRevealBankDetails } from '../api/teachers';
import { BankDetailsRevealModal } from './BankDetailsRevealModal';
import { TeacherStateModal } from './TeacherStateModal';

const STANDING_TONES: Record<TeacherStanding, BadgeTone> = {
  ACTIVE: 'green',
  SUSPENDED: 'red',
  CONTRACT_ENDED: 'yellow',
  SUSPENDED_CONTRACT_ENDED: 'red',
};

/** The teacher's name and standing, who they are, the links to their week and leave, actions. */
export function TeacherPageHeader({ teacher }: { teacher: TeacherDetail }) {
  const { t } = useTranslation('teacher');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const [changing, setChanging] = useState(false);
  const [reading, setReading] = useState(false);
  const reveal = useRevealBankDetails();
  const active = teacher.accountStatus === TEACHER_ACCOUNT.ACTIVE;
  const change = active ? 'suspend' : 'restore';
  const linkState = { name: teacher.name };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {teacher.name}
        </Title>
        <StatusBadge tone={STANDING_TONES[teacher.standing]} size="lg">
          {t(`ops.standing.${teacher.standing}`)}
        </StatusBadge>
      </Group>
      <FactList
        layout="inline"
        spacing="lg"
        valueProps={{ size: 'sm', style: { overflowWrap: 'anywhere' } }}
        facts={[
          { label: t('ops.page.email'), value: teacher.email },
          {
            label: t('ops.page.grade'),
            value: t('ops.page.gradeLevel', { grade: teacher.gradeLabel, level: teacher.level }),
          },
          {
            label: t('ops.page.standing'),
            value: (
              <>
                {t(`ops.standing.${teacher.standing}`)}
                {teacher.statusChangedAt !== null &&
                  ` · ${t('ops.page.since', { date: formatDate(teacher.statusChangedAt) })}`}
                {!active && teacher.statusReason && (
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {teacher.statusReason}
                  </Text>
                )}
              </>
            ),
          },
          { label: t('ops.page.timeZone'), value: teacher.timeZone ?? t('ops.page.noTimeZone') },
          { label: t('ops.page.activated'), value: formatDate(teacher.activatedAt) },
        ]}
      />
      <Group gap="md" wrap="wrap">
        {mayOpen('teacherWeek') && (
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.teacherWeek, { userId: teacher.userId })}
            state={linkState}
            size="sm"
          >
            {t('ops.page.week')}
          </Anchor>
        )}
        {mayOpen('teacherLeave') && (
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.teacherLeave, { userId: teacher.userId })}
            state={linkState}
            size="sm"
          >
            {t('ops.page.leave')}
          </Anchor>
        )}
        {may('manageTeachers') && (
          <Button size="compact-sm" variant="default" onClick={() => setChanging(true)}>
            {t(`ops.${change}`)}
          </Button>
        )}
        {may('viewBankDetails') && teacher.hasBankDetails && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setReading(true);
              reveal.mutate(teacher.userId);
            }}
          >
            {t('ops.bankDetails')}
          </Button>
        )}
      </Group>
      <TeacherStateModal
        target={changing ? { teacher, change } : null}
        onClose={() => setChanging(false)}
      />
      <BankDetailsRevealModal
        teacher={reading ? teacher : null}
        reveal={reveal}
        onClose={() => {
          setReading(false);
          // The details leave memory with the dialog.
          reveal.reset();
        }}
      />
    </Stack>
  );
}
