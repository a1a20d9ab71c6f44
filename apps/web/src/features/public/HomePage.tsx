import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { HEADLINE_PAY_PER_HOUR } from '@portal/contracts';
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

/** /home: the banner and the pitch. Sign-up, sign-in and the rest of the landing page come later. */
export function HomePage() {
  const { t } = useTranslation();
  const pay = HEADLINE_PAY_PER_HOUR;
  return (
    <>
      <title>{t('pageTitle.home')}</title>
      <section className={classes.hero} aria-labelledby="home-banner">
        <Container size="lg" py="xl">
          <Stack gap="md">
            <Title order={1} id="home-banner" className={classes.banner}>
              {t('home.banner', { pay })}
            </Title>
            <Text size="lg">{t('home.intro')}</Text>
          </Stack>
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
