import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ApplicationStatus } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../accounts/public';
import classes from './FunnelShell.module.css';
import { SideMenu } from './SideMenu';
import { StepBar } from './StepBar';

/**
 * The application funnel's frame (spec section 2): the step bar, the side menu, and the
 * step's own content (the form, or where the applicant stands).
 */
export function FunnelShell({
  status,
  children,
}: {
  status: ApplicationStatus;
  children: ReactNode;
}) {
  const { t } = useTranslation('application');
  const { t: accountsText } = useTranslation('accounts');
  const { data: session } = useSession();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <title>{t('application.pageTitle')}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1}>{t('application.title')}</Title>
          {session && (
            <Text size="sm" className={classes.email}>
              {accountsText('accounts.welcome.signedInAs', { email: session.email })}
            </Text>
          )}
        </Group>
        <StepBar stage={status.stage} status={status.status} />
        <div className={classes.layout}>
          <SideMenu stage={status.stage} />
          <Stack gap="lg" miw={0}>
            {children}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
