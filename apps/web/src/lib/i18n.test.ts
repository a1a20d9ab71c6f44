import { describe, expect, it } from 'vitest';
import application from '../locales/en.application.json';
import shell from '../locales/en.json';
import publicSite from '../locales/en.public-site.json';

describe('the English catalogue', () => {
  it('has no top-level key in two area files (a later file would silently win)', () => {
    const keys = [shell, publicSite, application].flatMap((file) => Object.keys(file));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
