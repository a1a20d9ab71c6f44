import { CONTRACT_DOCUMENT, formatCents, type ContractTermsView } from '@portal/contracts';
import classes from './Contract.module.css';
import { FactList } from '../../../components/FactList';

/**
 * The terms as the PDF prints them (the same labels, from contracts): money from cents with
 * a dollar sign, dates YYYY/MM/DD. A definition list, so each value is read with its label.
 */
export function ContractTerms({ terms }: { terms: ContractTermsView }) {
  const { terms: labels, contractTypes } = CONTRACT_DOCUMENT;
  const rows: [string, string][] = [
    [labels.contractType, contractTypes[terms.contractType]],
    [labels.payPerClass, formatCents(terms.payPerClassCents)],
    [labels.basicIncrease, formatCents(terms.basicIncreaseCents)],
    [labels.peakCarrots, String(terms.peakCarrots)],
    [labels.effectiveOn, terms.effectiveOn],
    [labels.expiresOn, terms.expiresOn],
  ];
  return (
    <FactList
      layout="plain"
      className={classes.terms}
      factClassName={classes.term}
      labelSize="sm"
      valueProps={{ fw: 600 }}
      facts={rows.map(([label, value]) => ({ label, value }))}
    />
  );
}
