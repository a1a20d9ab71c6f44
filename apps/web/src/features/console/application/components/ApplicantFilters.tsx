import { Button, Group, Select, TextInput } from '@mantine/core';
import { APPLICATION_STAGES, LABELLED_STATUSES, staffStatusName } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApplicantListState, type ApplicantSort } from '../lib/applicant-list-params';
import { stageName } from '../lib/stage-names';

interface ApplicantFiltersProps {
  state: ApplicantListState;
  onChange: (change: Partial<Omit<ApplicantListState, 'page'>>) => void;
}

/** Search by name or e-mail (on submit), filters by stage and status, and the date order. */
export function ApplicantFilters({ state, onChange }: ApplicantFiltersProps) {
  const { t } = useTranslation('console');
  const [search, setSearch] = useState(state.search);
  const stages = APPLICATION_STAGES.map((stage) => ({ value: stage, label: stageName(t, stage) }));
  // Each status's staff name is its own (contracts' status-labels test): no code beside it.
  const statuses = LABELLED_STATUSES.map((code) => ({ value: code, label: staffStatusName(code) }));
  const sorts: { value: ApplicantSort; label: string }[] = [
    { value: 'newest', label: t('applicants.filters.newest') },
    { value: 'oldest', label: t('applicants.filters.oldest') },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form role="search" onSubmit={submit} aria-label={t('applicants.filters.searchLabel')}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('applicants.filters.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            type="search"
            w={{ base: 200, sm: 260 }}
          />
          <Button type="submit" variant="default">
            {t('applicants.filters.submit')}
          </Button>
        </Group>
      </form>
      <Select
        label={t('applicants.filters.stage')}
        data={stages}
        value={state.stage || null}
        onChange={(value) => onChange({ stage: value ?? '' })}
        placeholder={t('applicants.filters.any')}
        clearable
        w={180}
      />
      <Select
        label={t('applicants.filters.status')}
        data={statuses}
        value={state.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
        placeholder={t('applicants.filters.any')}
        clearable
        searchable
        w={{ base: 260, sm: 300 }}
      />
      <Select
        label={t('applicants.filters.sort')}
        data={sorts}
        value={state.sort}
        onChange={(value) => onChange({ sort: value === 'oldest' ? 'oldest' : 'newest' })}
        allowDeselect={false}
        w={160}
      />
    </Group>
  );
}
