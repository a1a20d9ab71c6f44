import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MultiSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { STAFF_ROLES, staffInviteRequest, type StaffRole } from '@portal/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmailField } from '../../../../components/EmailField';
import { toast } from '../../../../lib/toast';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { useInviteStaff } from '../api/invite-staff';
import { FormAlert } from '../../../../components/FormAlert';

type Values = z.input<typeof staffInviteRequest>;
const FIELDS = ['email', 'name', 'roles'] as const;

/** Invite a member: the server adds them and mails the set-password link. */
export function InviteStaffForm() {
  const { t } = useTranslation('console');
  const titleId = useId();
  const inviting = useInviteStaff();
  const form = useForm<Values, unknown, z.output<typeof staffInviteRequest>>({
    resolver: zodResolver(staffInviteRequest),
    defaultValues: { email: '', name: '', roles: [] },
  });
  const failure = useFormFailure(form, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const roleOptions = STAFF_ROLES.map((role) => ({
    value: role,
    label: t(`console.roles.${role}`),
  }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await inviting.mutateAsync(values);
      toast.success(t('console.staff.invited', { email: member.email }));
      form.reset();
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t('console.staff.inviteTitle')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <EmailField
              control={form.control}
              name="email"
              label={t('console.staff.email')}
              required
            />
            <TextInput
              label={t('console.staff.name')}
              {...form.register('name')}
              error={errors.name?.message}
              autoComplete="off"
              withAsterisk
            />
            <Controller
              name="roles"
              control={form.control}
              render={({ field }) => (
                <MultiSelect
                  label={t('console.staff.roles')}
                  data={roleOptions}
                  value={field.value as StaffRole[]}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.roles?.message}
                  withAsterisk
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
          <FormAlert message={failure.message} />
          <Button type="submit" loading={isSubmitting} disabled={failure.blocked} w="fit-content">
            {t('console.staff.invite')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
