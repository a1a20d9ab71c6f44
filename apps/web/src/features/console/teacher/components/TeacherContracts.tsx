import { CONTRACT, type TeacherContractRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { formatDate } from '../../../../lib/dates';
import { PageSection } from '../../common/components/PageSection';

/** Every contract version, newest first: its dates and where it stands today. */
export function TeacherContracts({ contracts }: { contracts: readonly TeacherContractRow[] }) {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation('contract');
  const columns: DataTableColumn<TeacherContractRow>[] = [
    {
      key: 'version',
      header: t('ops.page.contracts.version'),
      render: (c) => t('ops.page.contracts.versionNumber', { version: c.version }),
    },
    { key: 'type', header: t('ops.page.contracts.type'), render: (c) => c.contractType },
    {
      key: 'dates',
      header: t('ops.page.contracts.dates'),
      render: (c) => t('ops.contractDates', { from: c.effectiveOn, to: c.expiresOn }),
    },
    {
      key: 'state',
      header: t('ops.page.contracts.state'),
      render: (c) => (
        <>
          {c.term
            ? t(`ops.page.contracts.terms.${c.term}`)
            : tc(`staff.versions.statuses.${c.status}`)}
          {c.status === CONTRACT.SIGNED && c.signedAt !== null && (
            <>
              {' · '}
              {t('ops.page.contracts.signedOn', { date: formatDate(c.signedAt) })}
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <PageSection title={t('ops.page.contracts.title')}>
      <DataTable
        caption={t('ops.page.contracts.caption')}
        columns={columns}
        rows={contracts}
        rowKey={(c) => c.contractId}
        emptyText={t('ops.page.contracts.none')}
        minWidth={520}
      />
    </PageSection>
  );
}
