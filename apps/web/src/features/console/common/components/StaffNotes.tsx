import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  TEACHER_NOTE_MAX,
  personNoteRequest,
  type PersonNote,
  type PersonNoteRequest,
} from '@portal/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { PageSection } from './PageSection';
import classes from './StaffEntries.module.css';

type NotesRead = UseQueryResult<{ notes: PersonNote[] }>;
type NoteWrite = UseMutationResult<PersonNote, Error, PersonNoteRequest>;

/**
 * Staff notes on a person (a teacher's page, an applicant's: decisions 063 and 069), newest
 * first, and a new one when `add` is given (the member may write).
 */
export function StaffNotes({ notes, add }: { notes: NotesRead; add?: NoteWrite | undefined }) {
  const { t } = useTranslation('console');
  return (
    <PageSection title={t('staffNotes.title')} intro={t('staffNotes.intro')}>
      {add && <NoteForm add={add} />}
      {notes.isPending && <LoadingIndicator label={t('staffNotes.loading')} />}
      {notes.isError && (
        <LoadFailed
          error={notes.error}
          title={t('staffNotes.loadFailed')}
          retryLabel={t('staffNotes.retry')}
          onRetry={() => void notes.refetch()}
        />
      )}
      {notes.data &&
        (notes.data.notes.length === 0 ? (
          <Text size="sm">{t('staffNotes.none')}</Text>
        ) : (
          <ul className={classes.entries} aria-label={t('staffNotes.title')}>
            {notes.data.notes.map((note) => (
              <NoteEntry key={note.id} note={note} />
            ))}
          </ul>
        ))}
    </PageSection>
  );
}

function NoteEntry({ note }: { note: PersonNote }) {
  const { t } = useTranslation('console');
  return (
    <li className={classes.entry}>
      <Text size="sm" className={classes.body}>
        {note.body}
      </Text>
      <Text size="xs" c="dimmed">
        {t('staffNotes.by', {
          name: note.staffName,
          date: formatDate(note.createdAt),
          time: formatTime(note.createdAt),
        })}
      </Text>
    </li>
  );
}

function NoteForm({ add }: { add: NoteWrite }) {
  const { t } = useTranslation('console');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = personNoteRequest.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    add.mutate(checked.data, {
      onSuccess: () => {
        setBody('');
        toast.success(t('staffNotes.added'));
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('staffNotes.label')}>
      <Stack gap="xs">
        <Textarea
          label={t('staffNotes.label')}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(undefined);
          }}
          maxLength={TEACHER_NOTE_MAX}
          autosize
          minRows={2}
          required
          error={error}
        />
        <Group>
          <Button type="submit" size="sm" loading={add.isPending}>
            {t('staffNotes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
