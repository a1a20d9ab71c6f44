/** The teacher area's screens, one lazy chunk (app/route-registry.ts). */
export { ComingSoonScreen } from './components/ComingSoonScreen';
export { ProfileScreen } from './components/ProfileScreen';
