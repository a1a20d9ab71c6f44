import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';

/**
 * The server's CSV (decisions 042 and 069): RFC 4180 (CRLF, a cell quoted when it holds a comma,
 * a quote or a line break), written by csv-stringify. A cell that a spreadsheet would read as a
 * formula (starting = + - @, a tab or a carriage return) is prefixed with a quote, so a name or
 * an address cannot run in a member's spreadsheet. The guard is ours, not the library's
 * `escape_formulas`: that one also defuses a negative amount written as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount of the reconciliation) is data, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  // A lone CR or LF in a cell is quoted too (with a record delimiter set, only CRLF would be).
  quote_record_delimiter: true,
  cast: { string: defuseFormula },
};

/** A whole file at once (a payment batch, a month's reconciliation). */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return stringifyAll(
    rows.map((row) => [...row]),
    CSV_OPTIONS,
  );
}

/**
 * A file written as its rows are read (a console list's export): the header, then each row of
 * `rows` as it comes, never the whole list in memory.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly string[]>) {
  const out = stringify(CSV_OPTIONS);
  void (async () => {
    try {
      out.write([...header]);
      for await (const row of rows) {
        // Wait for the reader when the buffer is full.
        if (!out.write([...row])) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
