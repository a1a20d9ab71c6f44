/** Pay (decision 042): a month's payslips, generation, release and batches; a payslip; the rules. */
export { OpsPayslipPage } from './components/OpsPayslipPage';
export { PayPage } from './components/PayPage';
export { PayRulesPage } from './components/PayRulesPage';
