import { LIFECYCLES, PAYSLIP_STATUS_LABELS, PAYSLIP_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import accounts from '../locales/en/accounts.json';
import application from '../locales/en/application.json';
import consoleTexts from '../locales/en/console.json';
import contract from '../locales/en/contract.json';
import documents from '../locales/en/documents.json';
import fixed from '../locales/en/fixed.json';
import leave from '../locales/en/leave.json';
import payslips from '../locales/en/payslips.json';
import publicSite from '../locales/en/public-site.json';
import schedule from '../locales/en/schedule.json';
import shell from '../locales/en/shell.json';
import teacher from '../locales/en/teacher.json';
import type { Namespace } from './i18n';
import { STATUS_LABEL_KEYS } from './status-label-keys';

const CATALOGUE: Record<Namespace, unknown> = {
  shell,
  accounts,
  publicSite,
  application,
  console: consoleTexts,
  documents,
  contract,
  teacher,
  schedule,
  leave,
  fixed,
  payslips,
};

const at = (ns: Namespace, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      CATALOGUE[ns],
    );

/**
 * Labels spelt like their code on purpose: a banner is switched ON or OFF, the words the
 * banner screen's texts use in capitals ("Visitors see the banners that are ON").
 */
const WORDS_LIKE_CODES = new Set(['banner.ON', 'banner.OFF']);

/** A label that is really a code: the code itself, or SHOUTING_SNAKE. */
const isCode = (label: string, code: string) => label === code || /^[A-Z0-9_]+$/.test(label);

describe('the status labels of every lifecycle (decision 058)', () => {
  it('name every registered lifecycle, and no other', () => {
    expect(Object.keys(STATUS_LABEL_KEYS).sort()).toEqual(LIFECYCLES.map((l) => l.name).sort());
  });

  it('give every status of a shown lifecycle a label in each place it is shown, never its code', () => {
    for (const lifecycle of LIFECYCLES) {
      for (const { ns, prefix } of STATUS_LABEL_KEYS[lifecycle.name] ?? []) {
        const labels = at(ns, prefix) as Record<string, unknown> | undefined;
        for (const status of lifecycle.statuses) {
          const label = labels?.[status];
          const where = `${lifecycle.name}.${status} in ${ns}:${prefix}`;
          expect(typeof label, where).toBe('string');
          expect(String(label).trim(), where).not.toBe('');
          if (WORDS_LIKE_CODES.has(`${lifecycle.name}.${status}`)) continue;
          expect(isCode(String(label), status), `${where}: "${String(label)}"`).toBe(false);
        }
      }
    }
  });

  it('give every payslip status the teacher’s label from contracts', () => {
    for (const status of PAYSLIP_STATUSES) {
      const label = PAYSLIP_STATUS_LABELS[status];
      expect(label.trim(), status).not.toBe('');
      expect(isCode(label, status), status).toBe(false);
    }
  });
});
