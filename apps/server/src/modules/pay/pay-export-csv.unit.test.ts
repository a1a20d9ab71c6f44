import { describe, expect, it } from 'vitest';
import { csvOf, payBatchCsv } from './pay-export-csv.js';

/** One cell as the CSV writes it: a row of one cell, without its CRLF. */
const csvCell = (value: string) => csvOf([[value]]).slice(0, -2);

/** December 2026's Beijing start. */
const DECEMBER = Date.UTC(2026, 10, 30, 16);
const holder = { holderFirstName: 'Ann', holderMiddleName: 'B', holderLastName: 'Lee' };

describe('the CSV cells', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Lee, Jr')).toBe('"Lee, Jr"');
    expect(csvCell('O"Neil')).toBe('"O""Neil"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    // A negative amount stays a number; something after the number does not.
    expect(csvCell('-10.00')).toBe('-10.00');
    expect(csvCell('-10')).toBe('-10');
    expect(csvCell('-10.00+cmd')).toBe("'-10.00+cmd");
    expect(csvCell('-.5')).toBe("'-.5");
  });

  it('ends every row with CRLF', () => {
    expect(
      csvOf([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });
});

describe("a batch's CSV by method", () => {
  it('ABA: holder, account, amount in dollars to the cent, reference', () => {
    const csv = payBatchCsv('ABA_BANK', [
      {
        payslipId: 7,
        monthStartTime: DECEMBER,
        totalCents: 100_005,
        details: {
          method: 'ABA_BANK',
          ...holder,
          bankName: 'First Bank',
          routingNumber: '021000021',
          accountNumber: '000123456789',
          accountType: 'CHECKING',
        },
      },
    ]);
    expect(csv).toBe(
      'Holder full name,Account number,Amount (USD),Reference\r\n' +
        'Ann B Lee,000123456789,1000.05,Payslip 7 2026/12\r\n',
    );
  });

  it('SWIFT: the bank, its code and address, amount and currency', () => {
    const csv = payBatchCsv('SWIFT', [
      {
        payslipId: 8,
        monthStartTime: DECEMBER,
        totalCents: 9,
        details: {
          method: 'SWIFT',
          ...holder,
          holderMiddleName: '',
          bankName: 'Bank, Ltd',
          swiftCode: 'DEUTDEFF500',
          accountNumber: 'DE89370400440532013000',
          bankAddress: '1 Main St',
          bankCountry: 'Germany',
        },
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      'Ann Lee,"Bank, Ltd",DEUTDEFF500,DE89370400440532013000,1 Main St,Germany,0.09,USD,Payslip 8 2026/12',
    );
  });

  it('PayPal: the mailbox, amount, currency and note', () => {
    const csv = payBatchCsv('PAYPAL', [
      {
        payslipId: 9,
        monthStartTime: DECEMBER,
        totalCents: 2500,
        details: { method: 'PAYPAL', ...holder, paypalEmail: '-ann@example.com' },
      },
    ]);
    expect(csv).toBe(
      'PayPal e-mail,Amount,Currency,Note\r\n' +
        "'-ann@example.com,25.00,USD,Payslip 9 2026/12\r\n",
    );
  });
});
