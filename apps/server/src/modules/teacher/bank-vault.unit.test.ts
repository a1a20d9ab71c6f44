import { randomBytes } from 'node:crypto';
import { bankDetails } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { keyIdOf } from '../../lib/data-keys.js';
import { createBankVault } from './bank-vault.js';

const details = bankDetails.parse({
  method: 'SWIFT',
  holderFirstName: 'Ann',
  holderLastName: 'Lee',
  bankName: 'Banco',
  swiftCode: 'DEUTDEFF',
  accountNumber: 'DE89370400440532013000',
  bankAddress: '1 Main Street',
  bankCountry: 'Germany',
});

describe('the bank vault', () => {
  it('seals under the current key, names it, and opens what it sealed', () => {
    const key = randomBytes(32);
    const vault = createBankVault({ current: key });
    const sealed = vault.seal(7, details);
    expect(sealed.keyId).toBe(keyIdOf(key));
    expect(sealed.sealed).not.toContain('DE89');
    expect(sealed.sealed).not.toContain('Banco');
    expect(vault.open(7, sealed)).toEqual(details);
  });

  it('opens a record only for the teacher it was sealed for', () => {
    const vault = createBankVault({ current: randomBytes(32) });
    const sealed = vault.seal(7, details);
    expect(vault.open(8, sealed)).toBeUndefined();
  });

  it('opens with a previous key, and rekeys to the current one', () => {
    const old = randomBytes(32);
    const sealedOld = createBankVault({ current: old }).seal(7, details);
    const current = randomBytes(32);
    const vault = createBankVault({ current, previous: [old] });
    expect(vault.open(7, sealedOld)).toEqual(details);
    const rekeyed = vault.rekey(7, sealedOld);
    if (!rekeyed) throw new Error('not rekeyed');
    expect(rekeyed.keyId).toBe(keyIdOf(current));
    expect(createBankVault({ current }).open(7, rekeyed)).toEqual(details);
  });

  it('opens nothing under an unknown key id or an altered text', () => {
    const vault = createBankVault({ current: randomBytes(32) });
    const sealed = vault.seal(7, details);
    expect(vault.open(7, { ...sealed, keyId: 'kffffffffffffffff' })).toBeUndefined();
    expect(vault.open(7, { ...sealed, sealed: `${sealed.sealed}x` })).toBeUndefined();
    expect(vault.rekey(7, { ...sealed, keyId: 'knope' })).toBeUndefined();
  });
});
