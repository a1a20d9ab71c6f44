/** What other features may use of the payslips feature: the status badge's tones, the groups' table. */
export { PAYSLIP_STATUS_TONES } from './lib/status-tones';
export { PayslipGroups } from './components/PayslipGroups';
