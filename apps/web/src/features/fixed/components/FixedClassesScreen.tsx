import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { catalogueMessage } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useSiteConfig } from '../../site/public';
import { useTeacherZone } from '../../teacher/public';
import { TeacherLayout } from '../../teacher/public';
import { useOpenFixed } from '../api/fixed-mutations';
import { useFixedConfig, useFixedPermission } from '../api/fixed-queries';
import type { PeriodFormValues } from '../lib/period-form';
import { FixedPeriods } from './FixedPeriods';
import { FixedReminders } from './FixedReminders';
import { FixedRequests } from './FixedRequests';
import { PeriodForm } from './PeriodForm';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * /booking/fixed (issue 13): a teacher with the fixed-class permission (spec section 6)
 * offers periods of weekly times, answers the students' requests before their deadline, takes
 * single weeks out, and says whether a period ending soon continues. Without it, the page says
 * why and whom to write to.
 */
export function FixedClassesScreen() {
  const { t } = useTranslation('fixed');
  const zone = useTeacherZone();
  const permission = useFixedPermission();
  useSiteConfig();
  return (
    <TeacherLayout>
      <title>{t('screen.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1}>{t('screen.title')}</Title>
        <Text size="sm">{t('screen.intro', { zone })}</Text>
        {permission.isPending && <LoadingIndicator label={t('screen.loading')} />}
        {permission.isError && (
          <LoadFailed
            error={permission.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void permission.refetch()}
          />
        )}
        {permission.data && !permission.data.permitted && (
          <Alert color="yellow" c="dark.7" title={t('permission.title')}>
            <Text size="sm">{t('permission.text')}</Text>
            <Text size="sm" mt="xs">
              {catalogueMessage('BIZ_TEACHER_PERMISSION')}
            </Text>
          </Alert>
        )}
        {permission.data?.permitted && <FixedArea zone={zone} />}
      </Stack>
    </TeacherLayout>
  );
}

function FixedArea({ zone }: { zone: string }) {
  const { t } = useTranslation('fixed');
  const config = useFixedConfig(true);
  const open = useOpenFixed();
  const [editing, setEditing] = useState<PeriodFormValues | null>(null);
  const [formKey, setFormKey] = useState(0);
  const edit = (values: PeriodFormValues | null) => {
    setEditing(values);
    setFormKey((key) => key + 1);
    document.getElementById('period-form')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Stack gap="lg">
      <FixedReminders zone={zone} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fixed-open">
        <Stack gap="xs">
          <Title order={2} size="h4" id="fixed-open">
            {t('open.title')}
          </Title>
          {config.isPending && <LoadingIndicator label={t('screen.loading')} size="sm" />}
          {config.isError && (
            <Alert color="red" role="alert">
              {errorMessage(config.error)}
            </Alert>
          )}
          {config.data && (
            <>
              <Switch
                label={t('open.label')}
                description={t('open.hint', {
                  hours: config.data.acceptDeadlineHours,
                  lead: config.data.minLeadHours,
                })}
                checked={open.isPending ? (open.variables ?? config.data.open) : config.data.open}
                disabled={open.isPending}
                onChange={(event) => open.mutate(event.currentTarget.checked)}
              />
              {open.isError && (
                <Text size="sm" c="red.8" role="alert">
                  {errorMessage(open.error)}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Paper>
      <FixedRequests zone={zone} />
      <FixedPeriods zone={zone} onEdit={edit} />
      {config.data && (
        <PeriodForm
          key={formKey}
          config={config.data}
          zone={zone}
          editing={editing}
          onDone={() => edit(null)}
        />
      )}
    </Stack>
  );
}
