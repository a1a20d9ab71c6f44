import { Button, Group, Select, TextInput } from '@mantine/core';
import { SAVED_FILTER_NAME_MAX, savedFilterRequest, type FilteredList } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useDeleteSavedFilter, useSaveFilter, useSavedFilters } from '../api/saved-filters';

interface ListToolsProps {
  list: FilteredList;
  /** The list's filter as its address query (no page): what is saved and exported. */
  filter: URLSearchParams;
  /** Puts a saved filter's query in the address. */
  onApply: (query: URLSearchParams) => void;
  /** The CSV export of the filter, for a member who may export (decision 069). */
  exportPath?: string | undefined;
}

/** A list's saved filters (apply, save the current one, remove) and its CSV download. */
export function ListTools({ list, filter, onApply, exportPath }: ListToolsProps) {
  const { t } = useTranslation('console');
  const saved = useSavedFilters(list);
  const remove = useDeleteSavedFilter(list);
  const [chosen, setChosen] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const filters = saved.data?.filters ?? [];
  const current = filters.find((f) => String(f.id) === chosen);
  const query = filter.toString();

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('listTools.saved')}
        placeholder={filters.length ? t('listTools.choose') : t('listTools.none')}
        data={filters.map((f) => ({ value: String(f.id), label: f.name }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          const picked = filters.find((f) => String(f.id) === value);
          if (picked) onApply(new URLSearchParams(picked.query));
        }}
        disabled={filters.length === 0}
        w={220}
      />
      {current && (
        <Button
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(current.id, {
              onSuccess: () => {
                setChosen(null);
                toast.success(t('listTools.removed', { name: current.name }));
              },
              onError: (failure) => toast.error(errorMessage(failure)),
            })
          }
        >
          {t('listTools.remove')}
        </Button>
      )}
      {naming ? (
        <SaveForm list={list} query={query} onDone={() => setNaming(false)} />
      ) : (
        <Button variant="default" onClick={() => setNaming(true)}>
          {t('listTools.save')}
        </Button>
      )}
      {exportPath && (
        <Button component="a" variant="default" href={`${exportPath}?${query}`} download>
          {t('listTools.download')}
        </Button>
      )}
    </Group>
  );
}

function SaveForm({
  list,
  query,
  onDone,
}: {
  list: FilteredList;
  query: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const save = useSaveFilter(list);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = savedFilterRequest.safeParse({ list, name, query });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (filter) => {
        toast.success(t('listTools.saved_done', { name: filter.name }));
        onDone();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('listTools.save')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('listTools.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
          maxLength={SAVED_FILTER_NAME_MAX}
          required
          error={error}
          w={180}
          data-autofocus
        />
        <Button type="submit" loading={save.isPending}>
          {t('listTools.saveButton')}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {t('listTools.cancel')}
        </Button>
      </Group>
    </form>
  );
}
