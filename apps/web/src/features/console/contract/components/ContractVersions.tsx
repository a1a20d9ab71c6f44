import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CONTRACT_DOCUMENT,
  formatCents,
  legalNameMatch,
  type ApplicantContracts,
  type ContractVersion,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { applicantContractFileHref } from '../api/contracts';
import classes from '../../application/components/ApplicantPage.module.css';

const STATUS_COLORS = { INVITED: 'blue', SIGNED: 'green', VOID: 'gray' } as const;

/** Every version, newest first: its status, terms, who offered it, the signature, its PDF. */
export function ContractVersions({ panel }: { panel: ApplicantContracts }) {
  const { t } = useTranslation('contract');
  return (
    <Stack gap="xs" component="section" aria-labelledby="contract-versions-heading">
      <Title order={3} size="h4" id="contract-versions-heading">
        {t('staff.versions.heading')}
      </Title>
      {panel.versions.length === 0 ? (
        <Text size="sm">{t('staff.versions.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.files}>
          {panel.versions.map((version) => (
            <li key={version.contractId}>
              <VersionCard
                userId={panel.userId}
                version={version}
                applicationName={panel.applicationName}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function VersionCard({
  userId,
  version,
  applicationName,
}: {
  userId: number;
  version: ContractVersion;
  applicationName: string;
}) {
  const { t } = useTranslation('contract');
  const { terms } = version;
  // A signed name that is not the application's (a middle name, a typo) is shown with it.
  const namesDiffer =
    version.signedName !== null && legalNameMatch(version.signedName, applicationName) !== 'same';
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>
            {t('staff.versions.version')} {version.version}
          </Text>
          <Badge color={STATUS_COLORS[version.status]} variant="light">
            {t(`staff.versions.statuses.${version.status}`)}
          </Badge>
        </Group>
        <Text size="sm" className={classes.wrap}>
          {t('staff.versions.termsLine', {
            type: CONTRACT_DOCUMENT.contractTypes[terms.contractType],
            pay: formatCents(terms.payPerClassCents),
            increase: formatCents(terms.basicIncreaseCents),
            carrots: terms.peakCarrots,
            from: terms.effectiveOn,
            to: terms.expiresOn,
          })}
        </Text>
        <Text size="sm">
          {t('staff.versions.offered')}:{' '}
          {t('staff.versions.offeredBy', {
            date: formatDate(version.offeredAt),
            name: version.offeredBy,
          })}
        </Text>
        {version.signedAt !== null && (
          <Text size="sm" className={classes.wrap}>
            {t('staff.versions.signed')}:{' '}
            {t('staff.versions.signedBy', {
              date: formatDate(version.signedAt),
              name: version.signedName ?? '',
              ip: version.signedIp ?? '',
            })}
          </Text>
        )}
        {namesDiffer && (
          <Text size="sm" fw={600} className={classes.wrap}>
            {t('staff.versions.applicationName', { name: applicationName })}
          </Text>
        )}
        <Anchor
          href={applicantContractFileHref(userId, version.contractId)}
          download={version.fileName}
          size="sm"
          w="fit-content"
        >
          {t('staff.versions.download', { version: version.version })}
        </Anchor>
      </Stack>
    </Paper>
  );
}
