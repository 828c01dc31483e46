// @vitest-environment node
import type { TransactionRow } from '@buget/shared-domain/transactions';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvWriter, EXPORT_HEADERS, jsonWriter, toExportRecord, xlsxWriter, type ExportWriter } from './writers';

const row = (i: number, extra: Partial<TransactionRow> = {}): TransactionRow => ({
  id: `id-${i}`, user_id: 'u', account_id: null, type: 'EXPENSE', amount: 12.5 + i, actual_amount: null, planned_amount: null,
  execution_status: null, date: '2026-03-01', category: 'NUTRITIE', subcategory: 'Supermarket', description: `piață, "mare" <${i}>`,
  currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: -100 - i, ...extra,
});

async function write(writer: ExportWriter, pages: TransactionRow[][], title?: string): Promise<Blob> {
  const parts = [...writer.start(title)];
  for (const p of pages) parts.push(...writer.page(p));
  parts.push(...writer.finish());
  return new Blob(parts);
}

describe('export writers', () => {
  it('maps a row to Romanian labels and numbers', () => {
    expect(toExportRecord(row(1, { execution_status: 'COMPLETED', recurring: true, frequency: 'MONTHLY' }))).toMatchObject({
      type: 'Cheltuială', category: 'Nutriție', status: 'Efectuată', frequency: 'Lunar', recurring: true, amount: 13.5, runningBalance: -101,
    });
  });

  it('CSV: BOM, title, header, quoted cells, page after page', async () => {
    const text = await (await write(csvWriter(), [[row(1)], [row(2)]], 'Raport martie')).text();
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Raport martie');
    expect(lines[1]).toBe(EXPORT_HEADERS.join(','));
    expect(lines[2]).toBe('id-1,Cheltuială,13.5,RON,Nutriție,Supermarket,2026-03-01,Nu,Fără,"piață, ""mare"" <1>",Planificată,-101');
    expect(lines).toHaveLength(4);
  });

  it('JSON: valid across pages', async () => {
    const parsed = JSON.parse(await (await write(jsonWriter(new Date('2026-03-02T10:00:00Z')), [[row(1), row(2)], [row(3)]])).text());
    expect(parsed.exportedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(parsed.transactions.map((t: { id: string }) => t.id)).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('Excel: a workbook ExcelJS reads back, title row, header, typed cells', async () => {
    const blob = await write(xlsxWriter(), [[row(1)], [row(2)]], 'Raport');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Tranzacții');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Raport');
    expect(sheet?.getRow(2).getCell(3).value).toBe('Sumă');
    expect(sheet?.getRow(3).getCell(3).value).toBe(13.5);
    expect(sheet?.getRow(4).getCell(10).value).toBe('piață, "mare" <2>');
    expect(sheet?.rowCount).toBe(4);
  });
});
