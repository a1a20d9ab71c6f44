import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { SUCCESS_MESSAGES, subscribeRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Mascot } from '../../../components/Mascot';
import { errorMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSubmitCooldown } from '../../../lib/use-submit-cooldown';
import { useSubscribe } from '../api/subscribe';
import classes from './NewsletterForm.module.css';
import { NewsletterFailure } from './NewsletterFailure';

type Values = z.input<typeof subscribeRequest>;
const FIELDS = ['email'] as const;

/**
 * The newsletter form: the address is checked by the same rule as every e-mail field (the
 * contracts' schema, spec section 5); "Submitted successfully." on success; any other failure
 * opens the mascot's dialog with the catalogue's message and blocks a repeat for 1.5 s.
 */
export function NewsletterForm() {
  const { t } = useTranslation('publicSite');
  const subscribing = useSubscribe();
  const cooldown = useSubmitCooldown();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof subscribeRequest>>({
    resolver: zodResolver(subscribeRequest),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setDone(false);
    try {
      await subscribing.mutateAsync(email);
      toast.success(SUCCESS_MESSAGES.submittedSuccessfully);
      form.reset({ email: '' });
      setDone(true);
    } catch (error) {
      const placed = applyFieldErrors(error, FIELDS, (field, message) =>
        form.setError(field as 'email', { message }, { shouldFocus: true }),
      );
      if (placed) return;
      setFailure(errorMessage(error));
      cooldown.block();
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('siteNewsletter.formLabel')}>
        <Group align="flex-start" gap="sm" wrap="nowrap" className={classes.row}>
          <div className={classes.field}>
            {/* A plain field: the domain suggestions are the sign-up form's (spec section 2). */}
            <TextInput
              label={t('siteNewsletter.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              {...form.register('email')}
              error={form.formState.errors.email?.message}
            />
          </div>
          <Button
            type="submit"
            className={classes.submit}
            loading={form.formState.isSubmitting}
            disabled={cooldown.blocked}
          >
            {t('siteNewsletter.submit')}
          </Button>
        </Group>
      </form>
      {done && (
        <p className={classes.thanks} role="status">
          <Mascot mood="happy" size={48} />
          {t('siteNewsletter.thanks')}
        </p>
      )}
      <NewsletterFailure message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
