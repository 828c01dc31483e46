import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MappingStep } from './MappingStep';
import { parseStatement } from './parse';

// No saved mapping: the step starts from its guess.
vi.mock('@buget/shared-domain/imports', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const mutation = () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false });
  return { ...actual, useImportMappings: () => ({ data: [] }), useSaveImportMapping: mutation, useDeleteImportMapping: mutation };
});

// Semicolons separate the columns (the guess); the user tries the comma instead.
const CSV = ['Data;Detalii;Suma', '01.11.2026;Cafea, Mega;-12,50', '02.11.2026;Salariu, firma;5200,00', '03.11.2026;Chirie, bloc;-1800,00'].join('\n');

function renderStep() {
  const bytes = new TextEncoder().encode(CSV);
  const outcome = parseStatement(bytes);
  if (outcome.kind !== 'needs-mapping') throw new Error(`expected a mapping, got ${outcome.kind}`);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MappingStep table={outcome.table} bytes={bytes} account={null} onBack={vi.fn()} onCancel={vi.fn()} onSubmit={vi.fn()} />
    </QueryClientProvider>,
  );
  return outcome.table;
}

describe('MappingStep', () => {
  it('reads the sample and the column names again when the user picks another delimiter', async () => {
    const table = renderStep();
    expect(table.delimiter).toBe(';');
    const dateColumn = screen.getByLabelText('Data') as HTMLSelectElement;
    expect([...dateColumn.options].map((o) => o.text)).toEqual(['1. Data', '2. Detalii', '3. Suma']);
    await userEvent.selectOptions(screen.getByLabelText('Separatorul coloanelor'), ',');
    const sample = within(screen.getByRole('region', { name: 'Primele rânduri din fișier' }));
    expect(sample.getByRole('cell', { name: 'Data;Detalii;Suma' })).toBeTruthy();
    expect(sample.getByRole('cell', { name: '01.11.2026;Cafea' })).toBeTruthy();
    expect([...dateColumn.options].map((o) => o.text)).toEqual(['1. Data;Detalii;Suma']);
  });
});
