import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_USER_MESSAGES } from '@buget/shared-domain/rules';
import { createDefaultAppSettings, useAppSettingsStore } from '@buget/shared-domain/settings';
import { SettingsSection } from './SettingsSection';

const mutate = vi.hoisted(() => vi.fn());

// The original is typed loosely on purpose: a type-level `import * as` of the package marks every
// export of it as used for knip, which would hide dead code in shared-domain.
vi.mock('@buget/shared-domain/settings', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useSaveSettings: () => ({ mutate }) };
});

describe('SettingsSection', () => {
  beforeEach(() => {
    mutate.mockClear();
    useAppSettingsStore.setState({ settings: createDefaultAppSettings('2026-11-23'), owner: null });
  });

  it('saves a choice and a switch as soon as they change', async () => {
    render(<SettingsSection />);
    await userEvent.click(screen.getByRole('radio', { name: 'Întunecată' }));
    await userEvent.selectOptions(screen.getByLabelText('Formatul datei'), 'YYYY-MM-DD');
    await userEvent.selectOptions(screen.getByLabelText('Poziția notificărilor'), 'bottom-left');
    await userEvent.click(screen.getByRole('switch', { name: 'Mod compact' }));
    expect(mutate.mock.calls.map(([patch]) => patch)).toEqual([
      { themeMode: 'dark' },
      { dateFormat: 'YYYY-MM-DD' },
      { toastPosition: 'bottom-left' },
      { compactMode: true },
    ]);
  });

  it('shows the Romanian message at a typed field and saves nothing while it is invalid', async () => {
    render(<SettingsSection />);
    const interval = screen.getByRole('form', { name: 'Salvare automată la fiecare (secunde)' });
    const input = within(interval).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(within(interval).getByRole('button', { name: 'Salvează' }));
    expect(within(interval).getByRole('alert').textContent).toBe(SETTINGS_USER_MESSAGES.autoSaveInterval(5, 300));
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const start = screen.getByRole('form', { name: 'Data de început a soldului' });
    const date = within(start).getByRole('textbox');
    await userEvent.clear(date);
    await userEvent.type(date, '30/02/2026{Enter}');
    expect(within(start).getByRole('alert').textContent).toBe('Data nu există sau nu este scrisă ca zz/ll/aaaa.');
    await userEvent.clear(date);
    await userEvent.click(within(start).getByRole('button', { name: 'Salvează' }));
    expect(within(start).getByRole('alert').textContent).toBe('Alege data de început a soldului.');
    expect(mutate).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '60{Enter}');
    await userEvent.type(date, '15/11/2026{Enter}');
    expect(mutate.mock.calls.map(([patch]) => patch)).toEqual([{ autoSaveInterval: 60_000 }, { balanceStartDate: '2026-11-15' }]);
    expect(within(interval).queryByRole('alert')).toBeNull();
    expect(within(start).queryByRole('alert')).toBeNull();
  });

  // Issue 28 point 12: the start date was a text field that took only 'AAAA-LL-ZZ'.
  it.each([
    ['DD/MM/YYYY', '01/11/2026', '15/10/2026', 'zz/ll/aaaa'],
    ['MM/DD/YYYY', '11/01/2026', '10/15/2026', 'll/zz/aaaa'],
    ['YYYY-MM-DD', '2026-11-01', '2026-10-15', 'aaaa\u2011ll\u2011zz'],
  ] as const)('shows, takes and saves the balance start date in the %s format the person chose', async (dateFormat, shown, typed, hint) => {
    useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, dateFormat } }));
    render(<SettingsSection />);
    const start = screen.getByRole('form', { name: 'Data de început a soldului' });
    const date = within(start).getByRole('textbox', { name: 'Data de început a soldului' });
    expect(date).toHaveProperty('value', shown);
    expect(date.getAttribute('placeholder')).toBe(hint.replaceAll('\u2011', '-'));
    expect(within(start).getByText(new RegExp(`\\(${hint}\\)`)).id).toBe(date.getAttribute('aria-describedby'));
    expect(within(start).getByRole('button', { name: 'Alege data din calendar' })).toBeTruthy();
    await userEvent.clear(date);
    await userEvent.type(date, `${typed}{Enter}`);
    expect(mutate.mock.calls.map(([patch]) => patch)).toEqual([{ balanceStartDate: '2026-10-15' }]);
  });
});
