import type { PayGroup, PayItem } from './pay-lines.js';

/*
 * What a payslip's groups and items read as (decision 066): one list of words for the
 * server's PDFs and the web's screens. The web's locale (payslips.json `groups` and `items`)
 * holds the same words for i18next; a test there keeps the two equal, these are the source.
 */

export const PAY_GROUP_LABELS: Record<PayGroup, string> = {
  CLASS_PAYMENT: 'Class payment',
  SECONDARY_POSITION: 'Secondary position',
  INCENTIVE: 'Incentives',
  DEDUCTION: 'Deductions',
  ADJUSTMENT: 'Adjustments',
  CORRECTION: 'Corrections',
  REFERRAL: 'Referral bonuses',
};

export const PAY_ITEM_LABELS: Record<PayItem, string> = {
  MAIN_CLASS: 'Main class',
  NON_MAIN_CLASS: '1v4 class',
  PARTICIPATION_INCENTIVE: 'Participation incentive',
  PEAK_INCENTIVE: 'Peak incentive',
  STANDBY_BONUS: 'Standby bonus',
  CANCELLATION_FINE: 'Cancellation fine',
  FINE_REVERSED: 'Fine reversed',
  ADJUSTMENT: 'Adjustment',
  REFERRAL_BONUS: 'Referral bonus',
};
