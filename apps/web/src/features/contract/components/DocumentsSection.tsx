import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DOCUMENT_LABELS,
  documentsToSend,
  FIELD_MESSAGES,
  mayUploadDocument,
  type ApplicationStatus,
  type DocumentType,
  type ResourceItem,
} from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useFormAlert } from '../../../lib/use-form-alert';
import { useDocuments, useSubmitDocuments } from '../api/documents';
import {
  missingFiles,
  statusesOf,
  submitCheck,
  type ChosenFile,
  type ChosenFiles,
} from '../lib/document-slots';
import { DocumentSlot } from './DocumentSlot';
import classes from './Documents.module.css';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * Step 4 on /contract (decision 038): the four documents in the order of the upload modals,
 * each uploaded on its own, then the declaration and one submission of the files chosen.
 * Submit waits until every owed document has a file.
 */
export function DocumentsSection(_props: { status: ApplicationStatus }) {
  const { t } = useTranslation('documents');
  const documents = useDocuments();

  if (documents.isPending) return <LoadingIndicator label={t('common.loading')} />;
  if (documents.isError)
    return (
      <LoadFailed
        error={documents.error}
        title={t('documents.loadFailed')}
        retryLabel={t('documents.retry')}
        onRetry={() => void documents.refetch()}
      />
    );
  return <DocumentsForm items={documents.data} />;
}

function DocumentsForm({ items }: { items: ResourceItem[] }) {
  const { t } = useTranslation('documents');
  const submitting = useSubmitDocuments();
  const alert = useFormAlert();
  const [chosen, setChosen] = useState<ChosenFiles>({});
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Slots with an upload in flight: submitting now would send the file it replaces.
  const [busy, setBusy] = useState<ReadonlySet<DocumentType>>(new Set());
  const statuses = useMemo(() => statusesOf(items), [items]);
  const missing = missingFiles(statuses, chosen);
  const owesNothing = documentsToSend(statuses).length === 0;
  // Every slot sent and none sent back: nothing to choose, nothing to submit.
  const anyOpen = items.some((item) => mayUploadDocument(item.status));
  // The declaration and Submit are for a submission: once nothing is owed they wait for an
  // optional file to be chosen (issue 36: they were left on the page after all was sent).
  const anyChosen = Object.values(chosen).some(Boolean);
  const submission = anyOpen && (!owesNothing || anyChosen);

  // One file per slot: a newer upload replaces the one chosen before.
  const choose = useCallback((useType: DocumentType, file: ChosenFile) => {
    setChosen((current) => ({ ...current, [useType]: file }));
    setProblem(null);
  }, []);
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        items.map((item) => [item.useType, (file: ChosenFile) => choose(item.useType, file)]),
      ) as Record<DocumentType, (file: ChosenFile) => void>,
    [items, choose],
  );
  const busyHandlers = useMemo(
    () =>
      Object.fromEntries(
        items.map((item) => [
          item.useType,
          (uploading: boolean) =>
            setBusy((current) => {
              if (current.has(item.useType) === uploading) return current;
              const next = new Set(current);
              if (uploading) next.add(item.useType);
              else next.delete(item.useType);
              return next;
            }),
        ]),
      ) as Record<DocumentType, (uploading: boolean) => void>,
    [items],
  );

  const submit = () => {
    const check = submitCheck(statuses, chosen, agreed);
    if (!check.ok) {
      setProblem(check.reason === 'agree' ? FIELD_MESSAGES.required : FIELD_MESSAGES.noFile);
      return;
    }
    setProblem(null);
    alert.clear();
    submitting.mutate(chosen, { onSuccess: () => setChosen({}), onError: alert.show });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="documents-title">
      <div>
        <Title order={2} size="h3" id="documents-title">
          {t('documents.title')}
        </Title>
        <Text size="sm" mt={4}>
          {!anyOpen
            ? t('documents.allSent')
            : owesNothing
              ? t('documents.nothingOwed')
              : t('documents.intro')}
        </Text>
      </div>
      {items.map((item) => (
        <DocumentSlot
          key={item.useType}
          item={item}
          chosen={chosen[item.useType]}
          onChosen={handlers[item.useType]}
          onBusy={busyHandlers[item.useType]}
        />
      ))}
      {submission && (
        <>
          <Paper
            withBorder
            p="md"
            component="section"
            className={classes.declaration}
            aria-labelledby="declaration-title"
          >
            <Title order={3} size="h5" id="declaration-title" mb={6}>
              {t('documents.declarationTitle')}
            </Title>
            <Text size="sm" mb="sm" id="documents-declaration">
              {t('documents.declaration')}
            </Text>
            <Checkbox
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.currentTarget.checked);
                alert.clear();
              }}
              label={t('documents.agree')}
              aria-describedby="documents-declaration"
              required
              error={problem === FIELD_MESSAGES.required ? problem : undefined}
            />
          </Paper>
          {missing.length > 0 && (
            <Text size="sm" id="documents-missing">
              {t('documents.missing', {
                slots: missing.map((type) => DOCUMENT_LABELS[type]).join(', '),
              })}
            </Text>
          )}
          {problem === FIELD_MESSAGES.noFile && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
          <FormAlert message={alert.message} />
          <Group>
            <Button
              onClick={submit}
              loading={submitting.isPending || busy.size > 0}
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? 'documents-missing' : undefined}
            >
              {t('documents.submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
