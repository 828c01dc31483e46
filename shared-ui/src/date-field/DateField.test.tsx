import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DateFormat } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { DateField, type DateFieldProps } from './DateField';

const setFormat = (dateFormat: DateFormat) => useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, dateFormat } }));

/** A form around the field that records every value it hands out. */
function Harness({ initial = '', values, ...props }: Partial<DateFieldProps> & { initial?: string; values: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Dată"
        value={value}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
        {...props}
      />
      <output data-testid="value">{value}</output>
      <button type="button">altceva</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Dată' });

describe('DateField', () => {
  beforeEach(() => setFormat('DD/MM/YYYY'));
  afterEach(() => setFormat('DD/MM/YYYY'));

  it('shows the stored day in the setting, with the format as its hint, and follows a change of the setting', () => {
    render(<Harness initial="2026-11-05" values={[]} />);
    expect(input()).toHaveProperty('value', '05/11/2026');
    expect(input().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('zz/ll/aaaa').id).toBe(input().getAttribute('aria-describedby'));
    act(() => setFormat('YYYY-MM-DD'));
    expect(input()).toHaveProperty('value', '2026-11-05');
    expect(screen.getByText('aaaa-ll-zz')).toBeTruthy();
    act(() => setFormat('MM/DD/YYYY'));
    expect(input()).toHaveProperty('value', '11/05/2026');
  });

  it('hands out the typed day as YYYY-MM-DD in each format', async () => {
    const user = userEvent.setup();
    for (const [format, typed] of [
      ['DD/MM/YYYY', '23/11/2026'],
      ['MM/DD/YYYY', '11/23/2026'],
      ['YYYY-MM-DD', '2026-11-23'],
    ] as const) {
      setFormat(format);
      const values: string[] = [];
      const { unmount } = render(<Harness values={values} />);
      await user.type(input(), typed);
      expect(screen.getByTestId('value').textContent).toBe('2026-11-23');
      expect(values.at(-1)).toBe('2026-11-23');
      unmount();
    }
  });

  it('says under the field when the day does not exist, and hands out nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-02-10" values={[]} />);
    await user.clear(input());
    await user.type(input(), '31/02/2026');
    expect(screen.queryByText(/Data nu există/)).toBeNull();
    await user.tab();
    expect(screen.getByText('Data nu există sau nu este scrisă ca zz/ll/aaaa.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('');
    await user.clear(input());
    await user.type(input(), '28.2.2026');
    await user.tab();
    expect(screen.queryByText(/Data nu există/)).toBeNull();
    expect(input()).toHaveProperty('value', '28/02/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-02-28');
  });

  it('refuses a day outside min and max with its message', async () => {
    const user = userEvent.setup();
    render(<Harness min="2026-11-01" max="2026-11-23" values={[]} />);
    await user.type(input(), '24/11/2026');
    await user.tab();
    expect(screen.getByText('Data nu poate fi după 23/11/2026.')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('');
    await user.clear(input());
    await user.type(input(), '31/10/2026');
    await user.tab();
    expect(screen.getByText('Data nu poate fi înainte de 01/11/2026.')).toBeTruthy();
    await user.clear(input());
    await user.type(input(), '23/11/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-23');
  });

  it("shows the form's error when the text itself is a real day", () => {
    render(<Harness initial="2026-11-24" values={[]} error="Data nu poate fi în viitor" />);
    expect(screen.getByText('Data nu poate fi în viitor')).toBeTruthy();
  });

  it('opens a Romanian calendar from Monday, picks a day by keyboard and closes with Escape', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Harness initial="2026-11-18" max="2026-11-23" values={values} />);
    const button = screen.getByRole('button', { name: 'Alege data din calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const headers = await waitFor(() => {
      const found = dialog.querySelectorAll('th[scope="col"], .rdp-weekday');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(headers[0]!.getAttribute('aria-label')).toMatch(/^luni$/i);
    // The chosen day has the focus; the right arrow moves to the next day, Enter picks it.
    await waitFor(() => expect(document.activeElement?.closest('[data-day]')?.getAttribute('data-day')).toBe('2026-11-18'));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(values.at(-1)).toBe('2026-11-19');
    expect(input()).toHaveProperty('value', '19/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Days after max are disabled.
    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Calendar' });
    await waitFor(() => expect(again.querySelector('[data-day="2026-11-24"] button')).not.toBeNull());
    expect(again.querySelector<HTMLButtonElement>('[data-day="2026-11-24"] button')!.disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
