import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecoveringErrorBoundary } from './RecoveringErrorBoundary';

/** A child that throws `error` until `state.broken` is cleared. */
function makeFlaky(error: Error) {
  const state = { broken: true };
  function Flaky() {
    if (state.broken) throw error;
    return <p>pagina a revenit</p>;
  }
  return { state, Flaky };
}

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('RecoveringErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the fallback and recovers a chunk-load error by itself after 2000 ms', async () => {
    vi.useFakeTimers();
    const { state, Flaky } = makeFlaky(chunkError());
    const onRecover = vi.fn();
    render(
      <RecoveringErrorBoundary onRecover={onRecover}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'A apărut o eroare' })).toBeTruthy();
    expect(screen.getByText('Loading chunk 42 failed.')).toBeTruthy();
    expect(screen.getAllByText('Recuperare în curs...').length).toBeGreaterThan(0);
    state.broken = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.queryByText('pagina a revenit')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('pagina a revenit')).toBeTruthy();
    expect(onRecover).toHaveBeenCalledTimes(1);
  });

  it('gives up automatic recovery after 5 attempts and offers the manual retry', async () => {
    vi.useFakeTimers();
    const { Flaky } = makeFlaky(chunkError());
    const onRecover = vi.fn();
    render(
      <RecoveringErrorBoundary onRecover={onRecover}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
    }
    expect(onRecover).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('button', { name: 'Încearcă din nou (2 încercări rămase)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reîncarcă pagina' })).toBeTruthy();
    expect(screen.queryByText('Recuperare în curs...')).toBeNull();
  });

  it('offers 2 manual retries for other errors, counting down, then only the reload', async () => {
    const { state, Flaky } = makeFlaky(new Error('Datele nu au sosit'));
    render(
      <RecoveringErrorBoundary>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou (2 încercări rămase)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou (1 încercare rămasă)' }));
    expect(screen.queryByRole('button', { name: /Încearcă din nou/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reîncarcă pagina' })).toBeTruthy();
    state.broken = false;
  });

  it('starts afresh when a reset key changes', () => {
    const { state, Flaky } = makeFlaky(new Error('eroare pe ruta veche'));
    const { rerender } = render(
      <RecoveringErrorBoundary resetKeys={['/a']}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    expect(screen.getByText('eroare pe ruta veche')).toBeTruthy();
    state.broken = false;
    rerender(
      <RecoveringErrorBoundary resetKeys={['/b']}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    expect(screen.getByText('pagina a revenit')).toBeTruthy();
  });
});
