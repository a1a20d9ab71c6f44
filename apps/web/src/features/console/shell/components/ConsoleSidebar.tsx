import { ScrollArea, Stack, Text } from '@mantine/core';
import {
  menuAreasFor,
  OPS_ROUTES,
  type OpsMenuArea,
  type OpsMenuScreen,
  type StaffRole,
} from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './ConsoleLayout.module.css';

/** Each menu entry's label; which entries a member sees is the contracts' OPS_SCREEN_ACTIONS. */
const MENU_LABELS = {
  home: 'console.nav.home',
  applicants: 'applicants.nav',
  sessions: 'sessions.nav',
  teachers: 'console.nav.teachers',
  classes: 'classes.nav',
  scheduleSettings: 'schedule.nav',
  leave: 'leave.nav',
  pay: 'pay.nav',
  integrationKeys: 'keys.nav',
  banners: 'siteBanners.nav',
  twoFactor: 'console.nav.twoFactor',
  staff: 'console.nav.staff',
} as const satisfies Record<OpsMenuScreen, string>;

/**
 * The sidebar's areas (contracts' OPS_MENU_AREAS), each a labelled list of the member's
 * screens; the current page's link says so (NavLink's aria-current="page"), a detail page
 * marking its list (a teacher's page marks Teachers).
 */
export function ConsoleSidebar({
  member,
  onNavigate,
}: {
  member: { roles: readonly StaffRole[] };
  onNavigate: () => void;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Stack gap="md">
        {menuAreasFor(member).map(({ area, screens }) => (
          <MenuArea key={area} area={area} screens={screens} onNavigate={onNavigate} />
        ))}
      </Stack>
    </ScrollArea>
  );
}

/** The overview stands alone at the top: a heading "Overview" over the one link would repeat it. */
const UNNAMED_AREA = 'overview' satisfies OpsMenuArea;

function MenuArea({
  area,
  screens,
  onNavigate,
}: {
  area: OpsMenuArea;
  screens: readonly OpsMenuScreen[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('console');
  const labelId = useId();
  const named = area !== UNNAMED_AREA;
  return (
    <div>
      {named && (
        <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {t(`console.nav.areas.${area}`)}
        </Text>
      )}
      <ul className={classes.navList} aria-labelledby={named ? labelId : undefined}>
        {screens.map((screen) => (
          <li key={screen}>
            <NavLink
              to={OPS_ROUTES[screen]}
              end={screen === 'home'}
              className={classes.navLink}
              onClick={onNavigate}
            >
              {t(MENU_LABELS[screen])}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
