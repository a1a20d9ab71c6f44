/** What other features may use of the leave feature: the console shows the same costs. */
export { ClassCostRows, CostPreview } from './components/CostPreview';
export { PolicyFacts } from './components/LeavePolicyPanel';
export { STATUS_TONES } from './lib/record-labels';
export { classesToConfirm, moneyLostCents } from './lib/cost-summary';
export { RecordCost } from './components/RecordCost';
