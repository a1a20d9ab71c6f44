import { describe, expect, it, vi } from 'vitest';
import accounts from '../locales/en/accounts.json';
import application from '../locales/en/application.json';
import consoleTexts from '../locales/en/console.json';
import publicSite from '../locales/en/public-site.json';
import shell from '../locales/en/shell.json';
import { firstLoadTexts, i18n, loadTexts, NAMESPACE_LOADERS, resources } from './i18n';

const NAMESPACES = { shell, accounts, publicSite, application, console: consoleTexts };

describe('the English catalogue', () => {
  it('has no top-level key in two namespaces (the shell fallback would hide one)', () => {
    const keys = Object.values(NAMESPACES).flatMap((file) => Object.keys(file));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('loads each later namespace whole, as its file holds it', async () => {
    const { shell: _first, ...later } = NAMESPACES;
    for (const [name, file] of Object.entries(later)) {
      expect(await NAMESPACE_LOADERS[name as keyof typeof later]()).toEqual(file);
    }
  });

  it('carries the shell and only the landing page’s part of the public site at first', () => {
    expect(firstLoadTexts.shell).toEqual(shell);
    expect(Object.keys(firstLoadTexts.publicSite).sort()).toEqual([
      'siteCarousel',
      'siteHome',
      'siteNewsletter',
    ]);
    expect(i18n.exists('console.nav', { ns: 'console' })).toBe(false);
  });

  it('finds an area’s texts once the area is loaded, and the shell’s from any namespace', async () => {
    await loadTexts('console');
    expect(i18n.t('applicants.nav', { ns: 'console' })).toBe(consoleTexts.applicants.nav);
    expect(i18n.t('common.cancel' as never, { ns: 'console' })).toBe(shell.common.cancel);
  });
});

describe('the i18next set-up', () => {
  it('is ready at once, in English, with the shell as the default namespace', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('table.totalRecords', { n: 3 })).toBe('3 records in total');
    expect(resources).toEqual({ en: firstLoadTexts });
    expect(i18n.getResourceBundle('en', 'publicSite')).toEqual(firstLoadTexts.publicSite);
  });

  it('leaves escaping to React', () => {
    expect(i18n.t('table.totalRecords', { n: '<b>&' })).toBe('<b>& records in total');
  });

  it('answers the key, never null, for a text it does not have', () => {
    expect(i18n.t('no.such.key' as never)).toBe('no.such.key');
  });
});

describe('loadTexts', () => {
  it('loads each namespace once, however often and however many ask', async () => {
    const load = vi.spyOn(NAMESPACE_LOADERS, 'application');
    try {
      const first = loadTexts('application');
      const second = loadTexts('application', 'application');
      await expect(first).resolves.toBeUndefined();
      await expect(second).resolves.toBeUndefined();
      await loadTexts('application');
      expect(load).toHaveBeenCalledTimes(1);
      expect(i18n.getResourceBundle('en', 'application')).toEqual(application);
    } finally {
      load.mockRestore();
    }
  });

  it('merges a namespace into texts already added, keeping those', async () => {
    const [firstMode = ''] = Object.keys(accounts.accounts.modes);
    i18n.addResourceBundle('en', 'accounts', {
      accounts: { modes: { mine: 'Kept', [firstMode]: 'Mine' } },
    });
    await loadTexts('accounts');
    expect(i18n.t('accounts.modes.mine' as never, { ns: 'accounts' })).toBe('Kept');
    const bundle = i18n.getResourceBundle('en', 'accounts') as typeof accounts;
    expect(bundle.accounts.modes).toEqual({
      ...accounts.accounts.modes,
      mine: 'Kept',
      [firstMode]: 'Mine',
    });
    expect(bundle.captcha).toEqual(accounts.captcha);
  });

  it('resolves at once when asked for nothing', async () => {
    await expect(loadTexts()).resolves.toBeUndefined();
  });
});
