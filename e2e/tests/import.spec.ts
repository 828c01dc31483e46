import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import path from 'node:path';
import { TransactionsPage } from '../page-models/transactions-page';
import { qaEmail } from '../support/env';
import { asUser, signInPage } from '../support/users';

// Issue 25 in Chromium against the real server: a BT CSV in, the same file again (nothing new), an
// overlapping ING file, a planned item completed by the import, the undo, a garbage file refused,
// a generic CSV through the column mapping. qa-51…qa-53 belong to this file.

const isoDaysAgo = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const ROMANIAN_MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const ingDate = (iso: string) => `${Number(iso.slice(8, 10))} ${ROMANIAN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** A Banca Transilvania export: preamble, header, debit and credit apart, dot decimals. */
function btCsv(rows: { date: string; description: string; reference: string; debit?: string; credit?: string }[]): string {
  return [
    'Titular cont,ION POPESCU',
    'IBAN,RO49BTRLRONCRT0123456789',
    'Moneda,RON',
    `Perioada,${rows[0]!.date} - ${rows.at(-1)!.date}`,
    '',
    'Data tranzactie,Data valuta,Descriere,Referinta tranzactiei,Debit,Credit,Sold contabil',
    ...rows.map((r) => `${r.date},${r.date},"${r.description}",${r.reference},${r.debit ?? ''},${r.credit ?? ''},1000.00`),
  ].join('\r\n');
}

/** An ING Home'Bank export: Romanian month names, "1.234,56", details over continuation rows. */
function ingCsv(rows: { date: string; details: string; payee: string; debit?: string; credit?: string }[]): string {
  return [
    'Data,,,Detalii tranzactie,,Debit,Credit',
    ...rows.flatMap((r) => [`${ingDate(r.date)},,,${r.details},,"${r.debit ?? ''}","${r.credit ?? ''}"`, `,,,Beneficiar: ${r.payee},,,`, `,,,Terminal: ${r.payee} SRL,,,`]),
  ].join('\n');
}

async function open(page: Page, n: number): Promise<{ tx: TransactionsPage; session: Session; bank: string }> {
  const session = await signInPage(page, qaEmail(n));
  const db = asUser(session);
  await db.from('transactions').delete().neq('id', '00000000-0000-0000-0000-000000000000').throwOnError();
  await db.from('category_rules').delete().neq('id', '00000000-0000-0000-0000-000000000000').throwOnError();
  await db.from('import_mappings').delete().neq('id', '00000000-0000-0000-0000-000000000000').throwOnError();
  const tx = new TransactionsPage(page);
  await tx.goto();
  let bank = '';
  await expect
    .poll(async () => {
      const { data } = await db.from('user_accounts').select('id, name').eq('name', 'Bancă').throwOnError();
      bank = data[0]?.id ?? '';
      return bank;
    })
    .not.toBe('');
  return { tx, session, bank };
}

/** Opens the import, picks the file and waits for the preview or the mapping. */
async function importFile(page: Page, name: string, text: string | Buffer) {
  await page.getByRole('button', { name: 'Importă extras' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importă extras de cont' });
  await dialog.getByLabel('Alege fișierul').setInputFiles({ name, mimeType: 'text/csv', buffer: typeof text === 'string' ? Buffer.from(text) : text });
  return dialog;
}

const toast = (page: Page) => page.getByTestId('toast');

/** WCAG 2.1 AA violations inside the import dialog (axe). */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[role="dialog"]').analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a BT statement comes in once, an overlapping ING file adds only what is new, a planned item is completed, and undo takes the import back', async ({ page }) => {
  const { session, bank } = await open(page, 51);
  const db = asUser(session);
  // A planned electricity bill the statement will pay 2 days later, 4 % dearer.
  await db.from('transactions').insert({ type: 'EXPENSE', amount: 250, category: 'LOCUINTA', subcategory: 'Electricitate', date: isoDaysAgo(6), description: 'Factură curent', account_id: bank }).throwOnError();

  const bt = btCsv([
    { date: isoDaysAgo(9), description: 'Plata la POS;KAUFLAND ROMANIA;card 1234', reference: 'BT1001', debit: '89.99' },
    { date: isoDaysAgo(8), description: 'Incasare;ANGAJATOR SRL;salariu', reference: 'BT1002', credit: '5234.56' },
    { date: isoDaysAgo(4), description: 'Plata factura;ENEL ENERGIE;factura 778', reference: 'BT1003', debit: '260.00' },
  ]);
  let dialog = await importFile(page, 'extras-bt.csv', bt);
  await expect(dialog.getByText('Banca Transilvania')).toBeVisible();
  await expect(dialog.getByTestId('import-row')).toHaveCount(3);
  await expect(dialog.locator('[data-testid="import-row"][data-fate="match"]')).toHaveCount(1);
  // The matched row names the plan it completes.
  await expect(dialog.locator('[data-testid="import-row"][data-fate="match"]')).toContainText(`Ca în plan: „Factură curent” din ${isoDaysAgo(6).split('-').reverse().join('/')}`);
  expect(await violations(page)).toEqual([]);
  // A corrected category is offered as a rule.
  await dialog.getByLabel(`Categoria rândului din ${isoDaysAgo(9).split('-').reverse().join('/')}`).selectOption({ label: 'Nutriție › Cumpărături alimentare' });
  await dialog.getByRole('button', { name: 'Creează regula' }).click();
  await expect.poll(async () => (await db.from('category_rules').select('pattern, match_kind, category, subcategory').throwOnError()).data).toEqual([
    { pattern: 'KAUFLAND ROMANIA', match_kind: 'CONTAINS', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' },
  ]);
  await dialog.getByRole('button', { name: 'Importă 3 tranzacții' }).click();
  await expect(toast(page).filter({ hasText: '2 tranzacții importate, 1 potrivită cu planul, 0 duplicate sărite' })).toBeVisible();

  const stored = async () =>
    (await db.from('transactions').select('description, amount, actual_amount, execution_status, date').order('date').throwOnError()).data.map((r) => [
      r.description,
      Number(r.actual_amount ?? r.amount),
      r.execution_status,
      r.date,
    ]);
  await expect
    .poll(async () => (await stored()).map(([d, ...rest]) => [String(d).includes('KAUFLAND') ? 'KAUFLAND' : String(d).includes('ANGAJATOR') ? 'ANGAJATOR' : d, ...rest]))
    .toEqual([
      ['KAUFLAND', 89.99, 'COMPLETED', isoDaysAgo(9)],
      ['ANGAJATOR', 5234.56, 'COMPLETED', isoDaysAgo(8)],
      ['Factură curent', 260, 'MODIFIED', isoDaysAgo(4)],
    ]);

  // The same file again: nothing new.
  dialog = await importFile(page, 'extras-bt.csv', bt);
  await expect(dialog.locator('[data-testid="import-row"][data-fate="duplicate"]')).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Nimic de importat' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Renunță' }).click();

  // Two ING files that overlap: the second brings only what the first did not (its rows have no
  // bank reference: the fingerprint recognises them), and a payment typed by hand is shown as a
  // probable duplicate and left out.
  await db.from('transactions').insert({ type: 'EXPENSE', amount: 45.5, category: 'NUTRITIE', date: isoDaysAgo(3), description: 'Kaufland', account_id: bank, execution_status: 'COMPLETED' }).throwOnError();
  await db.from('category_rules').insert({ pattern: 'mega image', match_kind: 'CONTAINS', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', position: 1 }).throwOnError();
  const salary = { date: isoDaysAgo(5), details: 'Incasare', payee: 'ANGAJATOR SRL', credit: '1.000,00' };
  dialog = await importFile(page, 'ing-1.csv', ingCsv([{ date: isoDaysAgo(7), details: 'Cumparare POS', payee: 'MEGA IMAGE', debit: '120,50' }, salary]));
  await expect(dialog.getByText(/ING Home.Bank/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importă 2 tranzacții' }).click();
  await expect(toast(page).filter({ hasText: '2 tranzacții importate, 0 potrivite cu planul, 0 duplicate sărite' })).toBeVisible();
  const categoryOf = async (text: string) => (await db.from('transactions').select('category, subcategory').ilike('description', `%${text}%`).throwOnError()).data;
  expect(await categoryOf('MEGA IMAGE')).toEqual([{ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' }]);
  expect(await categoryOf('KAUFLAND ROMANIA')).toEqual([{ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' }]);
  expect(await categoryOf('ANGAJATOR')).toEqual(expect.arrayContaining([{ category: 'NECATEGORIZAT', subcategory: 'Necategorizat' }]));
  dialog = await importFile(
    page,
    'ing-2.csv',
    ingCsv([salary, { date: isoDaysAgo(2), details: 'Cumparare POS', payee: 'KAUFLAND', debit: '45,50' }, { date: isoDaysAgo(1), details: 'Cumparare POS', payee: 'FARMACIA TEI', debit: '1.045,20' }]),
  );
  await expect(dialog.locator('[data-testid="import-row"][data-fate="duplicate"]')).toHaveCount(1);
  await expect(dialog.locator('[data-testid="import-row"][data-fate="probable-duplicate"]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Importă 1 tranzacție' }).click();
  await expect(toast(page).filter({ hasText: '1 tranzacție importată, 0 potrivite cu planul, 2 duplicate sărite' })).toBeVisible();
  await expect.poll(async () => (await stored()).length).toBe(7);

  // Undo the second ING import from the toast: exactly its row goes.
  await toast(page).filter({ hasText: '1 tranzacție importată, 0 potrivite' }).getByRole('button', { name: 'Anulează' }).click();
  await expect.poll(async () => (await stored()).length).toBe(6);

  // Undo the BT import from the list of past imports: the bill is planned again, on its own day.
  await page.getByRole('button', { name: 'Importă extras' }).click();
  dialog = page.getByRole('dialog', { name: 'Importă extras de cont' });
  await dialog.getByRole('button', { name: 'Anulează importul extras-bt.csv' }).click();
  await expect.poll(async () => (await stored()).filter((r) => !String(r[0]).includes('ANGAJATOR') && !String(r[0]).includes('MEGA IMAGE') && r[0] !== 'Kaufland')).toEqual([['Factură curent', 250, null, isoDaysAgo(6)]]);
  await expect.poll(async () => (await stored()).length).toBe(4);
});

test('a garbage file is refused with the formats expected; a generic CSV is read through its column mapping, saved for next time', async ({ page }) => {
  const { session } = await open(page, 52);
  const db = asUser(session);

  let dialog = await importFile(page, 'poza.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]));
  await expect(dialog.getByRole('alert')).toContainText('Se acceptă CSV (Banca Transilvania, ING, Revolut');
  await expect(dialog.getByRole('alert')).toContainText('MT940, CAMT.053 (XML) și OFX');
  await dialog.getByLabel('Alege fișierul').setInputFiles({ name: 'gol.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(dialog.getByRole('alert')).toHaveText('Fișierul este gol.');
  await dialog.getByLabel('Alege fișierul').setInputFiles({ name: 'mare.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41) });
  await expect(dialog.getByRole('alert')).toContainText('Fișierul are peste 5 MB');
  await dialog.getByRole('button', { name: 'Renunță' }).click();

  const generic = ['Nr;Data operatiunii;Suma;Explicatii;Partener', `1;${isoDaysAgo(3).split('-').reverse().join('.')};-1.234,56;Rata leasing;LEASING IFN`, `2;${isoDaysAgo(2).split('-').reverse().join('.')};300,00;Rambursare;ION`].join('\n');
  dialog = await importFile(page, 'alta-banca.csv', generic);
  await expect(dialog.getByText('Nu recunoaștem banca acestui CSV')).toBeVisible();
  await expect(dialog.getByLabel('Data', { exact: true })).toHaveValue('1');
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel('Suma (cu semn)').selectOption({ label: '3. Suma' });
  await dialog.getByLabel('Descrierea').selectOption({ label: '4. Explicatii' });
  await dialog.getByLabel('Separatorul zecimal').selectOption({ label: 'Virgulă: 1.234,56' });
  await dialog.getByLabel('Salvează maparea ca (opțional)').fill('Banca mea');
  await dialog.getByRole('button', { name: 'Continuă' }).click();
  await expect(dialog.getByTestId('import-row')).toHaveCount(2);
  // The server unreachable while applying: the preview stays, with the reason; nothing is saved.
  await page.route('**/rest/v1/rpc/apply_import', (route) => route.abort('connectionfailed'));
  await dialog.getByRole('button', { name: 'Importă 2 tranzacții' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nu s-a salvat nimic');
  await page.unroute('**/rest/v1/rpc/apply_import');
  expect((await db.from('transactions').select('id').throwOnError()).data).toEqual([]);
  await dialog.getByRole('button', { name: 'Importă 2 tranzacții' }).click();
  await expect(toast(page).filter({ hasText: '2 tranzacții importate' })).toBeVisible();
  const { data } = await db.from('transactions').select('type, amount, description').order('date').throwOnError();
  expect(data.map((r) => [r.type, Number(r.amount), r.description])).toEqual([
    ['EXPENSE', 1234.56, expect.stringContaining('Rata leasing')],
    ['INCOME', 300, expect.stringContaining('Rambursare')],
  ]);

  // Next time the same shape is recognised by its saved mapping; this time the file is dropped on the page.
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'alta-banca-2.csv', { type: 'text/csv' }));
    return transfer;
  }, generic);
  await page.locator('.tx-page').dispatchEvent('dragenter', { dataTransfer: dropped });
  await page.locator('.tx-page').dispatchEvent('drop', { dataTransfer: dropped });
  dialog = page.getByRole('dialog', { name: 'Importă extras de cont' });
  await expect(dialog.getByText('Am folosit maparea salvată „Banca mea”')).toBeVisible();
  await expect(dialog.getByLabel('Descrierea')).toHaveValue('3');
  // A saved mapping can be forgotten: the guess comes back.
  await dialog.getByRole('button', { name: 'Șterge maparea salvată „Banca mea”' }).click();
  await expect(dialog.getByText('Nu recunoaștem banca acestui CSV')).toBeVisible();
  await expect.poll(async () => (await db.from('import_mappings').select('name').throwOnError()).data).toEqual([]);
});

const DIR = process.env.SCREENSHOTS_DIR;
for (const width of [390, 1440]) {
  test(`import screenshots at ${width} px`, async ({ page }) => {
    test.skip(!DIR, 'set SCREENSHOTS_DIR to take the screenshots');
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { session, bank } = await open(page, 53);
    await asUser(session).from('transactions').insert({ type: 'EXPENSE', amount: 120, category: 'NUTRITIE', date: isoDaysAgo(3), description: 'Cumpărături plan', account_id: bank }).throwOnError();
    const dialog = await importFile(
      page,
      'extras-bt.csv',
      btCsv([
        { date: isoDaysAgo(5), description: 'Plata la POS;MEGA IMAGE;card 1234', reference: 'S1', debit: '45.30' },
        { date: isoDaysAgo(3), description: 'Plata la POS;LIDL;card 1234', reference: 'S2', debit: '118.40' },
        { date: isoDaysAgo(2), description: 'Incasare;ANGAJATOR SRL;salariu noiembrie', reference: 'S3', credit: '6120.00' },
        { date: isoDaysAgo(1), description: 'Transfer;ION POPESCU;chirie', reference: 'S4', debit: '1500.00' },
      ]),
    );
    await expect(dialog.getByTestId('import-row')).toHaveCount(4);
    await page.screenshot({ path: path.join(DIR!, `import-preview-${width}.png`), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Importă 4 tranzacții' }).click();
    await expect(toast(page)).toContainText('3 tranzacții importate');
    await page.screenshot({ path: path.join(DIR!, `import-toast-${width}.png`), animations: 'disabled' });
    await page.getByRole('button', { name: 'Importă extras' }).click();
    await expect(dialog.locator('.tx-import__history-name').first()).toHaveText('extras-bt.csv');
    await page.screenshot({ path: path.join(DIR!, `import-choose-${width}.png`), animations: 'disabled' });
    await dialog.getByLabel('Alege fișierul').setInputFiles({ name: 'alta.csv', mimeType: 'text/csv', buffer: Buffer.from('Data;Suma;Explicatii\n03.11.2026;-12,50;Cafea\n') });
    await expect(dialog.getByText('Nu recunoaștem banca acestui CSV')).toBeVisible();
    await page.screenshot({ path: path.join(DIR!, `import-mapping-${width}.png`), animations: 'disabled' });
  });
}
