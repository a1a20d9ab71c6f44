import { Button, Group, Select, Text } from '@mantine/core';
import type { ApplicantSummary } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { useApplicantOwners, useAssignApplicantOwner } from '../api/applicant-page';

const NOBODY = '';

/**
 * The applicant's owner (decision 069): named to every reader; a member who may own applicants
 * gives it to a member of the list, or takes it.
 */
export function ApplicantOwner({
  applicant,
  mayAssign,
}: {
  applicant: ApplicantSummary;
  mayAssign: boolean;
}) {
  const { t } = useTranslation('console');
  const named = (
    <Text size="sm" data-testid="applicant-owner">
      {t('applicants.owner.label')}: {applicant.ownerName ?? t('applicants.owner.nobody')}
    </Text>
  );
  if (!mayAssign) return named;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {named}
      <OwnerForm applicant={applicant} />
    </Group>
  );
}

function OwnerForm({ applicant }: { applicant: ApplicantSummary }) {
  const { t } = useTranslation('console');
  const { data: me } = useStaffMe();
  const owners = useApplicantOwners(true);
  const assign = useAssignApplicantOwner(applicant.userId);
  const [choice, setChoice] = useState(String(applicant.ownerId ?? NOBODY));
  const data = [
    { value: NOBODY, label: t('applicants.owner.nobody') },
    ...(owners.data?.owners ?? []).map((owner) => ({ value: String(owner.id), label: owner.name })),
  ];
  const give = (ownerId: number | null) =>
    assign.mutate(
      { ownerId },
      {
        onSuccess: (summary) => {
          setChoice(String(summary.ownerId ?? NOBODY));
          toast.success(
            t('applicants.owner.done', { name: summary.ownerName ?? t('applicants.owner.nobody') }),
          );
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('applicants.owner.choose')}
        data={data}
        value={choice}
        onChange={(value) => setChoice(value ?? NOBODY)}
        allowDeselect={false}
        disabled={owners.isPending}
        w={220}
      />
      <Button
        variant="default"
        loading={assign.isPending}
        disabled={choice === String(applicant.ownerId ?? NOBODY)}
        onClick={() => give(choice === NOBODY ? null : Number(choice))}
      >
        {t('applicants.owner.assign')}
      </Button>
      {me && applicant.ownerId !== me.id && (
        <Button variant="light" loading={assign.isPending} onClick={() => give(me.id)}>
          {t('applicants.owner.takeIt')}
        </Button>
      )}
    </Group>
  );
}
