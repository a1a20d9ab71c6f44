import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CLASS_KINDS,
  CLASS_PERMISSIONS,
  OPENABLE_COURSE_TYPES,
  classTypeCreateRequest,
  classTypeUpdateRequest,
  type ClassTypeView,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useSaveClassType } from '../api/classes';
import { fieldMessages } from '../../../../lib/form-errors';

type Draft = Omit<ClassTypeView, 'id'>;
const EMPTY: Draft = {
  smartClassType: '',
  name: '',
  brandCode: '',
  label: '',
  time: 30,
  classType: 'UNFIXED',
  courseType: 'WORKSHOP',
  permission: null,
  capacity: 4,
  needsTopic: false,
  description: '',
  active: true,
};

type Editing = { kind: 'create' } | { kind: 'update'; entry: ClassTypeView };

const draftOf = (editing: Editing): Draft => {
  if (editing.kind === 'create') return EMPTY;
  const { id: _id, ...entry } = editing.entry;
  return entry;
};

/** A new catalogue entry, or an edit of one (its code, kind, brand and course type stay). */
export function ClassTypeModal({
  editing,
  onClose,
}: {
  editing: Editing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const title =
    editing?.kind === 'update'
      ? t('schedule.editType', { name: editing.entry.name })
      : t('schedule.newType');
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg" centered>
      {editing && (
        <ClassTypeForm
          key={editing.kind === 'update' ? editing.entry.id : 'new'}
          editing={editing}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ClassTypeForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('console');
  const save = useSaveClassType();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const creating = editing.kind === 'create';

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const close = () => {
    save.reset();
    onClose();
  };
  const fieldsOf = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    const fields = fieldMessages(issues);
    return fields;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = {
      onSuccess: () => {
        toast.success(t('schedule.typeSaved'));
        close();
      },
      onError: (failure: Error) =>
        setErrors(
          isApiError(failure) && failure.fields ? failure.fields : { form: errorMessage(failure) },
        ),
    };
    if (editing.kind === 'create') {
      const parsed = classTypeCreateRequest.safeParse(draft);
      if (!parsed.success) return setErrors(fieldsOf(parsed.error.issues));
      save.mutate({ kind: 'create', body: parsed.data }, done);
    } else {
      const parsed = classTypeUpdateRequest.safeParse(draft);
      if (!parsed.success) return setErrors(fieldsOf(parsed.error.issues));
      save.mutate({ kind: 'update', id: editing.entry.id, body: parsed.data }, done);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('schedule.type.code')}
            description={t('schedule.type.codeHint')}
            value={draft.smartClassType}
            onChange={(e) => set('smartClassType', e.currentTarget.value.toUpperCase())}
            disabled={!creating}
            required
            maxLength={40}
            error={errors.smartClassType}
            data-autofocus
          />
          <TextInput
            label={t('schedule.type.brand')}
            value={draft.brandCode}
            onChange={(e) => set('brandCode', e.currentTarget.value.toUpperCase())}
            disabled={!creating}
            required
            maxLength={40}
            error={errors.brandCode}
          />
          <Select
            label={t('schedule.type.kind')}
            data={CLASS_KINDS.map((value) => ({
              value,
              label: t(`schedule.classKinds.${value}`),
            }))}
            value={draft.classType}
            onChange={(v) => v && set('classType', v as Draft['classType'])}
            disabled={!creating}
            allowDeselect={false}
            error={errors.classType}
          />
          <Select
            label={t('schedule.type.courseType')}
            data={[...OPENABLE_COURSE_TYPES]}
            value={draft.courseType}
            onChange={(v) => v && set('courseType', v as Draft['courseType'])}
            disabled={!creating}
            allowDeselect={false}
            searchable
            error={errors.courseType}
          />
          <TextInput
            label={t('schedule.type.name')}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            required
            maxLength={80}
            error={errors.name}
          />
          <TextInput
            label={t('schedule.type.label')}
            value={draft.label}
            onChange={(e) => set('label', e.currentTarget.value)}
            required
            maxLength={40}
            error={errors.label}
          />
          <NumberInput
            label={t('schedule.type.time')}
            value={draft.time}
            onChange={(v) => set('time', Number(v) || 0)}
            min={5}
            max={240}
            allowDecimal={false}
            required
            error={errors.time}
          />
          <NumberInput
            label={t('schedule.type.capacity')}
            value={draft.capacity}
            onChange={(v) => set('capacity', Number(v) || 0)}
            min={1}
            max={50}
            allowDecimal={false}
            required
            error={errors.capacity}
          />
          <Select
            label={t('schedule.type.permission')}
            data={CLASS_PERMISSIONS.map((value) => ({
              value,
              label: t(`permissions.names.${value}`),
            }))}
            value={draft.permission}
            onChange={(v) => set('permission', v as Draft['permission'])}
            placeholder={t('schedule.type.noPermission')}
            clearable
            error={errors.permission}
          />
        </SimpleGrid>
        <Textarea
          label={t('schedule.type.description')}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          error={errors.description}
        />
        <Checkbox
          label={t('schedule.type.needsTopic')}
          checked={draft.needsTopic}
          onChange={(e) => set('needsTopic', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('schedule.type.activeLabel')}
          checked={draft.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={save.isPending}>
            {t('classes.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('schedule.saveType')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
