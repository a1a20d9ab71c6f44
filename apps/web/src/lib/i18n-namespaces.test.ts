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
import teacher from '../locales/en/teacher.json';
import type { LaterNamespace } from './i18n';
import { NAMESPACE_LOADERS } from './i18n-namespaces';

const FILES: Record<LaterNamespace, unknown> = {
  publicSite,
  accounts,
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

describe('NAMESPACE_LOADERS', () => {
  it.each(Object.entries(FILES))('loads %s whole, as its file holds it', async (name, file) => {
    expect(await NAMESPACE_LOADERS[name as LaterNamespace]()).toEqual(file);
  });
});
