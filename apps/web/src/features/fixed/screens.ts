/** The fixed-class screen, one lazy chunk (app/route-registry.ts). */
export { FixedClassesScreen } from './components/FixedClassesScreen';
