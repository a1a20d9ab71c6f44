import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, SUCCESS_MESSAGES, contactMessageRequest } from '@portal/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSuccessManagerEmail } from '../api/get-success-manager-email';
import { useSaveContactMessage } from '../api/save-contact-message';
import { schemaResolver } from '../lib/schema-resolver';

interface ContactModalProps {
  opened: boolean;
  onClose: () => void;
}

interface ContactValues {
  content: string;
}
const resolver = schemaResolver<ContactValues, typeof contactMessageRequest>(contactMessageRequest);

/**
 * Contact Us (spec section 5): up to 300 characters to the success manager, with a counter;
 * text is needed. "Submitted" on success; a failure reads "Failed", in the success toast's
 * colours, as the spec says (section 8).
 */
export function ContactModal({ opened, onClose }: ContactModalProps) {
  const { t } = useTranslation('application');
  const manager = useSuccessManagerEmail(opened);
  const saving = useSaveContactMessage();
  const form = useForm<ContactValues, unknown, z.output<typeof contactMessageRequest>>({
    resolver,
    defaultValues: { content: '' },
  });
  const length = useWatch({ control: form.control, name: 'content' }).length;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await saving.mutateAsync(content);
      toast.success(SUCCESS_MESSAGES.submitted);
      close();
    } catch (error) {
      const placed = applyFieldErrors(error, ['content'], (_field, message) =>
        form.setError('content', { message }, { shouldFocus: true }),
      );
      if (!placed) toast.success(SUCCESS_MESSAGES.contactFailed);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('application.contact.title')}
      centered
      closeButtonProps={{ 'aria-label': t('application.closeDialog') }}
    >
      <form onSubmit={submit} noValidate>
        <Text size="sm">{t('application.contact.intro')}</Text>
        {manager.data && (
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('application.contact.manager', { email: manager.data })}
          </Text>
        )}
        <Textarea
          {...form.register('content')}
          mt="sm"
          label={t('application.contact.message')}
          description={t('application.contact.counter', {
            count: length,
            max: CONTACT_MESSAGE_MAX,
          })}
          required
          autosize
          minRows={4}
          maxRows={8}
          maxLength={CONTACT_MESSAGE_MAX}
          data-autofocus
          error={form.formState.errors.content?.message}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('application.contact.send')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
