/** The payslip screens, one lazy chunk (app/route-registry.ts); the chart is a chunk of its own. */
export { PayslipDetailScreen } from './components/PayslipDetailScreen';
export { PayslipListScreen } from './components/PayslipListScreen';
