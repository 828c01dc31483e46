import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';

describe('mf-transactions App', () => {
  it('shows its honest empty state until its feature lands', () => {
    render(<App basePath="/transactions" navigate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Tabelul tranzacțiilor este în pregătire' })).toBeTruthy();
  });
});
