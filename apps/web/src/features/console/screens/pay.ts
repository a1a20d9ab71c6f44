/** Pay (decision 042): a month's payslips with generation and release, and one payslip. */
export { OpsPayslipPage } from '../components/OpsPayslipPage';
export { PayPage } from '../components/PayPage';
