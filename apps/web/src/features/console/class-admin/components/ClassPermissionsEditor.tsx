import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { CLASS_PERMISSIONS, type ClassPermission } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { useFormAlert } from '../../../../lib/use-form-alert';
import { useClassPermissions, useSetClassPermissions } from '../api/classes';

/** The class types a teacher may open beyond the main grid (Cambridge classes and demos). */
export function ClassPermissionsEditor({
  userId,
  mayManage,
}: {
  userId: number;
  mayManage: boolean;
}) {
  const { t } = useTranslation('console');
  const current = useClassPermissions(userId);
  const save = useSetClassPermissions(userId);
  // A refused save is said beside the choices until they change or are saved again (issue 36).
  const alert = useFormAlert();
  const [chosen, setChosen] = useState<ClassPermission[] | null>(null);
  const held = current.data?.permissions.map((p) => p.permission) ?? [];
  const value = chosen ?? held;
  const changed =
    chosen !== null && (chosen.length !== held.length || chosen.some((p) => !held.includes(p)));

  const submit = () => {
    alert.clear();
    save.mutate(value, {
      onSuccess: () => {
        setChosen(null);
        toast.success(t('permissions.saved'));
      },
      onError: alert.show,
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="permissions-heading">
      <Title order={2} size="h3" id="permissions-heading">
        {t('permissions.heading')}
      </Title>
      {current.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(current.error)}
        </Alert>
      ) : current.isPending ? (
        <Text role="status">{t('permissions.loading')}</Text>
      ) : (
        <>
          <Checkbox.Group
            label={t('permissions.label')}
            value={value}
            onChange={(next) => {
              setChosen(next as ClassPermission[]);
              alert.clear();
            }}
          >
            <Stack gap="xs" mt="xs">
              {CLASS_PERMISSIONS.map((permission) => {
                const grant = current.data.permissions.find((p) => p.permission === permission);
                return (
                  <Checkbox
                    key={permission}
                    value={permission}
                    disabled={!mayManage}
                    label={t(`permissions.names.${permission}`)}
                    description={
                      grant
                        ? t('permissions.grantedBy', {
                            date: formatDate(grant.grantedAt),
                            name: grant.grantedBy ?? '—',
                          })
                        : undefined
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
          <FormAlert message={alert.message} />
          {mayManage && (
            <Group>
              <Button onClick={submit} disabled={!changed} loading={save.isPending}>
                {t('permissions.save')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
