import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M, importErrorMessage, importSummary } from './apply-import';

describe('importSummary', () => {
  it('says what the import did in Romanian, with the singular and "de" from 20 on', () => {
    expect(importSummary({ imported: 12, matched: 2, skipped: 3 })).toBe('12 tranzacții importate, 2 potrivite cu planul, 3 duplicate sărite');
    expect(importSummary({ imported: 1, matched: 1, skipped: 1 })).toBe('1 tranzacție importată, 1 potrivită cu planul, 1 duplicat sărit');
    expect(importSummary({ imported: 20, matched: 0, skipped: 101 })).toBe('20 de tranzacții importate, 0 potrivite cu planul, 101 duplicate sărite');
    expect(importSummary({ imported: 200, matched: 119, skipped: 10_000 })).toBe('200 de tranzacții importate, 119 potrivite cu planul, 10.000 de duplicate sărite');
  });
});

describe('importErrorMessage', () => {
  const server = (hint: string, message = '', code = '23514') => ({ hint, message, code });

  it('names the server’s refusals in Romanian, the row 1-based', () => {
    expect(importErrorMessage(server('IMPORT_TOO_MANY_ROWS'))).toBe(M.tooManyRows);
    expect(importErrorMessage(server('IMPORT_ACCOUNT_INVALID'))).toBe(M.accountInvalid);
    expect(importErrorMessage(server('IMPORT_MATCH_INVALID'))).toBe(M.matchInvalid);
    expect(importErrorMessage(server('IMPORT_NOT_FOUND', 'import not found', 'P0002'))).toBe(M.notFound);
    expect(importErrorMessage(server('IMPORT_RECONCILED'))).toBe(M.reconciled);
    expect(importErrorMessage(server('DONE_IN_FUTURE'))).toBe(M.doneInFuture);
    expect(importErrorMessage(server('IMPORT_ROW_INVALID', 'row 4: invalid reference'))).toBe(M.rowInvalid(5));
    expect(importErrorMessage(server('IMPORT_ROW_INVALID', 'row 0: unknown category CASĂ'))).toBe(M.unknownCategory(1, 'CASĂ'));
    expect(importErrorMessage(server('IMPORT_ROW_INVALID', 'rows and matches must be arrays'))).toBe(M.rowInvalid(1));
    expect(M.unknownCategory(1, 'CASĂ')).toBe('Rândul 1 al importului are o categorie care nu mai este în lista ta: „CASĂ”. Alege altă categorie. Nu s-a salvat nimic.');
  });

  it('names the table’s checks that abort an import, and says nothing was saved otherwise', () => {
    expect(importErrorMessage({ code: '23514', message: 'new row for relation "transactions" violates check constraint "transactions_amount_check"' })).toBe(M.amountInvalid);
    expect(importErrorMessage({ code: '23514', message: 'violates check constraint "transactions_actual_amount_check"' })).toBe(M.amountInvalid);
    expect(importErrorMessage({ code: '23514', message: 'violates check constraint "transactions_date_range_check"' })).toBe(M.dateInvalid);
    expect(importErrorMessage({ code: '23514', message: 'violates check constraint "something_else"' })).toBe(M.failed);
    expect(importErrorMessage(new TypeError('Failed to fetch'))).toBe(M.failed);
    expect(importErrorMessage(null, M.undoFailed)).toBe(M.undoFailed);
  });
});
