import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@buget/shared-domain/stores';
import { ToastHost } from '@buget/shared-ui/toasts';
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
    useToastStore.getState().clear();
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
    // A failed load says so in Romanian; the loader's raw text waits under the details.
    expect(screen.getByText('Pagina nu a putut fi încărcată.')).toBeTruthy();
    const raw = screen.getByText('Loading chunk 42 failed.');
    expect(raw.closest('details')?.open).toBe(false);
    expect(raw.closest('details')?.querySelector('summary')?.textContent).toBe('Detalii tehnice');
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
    // Other errors show their own message, as it is.
    expect(screen.getByText('Datele nu au sosit').closest('details')).toBeNull();
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

/** The toasts as the user reads them: variant, message and the action's label. */
const toastsNow = () =>
  useToastStore.getState().toasts.map((t) => ({ variant: t.variant, message: t.message, action: t.action?.label ?? null }));

describe('RecoveringErrorBoundary recovery toast', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useToastStore.getState().clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    useToastStore.getState().clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers "Încearcă din nou", says "Recuperarea a eșuat" when the retry fails, then the success', async () => {
    const { state, Flaky } = makeFlaky(new Error('Datele nu au sosit'));
    render(
      <>
        <RecoveringErrorBoundary>
          <Flaky />
        </RecoveringErrorBoundary>
        <ToastHost />
      </>,
    );
    expect(toastsNow()).toEqual([{ variant: 'error', message: 'Datele nu au sosit', action: 'Încearcă din nou' }]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    // The toast's button is the screen's retry: it uses one of the two.
    await user.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    // The retry renders the page again after a microtask: the failure's toast follows it (under
    // load, after the click's own act has ended).
    await waitFor(() => expect(toastsNow()).toEqual([{ variant: 'error', message: 'Recuperarea a eșuat', action: 'Încearcă din nou' }]));
    expect(screen.getByRole('button', { name: 'Încearcă din nou (1 încercare rămasă)' })).toBeTruthy();

    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('pagina a revenit')).toBeTruthy();
    expect(toastsNow()).toEqual([{ variant: 'success', message: 'Operațiunea a fost recuperată cu succes', action: null }]);
    expect(screen.getByText('Operațiunea a fost recuperată cu succes')).toBeTruthy();
  });

  it('drops the action when no retry is left: only the reload remains', async () => {
    const { Flaky } = makeFlaky(new Error('tot nu merge'));
    render(
      <RecoveringErrorBoundary>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        useToastStore.getState().toasts[0]?.action?.handler();
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(toastsNow()).toEqual([{ variant: 'error', message: 'Recuperarea a eșuat', action: null }]);
    expect(screen.getByRole('button', { name: 'Reîncarcă pagina' })).toBeTruthy();
  });

  it('a chunk-load error: failed automatic attempts stay quiet, the one that works says so', async () => {
    const { state, Flaky } = makeFlaky(chunkError());
    render(
      <RecoveringErrorBoundary>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    expect(toastsNow()).toEqual([{ variant: 'error', message: 'Loading chunk 42 failed.', action: 'Încearcă din nou' }]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    // Still broken: the screen says 'Recuperare în curs...', no new toast.
    expect(toastsNow()).toEqual([{ variant: 'error', message: 'Loading chunk 42 failed.', action: 'Încearcă din nou' }]);
    state.broken = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('pagina a revenit')).toBeTruthy();
    expect(toastsNow()).toEqual([{ variant: 'success', message: 'Operațiunea a fost recuperată cu succes', action: null }]);
  });

  it('the toast action runs the scheduled automatic attempt at once', async () => {
    const { state, Flaky } = makeFlaky(chunkError());
    const onRecover = vi.fn();
    render(
      <RecoveringErrorBoundary onRecover={onRecover}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    state.broken = false;
    await act(async () => {
      useToastStore.getState().toasts[0]?.action?.handler();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onRecover).toHaveBeenCalledTimes(1);
    expect(screen.getByText('pagina a revenit')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(onRecover).toHaveBeenCalledTimes(1);
  });

  it('says "Recuperarea a eșuat" with the action once the automatic attempts are used up', async () => {
    const { Flaky } = makeFlaky(chunkError());
    render(
      <RecoveringErrorBoundary>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
    }
    expect(toastsNow()).toEqual([{ variant: 'error', message: 'Recuperarea a eșuat', action: 'Încearcă din nou' }]);
  });

  it('waits for a suspended page before it calls the retry a success', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const state = { broken: true, suspend: false };
    function Page() {
      if (state.broken) throw new Error('pagina a căzut');
      if (state.suspend) throw gate;
      return <p>pagina a revenit</p>;
    }
    render(
      <RecoveringErrorBoundary loading={<p>se încarcă</p>}>
        <Page />
      </RecoveringErrorBoundary>,
    );
    state.broken = false;
    state.suspend = true;
    await act(async () => {
      useToastStore.getState().toasts[0]?.action?.handler();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('se încarcă')).toBeTruthy();
    expect(toastsNow()[0]?.variant).toBe('error');
    state.suspend = false;
    await act(async () => {
      release?.();
      await gate;
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('pagina a revenit')).toBeTruthy();
    expect(toastsNow()).toEqual([{ variant: 'success', message: 'Operațiunea a fost recuperată cu succes', action: null }]);
  });

  it('takes its toast away when the route changes or the page goes', () => {
    const { Flaky } = makeFlaky(new Error('eroare'));
    const { rerender, unmount } = render(
      <RecoveringErrorBoundary resetKeys={['/a']}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    expect(toastsNow()).toHaveLength(1);
    rerender(
      <RecoveringErrorBoundary resetKeys={['/b']}>
        <Flaky />
      </RecoveringErrorBoundary>,
    );
    // '/b' throws too: a fresh error, a fresh toast; leaving the page takes it away.
    expect(toastsNow()).toHaveLength(1);
    unmount();
    expect(toastsNow()).toHaveLength(0);
  });
});
