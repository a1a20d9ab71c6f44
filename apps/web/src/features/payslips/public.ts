/** What other features may use of the payslips feature: the status badge's tones. */
export { PAYSLIP_STATUS_TONES } from './lib/status-tones';
