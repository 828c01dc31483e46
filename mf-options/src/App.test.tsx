import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';

describe('mf-options App', () => {
  it('shows its honest empty state until its feature lands', () => {
    render(<App basePath="/options" navigate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Opțiunile sunt în pregătire' })).toBeTruthy();
  });
});
