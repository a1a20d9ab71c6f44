import { describe, expect, it, vi } from 'vitest';
import accounts from '../locales/en/accounts.json';
import application from '../locales/en/application.json';
import consoleTexts from '../locales/en/console.json';
import fixed from '../locales/en/fixed.json';
import leave from '../locales/en/leave.json';
import payslips from '../locales/en/payslips.json';
import publicSite from '../locales/en/public-site.json';
import schedule from '../locales/en/schedule.json';
import shell from '../locales/en/shell.json';
import teacher from '../locales/en/teacher.json';
import { NAMESPACE_LOADERS } from './i18n-namespaces';
import { firstLoadTexts, i18n, loadTexts, resources } from './i18n';

const NAMESPACES = { shell, accounts, publicSite, application, console: consoleTexts };

describe('the English catalogue', () => {
  it('has no top-level key in two namespaces (the shell fallback would hide one)', () => {
    const keys = Object.values(NAMESPACES).flatMap((file) => Object.keys(file));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('loads the leave and fixed-class texts whole, none of their keys hiding the shell’s', async () => {
    expect(await NAMESPACE_LOADERS.leave()).toEqual(leave);
    expect(await NAMESPACE_LOADERS.fixed()).toEqual(fixed);
    const shellKeys = Object.keys(shell);
    for (const file of [leave, fixed])
      expect(Object.keys(file).filter((key) => shellKeys.includes(key))).toEqual([]);
    await loadTexts('leave', 'fixed');
    expect(i18n.t('reasons.OTHER', { ns: 'leave' })).toBe(leave.reasons.OTHER);
    expect(i18n.t('form.offer', { ns: 'fixed' })).toBe(fixed.form.offer);
  });

  it('loads the payslip texts whole, none of their keys hiding the shell’s', async () => {
    expect(await NAMESPACE_LOADERS.payslips()).toEqual(payslips);
    const shellKeys = Object.keys(shell);
    expect(Object.keys(payslips).filter((key) => shellKeys.includes(key))).toEqual([]);
    await loadTexts('payslips');
    expect(i18n.t('groups.CLASS_PAYMENT', { ns: 'payslips' })).toBe(payslips.groups.CLASS_PAYMENT);
  });

  it('carries the shell and only the landing page’s part of the public site at first', () => {
    expect(firstLoadTexts.shell).toEqual(shell);
    expect(Object.keys(firstLoadTexts.publicSite).sort()).toEqual([
      'siteCarousel',
      'siteHome',
      'siteNewsletter',
    ]);
    // The areas' texts are loaded with their areas, never registered at start.
    expect(Object.keys(resources.en)).toEqual(['shell', 'publicSite']);
  });

  it('finds an area’s texts once the area is loaded, and the shell’s from any namespace', async () => {
    await loadTexts('console');
    expect(i18n.t('applicants.nav', { ns: 'console' })).toBe(consoleTexts.applicants.nav);
    expect(i18n.t('common.cancel' as never, { ns: 'console' })).toBe(shell.common.cancel);
  });

  it('adds each namespace once, however often and at once it is asked for', async () => {
    const add = vi.spyOn(i18n, 'addResourceBundle');
    await Promise.all([loadTexts('teacher'), loadTexts('teacher', 'schedule')]);
    await loadTexts('schedule', 'teacher');
    expect(add.mock.calls.map(([, namespace]) => namespace).sort()).toEqual([
      'schedule',
      'teacher',
    ]);
    expect(i18n.getResourceBundle('en', 'teacher')).toEqual(teacher);
    expect(i18n.getResourceBundle('en', 'schedule')).toEqual(schedule);
    add.mockRestore();
  });

  it('puts values in texts as they are (React escapes them)', async () => {
    await loadTexts('console');
    const name = "Anne O'Neil & <Partners>";
    expect(i18n.t('console.signedInAs', { ns: 'console', name })).toBe(
      consoleTexts.console.signedInAs.replace('{{name}}', name),
    );
  });
});
