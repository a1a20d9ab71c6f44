import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { HEADLINE_PAY_PER_HOUR } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './HomePage.module.css';

/** The pitch of spec section 1, in its order. */
const PITCH = [
  'pay',
  'flexibleHours',
  'workFromHome',
  'secondaryPositions',
  'interactivePlatform',
  'instantBookings',
  'lenientCancellation',
  'community',
  'curriculum',
  'trainingResources',
] as const;

interface HomePageProps {
  /** The sign-up, sign-in or reset form (or the signed-in panel), beside the banner. */
  account?: ReactNode;
}

/**
 * /home: the banner with the account form, and the pitch. The app composes the form in
 * (features do not import each other); the rest of the landing page comes later.
 */
export function HomePage({ account }: HomePageProps) {
  const { t } = useTranslation();
  const pay = HEADLINE_PAY_PER_HOUR;
  return (
    <>
      <title>{t('pageTitle.home')}</title>
      <section className={classes.hero} aria-labelledby="home-banner">
        <Container size="lg" py="xl" className={classes.heroGrid}>
          <Stack gap="md">
            <Title order={1} id="home-banner" className={classes.banner}>
              {t('home.banner', { pay })}
            </Title>
            <Text size="lg">{t('home.intro')}</Text>
          </Stack>
          {account && <div className={classes.account}>{account}</div>}
        </Container>
      </section>
      <section aria-labelledby="home-pitch">
        <Container size="lg" py="xl">
          <Title order={2} id="home-pitch" mb="md">
            {t('home.pitchHeading')}
          </Title>
          <ul className={classes.pitchList}>
            {PITCH.map((item) => (
              <li key={item}>
                <Paper withBorder p="md" className={classes.pitchItem}>
                  <Text fw={600}>{t(`home.pitch.${item}`, { pay })}</Text>
                </Paper>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
