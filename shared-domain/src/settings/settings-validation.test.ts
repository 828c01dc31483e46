import { describe, expect, it } from 'vitest';
import { settingsFieldMessage, validateBalanceStartDate, validateSettingsPatch } from './settings-validation';

const failure = (patch: Record<string, unknown>) => {
  const result = validateSettingsPatch(patch);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

describe('settings validation', () => {
  it('accepts a valid partial update', () => {
    const patch = { defaultCurrency: 'EUR', themeMode: 'dark', autoSaveInterval: 5000, compactMode: true };
    expect(validateSettingsPatch(patch)).toEqual({ ok: true, value: patch });
  });
  it('rejects an invalid currency with both texts', () => {
    expect(failure({ defaultCurrency: 'BTC' })).toEqual({
      code: 'INVALID_CURRENCY',
      field: 'defaultCurrency',
      message: 'Invalid app settings: INVALID_CURRENCY',
      detail: 'Invalid currency: BTC',
    });
  });
  it('rejects an invalid theme and date format', () => {
    expect(failure({ themeMode: 'blue' }).detail).toBe('Invalid theme: blue');
    expect(failure({ dateFormat: 'DD.MM.YYYY' }).detail).toBe('Invalid date format: DD.MM.YYYY');
  });
  it('takes one of the six toast positions and a boolean final-amount question', () => {
    expect(validateSettingsPatch({ toastPosition: 'bottom-left', confirmFinalAmount: false }).ok).toBe(true);
    expect(failure({ toastPosition: 'middle' })).toMatchObject({ code: 'INVALID_TOAST_POSITION', detail: 'Invalid toast position: middle' });
    expect(failure({ confirmFinalAmount: 'yes' }).code).toBe('INVALID_FIELD_TYPE');
  });
  it('says in Romanian at the field what is wrong', () => {
    expect(settingsFieldMessage(failure({ autoSaveInterval: 1 }))).toBe(
      'Intervalul de salvare automată trebuie să fie un număr între 5 și 300 de secunde.',
    );
    expect(settingsFieldMessage(failure({ balanceStartDate: '1/2/2025' }))).toBe('Data de început trebuie să fie în formatul AAAA-LL-ZZ.');
    expect(settingsFieldMessage(failure({ balanceStartDate: '2025-02-30' }))).toBe('Data de început nu există în calendar.');
    expect(settingsFieldMessage(failure({ themeMode: 'neon' }))).toBe('Alege una dintre variantele din listă.');
  });
  it('bounds the auto-save interval to 5000–300000 ms', () => {
    expect(validateSettingsPatch({ autoSaveInterval: 300_000 }).ok).toBe(true);
    expect(failure({ autoSaveInterval: 4999 }).code).toBe('INVALID_AUTO_SAVE_INTERVAL');
    expect(failure({ autoSaveInterval: 300_001 }).message).toBe('Invalid app settings: INVALID_AUTO_SAVE_INTERVAL');
  });
  it('checks the balance start date shape, then its value', () => {
    expect(failure({ balanceStartDate: '01/02/2025' }).detail).toBe('Invalid date format. Expected YYYY-MM-DD');
    expect(failure({ balanceStartDate: '2025-02-30' }).detail).toBe('Invalid date value');
    expect(validateBalanceStartDate(20250101)).toEqual({ ok: false, error: 'Invalid date format. Expected YYYY-MM-DD' });
    expect(validateBalanceStartDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
  });
  it('rejects non-boolean flags and unknown fields', () => {
    expect(failure({ compactMode: 'yes' }).code).toBe('INVALID_FIELD_TYPE');
    expect(failure({ colour: 'red' }).code).toBe('UNKNOWN_FIELD');
  });
});
