import { describe, expect, it } from 'vitest';
import { ACCOUNT_VALIDATION_CODES, ACCOUNT_VALIDATION_MESSAGES, AUTH_FORM_MESSAGES, REQUIRED_FIELD_MESSAGE, SETTINGS_MESSAGES, TRANSACTION_FORM_MESSAGES } from './messages';

describe('validation messages', () => {
  it('quote the spec exactly where it gives the text', () => {
    expect(REQUIRED_FIELD_MESSAGE).toBe('Câmp obligatoriu lipsă!');
    expect(AUTH_FORM_MESSAGES.passwordsMismatch).toBe('Parolele nu se potrivesc!');
    expect(SETTINGS_MESSAGES.invalidSettings('X')).toBe('Invalid app settings: X');
    expect(SETTINGS_MESSAGES.invalidCurrency('BTC')).toBe('Invalid currency: BTC');
    expect(SETTINGS_MESSAGES.invalidAutoSaveInterval(1)).toBe('Invalid auto-save interval: 1');
  });
  it('state the limits from the constants', () => {
    expect(TRANSACTION_FORM_MESSAGES.amountMax).toBe('Suma nu poate depăși 1.000.000');
    expect(TRANSACTION_FORM_MESSAGES.amountPrecision).toBe('Suma poate avea cel mult 3 zecimale');
    expect(TRANSACTION_FORM_MESSAGES.dateTooOld).toBe('Data nu poate fi mai veche de 10 ani');
    expect(ACCOUNT_VALIDATION_MESSAGES.NAME_TOO_LONG).toContain('50');
  });
  it('have a message for every account code', () => {
    for (const code of ACCOUNT_VALIDATION_CODES) expect(ACCOUNT_VALIDATION_MESSAGES[code]).toBeTruthy();
  });
});
