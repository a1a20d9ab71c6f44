import { zodResolver } from '@hookform/resolvers/zod';
import type { CaptchaScene } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { requireCaptchaAnswer, withCaptchaParts, type CaptchaAnswerField } from './captcha';
import { useCaptcha, type CaptchaControl } from './use-captcha';
import { useFormFailure, type FormFailure } from './use-form-failure';

/** The answer's field, checked against the form's own fields. */
type AnswerOf<S extends z.ZodObject> = CaptchaAnswerField & Path<z.input<S>>;

interface CaptchaFormOptions<S extends z.ZodObject, F extends AnswerOf<S>> {
  scene: CaptchaScene;
  /** The contract's request schema, picked down to the form's fields. */
  schema: S;
  answerField: F;
  defaultValues: DefaultValues<z.input<S>>;
}

export interface CaptchaForm<S extends z.ZodObject, F extends AnswerOf<S>> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  captcha: CaptchaControl;
  failure: FormFailure;
  /**
   * The submitted values as the call takes them (withCaptchaParts), once the proof of work
   * for the shown picture is solved.
   */
  toRequest: (values: z.output<S>) => Promise<Omit<z.output<S>, F> & Record<string, string>>;
}

/**
 * A form that the server may ask for a captcha (sign-up, sign-in, staff sign-in, forgotten
 * password): the captcha, the contract's rules with the answer required while its field
 * shows, and the shared failure handling, where a server message about any of the schema's
 * fields goes beside it.
 */
export function useCaptchaForm<S extends z.ZodObject, F extends AnswerOf<S>>({
  scene,
  schema,
  answerField,
  defaultValues,
}: CaptchaFormOptions<S, F>): CaptchaForm<S, F> {
  // A sign-in's proof of work is for the address typed when the picture loads (issue 37).
  const emailOf = useRef<() => string | undefined>(() => undefined);
  const account = useCallback(() => emailOf.current(), []);
  const captcha = useCaptcha(scene, scene === 'LOGIN' ? account : undefined);
  const resolver = useMemo(
    () => zodResolver(captcha.shown ? requireCaptchaAnswer(schema, answerField) : schema),
    [captcha.shown, schema, answerField],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
  useEffect(() => {
    emailOf.current = () => {
      const email: unknown =
        'email' in schema.shape ? form.getValues('email' as Path<z.input<S>>) : '';
      return typeof email === 'string' && email ? email.trim() : undefined;
    };
  }, [form, schema]);
  const fields = useMemo(() => Object.keys(schema.shape) as Path<z.input<S>>[], [schema]);
  const failure = useFormFailure(form, fields, { control: captcha, field: answerField });
  const toRequest = async (values: z.output<S>) =>
    withCaptchaParts(
      values,
      answerField,
      captcha.ticket,
      captcha.shown ? await captcha.proof() : undefined,
    );
  return { form, captcha, failure, toRequest };
}
