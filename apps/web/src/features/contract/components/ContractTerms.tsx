import { Text } from '@mantine/core';
import { CONTRACT_DOCUMENT, formatCents, type ContractTermsView } from '@portal/contracts';
import classes from './Contract.module.css';

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
    <dl className={classes.terms}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.term}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
