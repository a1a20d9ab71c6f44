import type { UploadPurpose, UploadResult } from '@portal/contracts';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FileUploadField } from './FileUploadField';

interface FormUploadFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** The form field that holds the file's link (`...Url`). */
  name: Path<T>;
  label: string;
  purpose: UploadPurpose;
  fileName: string;
  /** The stored file: its name, for the slot and for a `...Name` field where there is one. */
  onUploaded?: (result: UploadResult) => void;
  hint?: string;
  required?: boolean;
}

/** An upload slot bound to the form: the stored file's link becomes the field's value. */
export function FormUploadField<T extends FieldValues, O>(props: FormUploadFieldProps<T, O>) {
  const { control, name, label, purpose, fileName, onUploaded, hint, required } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileUploadField
          label={label}
          purpose={purpose}
          url={typeof field.value === 'string' ? field.value : ''}
          fileName={fileName}
          hint={hint}
          required={required}
          error={fieldState.error?.message}
          buttonRef={field.ref}
          onUploaded={(result) => {
            field.onChange(result.url);
            onUploaded?.(result);
          }}
        />
      )}
    />
  );
}
