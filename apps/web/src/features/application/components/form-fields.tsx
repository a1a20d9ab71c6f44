import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { ReactNode, Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectGroup, SelectOption } from '../lib/choice-data';

interface BaseFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** Runs after the value changed (dependent fields clear themselves here). */
  onValueChange?: (value: string) => void;
}

interface SelectFieldProps<T extends FieldValues, O> extends BaseFieldProps<T, O> {
  data: readonly (SelectOption | SelectGroup)[];
  searchable?: boolean;
  placeholder?: string;
  /** Shown but not changeable (a value the server sets, such as a channel code's preset). */
  readOnly?: boolean;
}

/** A select bound to the form; '' stands for "nothing picked" (the schema reads it as empty). */
export function SelectField<T extends FieldValues, O>(props: SelectFieldProps<T, O>) {
  const { t } = useTranslation('application');
  const { control, name, label, description, required, data, searchable, onValueChange } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          required={required}
          data={data}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onValueChange?.(value ?? '');
          }}
          onBlur={field.onBlur}
          searchable={searchable}
          readOnly={props.readOnly}
          aria-readonly={props.readOnly || undefined}
          nothingFoundMessage={searchable ? t('application.form.nothingFound') : undefined}
          placeholder={props.placeholder ?? t('application.form.choose')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={280}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface RadioFieldProps<T extends FieldValues, O> extends BaseFieldProps<T, O> {
  options: readonly { value: string; label: string; tip?: string }[];
  /** Another field whose message this group shows, and that focuses the first radio. */
  linked?: { ref: Ref<HTMLInputElement>; error: string | undefined };
}

interface RadioOptionsProps {
  options: RadioFieldProps<FieldValues, unknown>['options'];
  firstRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  value: unknown;
}

function RadioOptions({ options, firstRef, onBlur, value }: RadioOptionsProps) {
  const picked = options.find((option) => option.value === value);
  return (
    <Stack gap={4} mt={6}>
      <Group gap="md">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            ref={index === 0 ? firstRef : undefined}
            value={option.value}
            label={option.label}
            onBlur={onBlur}
          />
        ))}
      </Group>
      {picked?.tip && (
        <Text size="sm" c="dimmed" role="note">
          {picked.tip}
        </Text>
      )}
    </Stack>
  );
}

function LinkedRadioGroup<T extends FieldValues, O>(
  props: RadioFieldProps<T, O> & {
    field: { ref: Ref<HTMLInputElement>; name: string; value: unknown; onBlur: () => void };
    onChange: (value: string) => void;
    error: string | undefined;
  },
) {
  const { field, linked, label, description, required, options } = props;
  const firstRef = useMergedRef(field.ref, linked?.ref);
  return (
    <Radio.Group
      name={field.name}
      label={label}
      description={description}
      required={required}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={props.onChange}
      error={props.error}
    >
      <RadioOptions
        options={options}
        firstRef={firstRef}
        onBlur={field.onBlur}
        value={field.value}
      />
    </Radio.Group>
  );
}

/** A radio group bound to the form; the first radio takes the focus when the field is invalid. */
export function RadioField<T extends FieldValues, O>(props: RadioFieldProps<T, O>) {
  const { control, name, onValueChange, linked } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LinkedRadioGroup
          {...props}
          field={field}
          error={fieldState.error?.message ?? linked?.error}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
        />
      )}
    />
  );
}
