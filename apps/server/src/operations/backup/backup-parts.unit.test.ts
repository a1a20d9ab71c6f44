import { describe, expect, it } from 'vitest';
import { safeRelative, stampOf } from './file-stores.js';
import { compareFiles, compareTables } from './manifest.js';
import { splitPassword } from './pg-tools.js';

describe('the backup’s comparisons', () => {
  const table = (name: string, rows: number, checksum: string) => ({ table: name, rows, checksum });

  it('name every table that is missing, extra, of another size or other contents', () => {
    const expected = [
      table('public.a', 2, 'x'),
      table('public.b', 1, 'y'),
      table('public.c', 3, 'z'),
    ];
    const actual = [
      table('public.a', 2, 'x'),
      table('public.b', 1, 'changed'),
      table('public.d', 0, 'w'),
    ];
    expect(compareTables(expected, actual)).toEqual([
      'table public.b: same 1 rows, different contents',
      'table public.c: missing',
      'table public.d: not in the backup',
    ]);
    expect(compareTables(expected, [...expected].reverse())).toEqual([]);
    expect(compareTables([table('public.a', 2, 'x')], [table('public.a', 3, 'x')])).toEqual([
      'table public.a: 3 rows, the backup had 2',
    ]);
  });

  it('name every file that is missing, extra or changed', () => {
    const file = (path: string, size: number, sha256: string) => ({ path, size, sha256 });
    expect(
      compareFiles(
        [file('cv/a.pdf', 3, 'aa'), file('cv/b.pdf', 4, 'bb')],
        [file('cv/a.pdf', 3, 'ab'), file('cv/c.pdf', 1, 'cc')],
      ),
    ).toEqual([
      'file cv/a.pdf: different contents (3 bytes, was 3)',
      'file cv/b.pdf: missing',
      'file cv/c.pdf: not in the backup',
    ]);
  });
});

describe('file names from a store', () => {
  it('become paths inside the backup folder, or are refused', () => {
    expect(safeRelative('cv/abc.pdf')).toBe('cv/abc.pdf');
    for (const key of ['../etc/passwd', '/abs.pdf', 'a//b', 'a/./b', 'a/..', ''])
      expect(() => safeRelative(key), key).toThrow(/could leave its folder/);
  });

  it('stamp a backup folder by the time, sortable', () => {
    expect(stampOf(new Date('2026-11-20T15:45:02.123Z'))).toBe('20261120-154502Z');
  });
});

describe('the PostgreSQL tools’ connection', () => {
  it('carry the password apart from the address (PGPASSWORD), decoded', () => {
    expect(splitPassword('postgres://app:p%40ss@db.example:5432/portal?sslmode=require')).toEqual({
      conninfo: 'postgres://app@db.example:5432/portal?sslmode=require',
      password: 'p@ss',
    });
    expect(splitPassword('postgres://app@db/portal').password).toBeUndefined();
  });
});
