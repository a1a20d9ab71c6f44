/** The leave screens, one lazy chunk (app/route-registry.ts). */
export { CancelHistoryScreen } from './components/CancelHistoryScreen';
export { CancellationScreen } from './components/CancellationScreen';
