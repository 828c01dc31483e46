import { describe, expect, it } from 'vitest';
import { BACKUP_COLUMNS, BACKUP_ROW_LIMITS, MAX_BACKUP_FILE_BYTES, backupFileSchema, type BackupTable } from './backup-schema';
import { readBackupFile, restoreErrorMessage } from './restore-backup';

const ROWS: Record<BackupTable, Record<string, unknown>[]> = {
  user_accounts: [
    {
      id: '6f1c2b1e-8a47-4c1e-9d57-2b8f3f0e9a11', name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, current_balance: 0, currency: 'RON',
      included_in_total: true, display_order: 1, is_active: true, is_default: true, icon_name: null, monthly_transfer_enabled: false,
      balance_start_date: null, created_at: '2026-01-01T08:00:00+00:00', updated_at: '2026-01-01T08:00:00.123456+00:00',
      last_reconciled_at: '2026-11-27T10:00:00+00:00',
    },
  ],
  custom_categories: [],
  user_settings: [{ settings: { themeMode: 'dark' }, version: 2, created_at: '2026-01-01T08:00:00+00:00', updated_at: '2026-01-01T08:00:00+00:00' }],
  recurring_rules: [],
  transactions: [
    {
      id: '0b7e5f0e-3c1a-4d8e-8f7e-1a2b3c4d5e6f', account_id: null, type: 'EXPENSE', amount: 42.5, actual_amount: null, planned_amount: null,
      execution_status: 'COMPLETED', date: '2026-03-01', category: 'NUTRITIE', subcategory: null, description: "'); drop table transactions; --",
      recurring: false, frequency: 'NONE', recurring_rule_id: null, currency: 'RON', created_at: '2026-03-01T10:00:00+00:00',
      updated_at: '2026-03-01T10:00:00+00:00', copied_from_id: null, copy_batch_id: null, unplanned: false, postponed_from_id: null, to_account_id: null,
      import_reference: 'ref:FT2606012345', reconciled_at: '2026-11-27T10:00:00+00:00', to_amount: null, to_currency: null,
    },
    {
      id: '1b7e5f0e-3c1a-4d8e-8f7e-1a2b3c4d5e6f', account_id: null, type: 'INCOME', amount: 5000, actual_amount: null, planned_amount: null,
      execution_status: null, date: '2025-12-24', category: 'VENITURI', subcategory: 'Salariu', description: null,
      recurring: false, frequency: 'NONE', recurring_rule_id: null, currency: 'RON', created_at: '2025-12-24T10:00:00+00:00',
      updated_at: '2025-12-24T10:00:00+00:00', copied_from_id: null, copy_batch_id: null, unplanned: false, postponed_from_id: null, to_account_id: null,
      import_reference: null, reconciled_at: null, to_amount: null, to_currency: null,
    },
  ],
};

const table = (name: BackupTable, rows = ROWS[name]) => ({ columns: [...BACKUP_COLUMNS[name]], rows: rows.map((row) => BACKUP_COLUMNS[name].map((c) => row[c])) });

const backup = () => ({
  format: 'buget-backup',
  schemaVersion: 1,
  exportedAt: '2026-11-23T01:02:03.000Z',
  userId: '2a7e5f0e-3c1a-4d8e-8f7e-1a2b3c4d5e6f',
  email: 'ana@buget.ro',
  tables: Object.fromEntries((Object.keys(ROWS) as BackupTable[]).map((name) => [name, table(name)])),
});

const file = (value: unknown) => new Blob([typeof value === 'string' ? value : JSON.stringify(value)]);
const refusal = async (value: unknown) => {
  const result = await readBackupFile(file(value));
  if (result.ok) throw new Error('accepted');
  return result.message;
};

describe('reading a backup file', () => {
  it('accepts a good file, with the preview: rows per table and the transactions’ dates', async () => {
    const result = await readBackupFile(file(backup()));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.preview).toEqual({
      counts: { user_accounts: 1, custom_categories: 0, user_settings: 1, recurring_rules: 0, transactions: 2 },
      firstDate: '2025-12-24',
      lastDate: '2026-03-01',
      exportedAt: '2026-11-23T01:02:03.000Z',
      email: 'ana@buget.ro',
    });
    // Rows come back as the table's objects; text that looks like SQL is only text.
    expect(result.backup.tables.transactions.rows[0]).toEqual(ROWS.transactions[0]);
  });

  it('reads a file written before transactions had import_reference: its rows have none (issue 25)', async () => {
    const old = backup();
    const columns = BACKUP_COLUMNS.transactions.slice(0, BACKUP_COLUMNS.transactions.indexOf('import_reference'));
    old.tables.transactions = { columns, rows: ROWS.transactions.map((row) => columns.map((c) => row[c])) };
    const result = await readBackupFile(file(old));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.backup.tables.transactions.rows[0]).toEqual({ ...ROWS.transactions[0], import_reference: null, reconciled_at: null, to_amount: null, to_currency: null });
    // Only the columns added later may be missing.
    old.tables.transactions = { columns: columns.slice(0, -1), rows: ROWS.transactions.map((row) => columns.slice(0, -1).map((c) => row[c])) };
    expect(await refusal(old)).toContain('Tranzacții, lista de coloane');
  });

  it('carries the reconciliation marks, and reads a file written before them as not reconciled (issue 26 point 4)', async () => {
    const result = await readBackupFile(file(backup()));
    expect(result.ok && result.backup.tables.transactions.rows[0]?.reconciled_at).toBe('2026-11-27T10:00:00+00:00');
    expect(result.ok && result.backup.tables.user_accounts.rows[0]?.last_reconciled_at).toBe('2026-11-27T10:00:00+00:00');
    const old = backup();
    const columns = BACKUP_COLUMNS.transactions.slice(0, BACKUP_COLUMNS.transactions.indexOf('reconciled_at'));
    const accountColumns = BACKUP_COLUMNS.user_accounts.filter((c) => c !== 'last_reconciled_at');
    old.tables.transactions = { columns, rows: ROWS.transactions.map((row) => columns.map((c) => row[c])) };
    old.tables.user_accounts = { columns: accountColumns, rows: ROWS.user_accounts.map((row) => accountColumns.map((c) => row[c])) };
    const before = await readBackupFile(file(old));
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    expect(before.backup.tables.transactions.rows[0]).toEqual({ ...ROWS.transactions[0], reconciled_at: null, to_amount: null, to_currency: null });
    expect(before.backup.tables.user_accounts.rows[0]?.last_reconciled_at).toBeNull();
  });

  it('carries an account’s currency and a transfer’s amount received, and reads a file written before them without (issue 26 points 1, 2, 6)', async () => {
    const euro = { ...ROWS.user_accounts[0], currency: 'EUR' };
    const transfer = { ...ROWS.transactions[0], type: 'TRANSFER', category: 'TRANSFER', to_account_id: '2b7e5f0e-3c1a-4d8e-8f7e-1a2b3c4d5e6f', to_amount: 99.5, to_currency: 'EUR' };
    const withCurrencies = backup();
    withCurrencies.tables.user_accounts = table('user_accounts', [euro]);
    withCurrencies.tables.transactions = table('transactions', [transfer]);
    const read = await readBackupFile(file(withCurrencies));
    if (!read.ok) throw new Error(read.message);
    expect(read.ok && read.backup.tables.user_accounts.rows[0]?.currency).toBe('EUR');
    expect(read.ok && [read.backup.tables.transactions.rows[0]?.to_amount, read.backup.tables.transactions.rows[0]?.to_currency]).toEqual([99.5, 'EUR']);
    // A currency the settings do not offer is refused.
    withCurrencies.tables.transactions = table('transactions', [{ ...transfer, to_currency: 'CHF' }]);
    expect((await readBackupFile(file(withCurrencies))).ok).toBe(false);
    // Written before the amount received: read as none (the server takes the amount itself between one currency).
    const old = backup();
    const columns = BACKUP_COLUMNS.transactions.slice(0, BACKUP_COLUMNS.transactions.indexOf('to_amount'));
    old.tables.transactions = { columns, rows: ROWS.transactions.map((row) => columns.map((c) => row[c])) };
    const before = await readBackupFile(file(old));
    expect(before.ok && before.backup.tables.transactions.rows[0]).toEqual({ ...ROWS.transactions[0], to_amount: null, to_currency: null });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const huge = { size: 50 * 1024 * 1024, text: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    const result = await readBackupFile(huge);
    expect(result).toEqual({ ok: false, message: 'Fișierul are 50 MB, iar o copie de rezervă poate avea cel mult 40 MB. Nu s-a schimbat nimic.' });
    expect(MAX_BACKUP_FILE_BYTES).toBe(40 * 1024 * 1024);
  });

  it('names what is wrong: empty, cut short, not JSON, another format, another version', async () => {
    const text = JSON.stringify(backup());
    expect(await refusal('')).toContain('Fișierul este gol');
    expect(await refusal(text.slice(0, text.length - 10))).toContain('nu este un JSON valid');
    expect(await refusal('<html>')).toContain('nu este un JSON valid');
    expect(await refusal({ transactions: [] })).toBe('Fișierul nu este o copie de rezervă Buget. Nu s-a schimbat nimic.');
    expect(await refusal({ ...backup(), schemaVersion: 2 })).toBe('Copia de rezervă are versiunea 2, iar aplicația citește versiunea 1. Nu s-a schimbat nimic.');
  });

  it('refuses values of the wrong type, saying where they are', async () => {
    const bad = backup();
    const tx = bad.tables.transactions as { rows: unknown[][] };
    const amount = BACKUP_COLUMNS.transactions.indexOf('amount');
    (tx.rows[1] as unknown[])[amount] = 'o mie';
    expect(await refusal(bad)).toBe('Copia de rezervă conține o valoare greșită (Tranzacții, rândul 2, câmpul amount). Nu s-a schimbat nimic.');

    const sqlId = backup();
    ((sqlId.tables.transactions as { rows: unknown[][] }).rows[0] as unknown[])[0] = "1'; drop table public.transactions; --";
    expect(await refusal(sqlId)).toContain('Tranzacții, rândul 1, câmpul id');

    const shortRow = backup();
    (shortRow.tables.transactions as { rows: unknown[][] }).rows[0] = [1, 2];
    expect(await refusal(shortRow)).toContain('Tranzacții, rândul 1');

    // Another user's user_id as an extra column: the columns are not the backup's.
    const withOwner = backup();
    (withOwner.tables.user_accounts as { columns: string[] }).columns.push('user_id');
    expect(await refusal(withOwner)).toContain('Conturi, lista de coloane');
  });

  it('refuses more rows than a table may carry', async () => {
    const many = backup();
    const row = table('user_accounts').rows[0];
    (many.tables.user_accounts as { rows: unknown[] }).rows = Array.from({ length: BACKUP_ROW_LIMITS.user_accounts + 1 }, () => row);
    expect(await refusal(many)).toBe('Conturi: copia de rezervă are mai mult de 10 rânduri. Nu s-a schimbat nimic.');
  });

  it('the schema accepts what it describes and nothing looser', () => {
    expect(backupFileSchema.safeParse(backup()).success).toBe(true);
    expect(backupFileSchema.safeParse({ ...backup(), tables: {} }).success).toBe(false);
  });
});

describe("the server's refusal of a restore, in Romanian", () => {
  it('by SQLSTATE and the table in the hint', () => {
    expect(restoreErrorMessage({ code: '23505', hint: 'RESTORE:transactions', message: 'duplicate key value violates unique constraint "transactions_pkey"' })).toBe(
      'Tranzacții: fișierul conține identificatori care aparțin altui cont sau apar de două ori. Nu s-a schimbat nimic.',
    );
    expect(restoreErrorMessage({ code: '23505', hint: 'RESTORE:user_accounts', message: 'duplicate key value violates unique constraint "user_accounts_user_id_name_key"' })).toBe(
      'Conturi: un cont din fișier are numele unui cont pe care îl ai deja. Nu s-a schimbat nimic.',
    );
    expect(restoreErrorMessage({ code: '23503', hint: 'RESTORE:recurring_rules' })).toContain('Reguli recurente: fișierul face trimitere');
    expect(restoreErrorMessage({ code: '23514', hint: 'RESTORE:user_settings' })).toBe('Setări: serverul a refuzat o valoare din fișier. Nu s-a schimbat nimic.');
    expect(restoreErrorMessage({ code: 'PT413', hint: 'RESTORE:transactions' })).toContain('mai mult de 150.000 de rânduri');
    expect(restoreErrorMessage({ message: 'TypeError: Failed to fetch' })).toContain('Eroare de rețea');
    expect(restoreErrorMessage({ code: '42501' })).toBe('Restaurarea a eșuat. Nu s-a schimbat nimic. Încearcă din nou.');
  });
  it("the staging's quotas and expiry (issue 24 point 11)", () => {
    expect(restoreErrorMessage({ code: 'PT409', hint: 'RESTORE_BUSY' })).toContain('Alte două restaurări sunt în curs');
    expect(restoreErrorMessage({ code: 'PT413', hint: 'RESTORE_TOO_LARGE' })).toBe('Copia de rezervă este prea mare pentru a fi încărcată pe server. Nu s-a schimbat nimic.');
    expect(restoreErrorMessage({ code: 'PT410', hint: 'RESTORE_EXPIRED' })).toContain('a expirat');
  });
});
