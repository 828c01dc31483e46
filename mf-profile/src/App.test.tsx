import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';

describe('mf-profile App', () => {
  it('shows its honest empty state until its feature lands', () => {
    render(<App basePath="/profile" navigate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Profilul este în pregătire' })).toBeTruthy();
  });
});
