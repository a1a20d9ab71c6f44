import { Group, Input, Loader, TextInput, UnstyledButton } from '@mantine/core';
import { CAPTCHA_LENGTH } from '@portal/contracts';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaControl } from '../lib/use-captcha';
import classes from './CaptchaField.module.css';

interface CaptchaFieldProps<T extends FieldValues, TOut> {
  captcha: CaptchaControl;
  control: Control<T, unknown, TOut>;
  /** The form field that holds the answer. */
  name: Path<T>;
}

/**
 * The 4-character answer and its picture. Shown only after the server asked for a captcha,
 * so it takes the focus when it appears. Selecting the picture loads a new one.
 */
export function CaptchaField<T extends FieldValues, TOut>({
  captcha,
  control,
  name,
}: CaptchaFieldProps<T, TOut>) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur, value } = field;
  const error = fieldState.error?.message;
  return (
    <Input.Wrapper
      label={t('captcha.label')}
      description={t('captcha.description')}
      error={error}
      labelProps={{ htmlFor: id }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
      withAsterisk
    >
      <Group gap="sm" wrap="nowrap" align="center" mt={4}>
        <TextInput
          id={id}
          name={name}
          ref={ref}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          onBlur={onBlur}
          className={classes.answer}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={Boolean(error)}
          aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
          // Appears after a failed submit: the user's next step is this field.
          autoFocus
        />
        <UnstyledButton
          type="button"
          className={classes.picture}
          onClick={captcha.load}
          aria-label={t('captcha.refresh')}
          aria-busy={captcha.loading}
        >
          {captcha.imageUrl && !captcha.loading ? (
            // Shown at 1.5 times its size: its letters are thin and bent (the picture is drawn at 2x).
            <img src={captcha.imageUrl} alt="" width={180} height={66} />
          ) : (
            <Loader size="sm" />
          )}
        </UnstyledButton>
      </Group>
    </Input.Wrapper>
  );
}
