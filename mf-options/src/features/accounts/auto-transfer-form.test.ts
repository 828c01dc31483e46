import { describe, expect, it } from 'vitest';
import { AUTO_TRANSFER_MESSAGES, type AutoTransfer } from '@buget/shared-domain/accounts';
import { autoTransferFieldsOf, checkAutoTransferFields, type AutoTransferFields } from './auto-transfer-form';

const TO = 'savings';
const ACCOUNTS = ['bank', 'cash', 'savings'];
const valid: AutoTransferFields = { enabled: true, fromAccountId: 'bank', amount: '1.234,56', day: '15' };
const check = (fields: Partial<AutoTransferFields>) => checkAutoTransferFields({ ...valid, ...fields }, TO, ACCOUNTS);

describe('the monthly automatic transfer in the account form', () => {
  it('reads the amount as Romanians write it and gives the values to save', () => {
    expect(check({})).toEqual({ ok: true, values: { fromAccountId: 'bank', amount: 1234.56, day: 15 } });
    expect(check({ amount: '250,5 lei', day: '28' })).toEqual({ ok: true, values: { fromAccountId: 'bank', amount: 250.5, day: 28 } });
    expect(check({ amount: '1000000' })).toMatchObject({ ok: true, values: { amount: 1_000_000 } });
  });

  it('puts each wrong field\'s Romanian message on it, and saves nothing', () => {
    const cases: [Partial<AutoTransferFields>, string, string][] = [
      [{ fromAccountId: '' }, 'fromAccountId', AUTO_TRANSFER_MESSAGES.fromRequired],
      [{ fromAccountId: TO }, 'fromAccountId', AUTO_TRANSFER_MESSAGES.sameAccount],
      [{ fromAccountId: 'another-users' }, 'fromAccountId', AUTO_TRANSFER_MESSAGES.unknownAccount],
      [{ amount: ' ' }, 'amount', 'Suma este obligatorie'],
      [{ amount: '0' }, 'amount', 'Suma trebuie să fie pozitivă'],
      [{ amount: '-5' }, 'amount', 'Suma trebuie să fie pozitivă'],
      [{ amount: 'abc' }, 'amount', 'Suma trebuie să fie un număr valid'],
      [{ amount: '1.000.000,01' }, 'amount', 'Suma nu poate depăși 1.000.000'],
      [{ amount: '12,3456' }, 'amount', 'Suma poate avea cel mult 3 zecimale'],
      [{ day: '0' }, 'day', AUTO_TRANSFER_MESSAGES.dayRange],
      [{ day: '29' }, 'day', AUTO_TRANSFER_MESSAGES.dayRange],
      [{ day: '1.5' }, 'day', AUTO_TRANSFER_MESSAGES.dayRange],
      [{ day: '' }, 'day', AUTO_TRANSFER_MESSAGES.dayRange],
    ];
    for (const [fields, field, message] of cases) {
      expect(check(fields), JSON.stringify(fields)).toEqual({ ok: false, errors: { [field]: message } });
    }
  });

  it('checks nothing when turned off, and fills the form from an active transfer', () => {
    expect(check({ enabled: false, fromAccountId: TO, amount: 'abc' })).toEqual({ ok: true, values: null });
    const transfer: AutoTransfer = { ruleId: 'r', toAccountId: TO, fromAccountId: 'cash', amount: 1250.5, day: 3, nextDate: '2026-12-03' };
    expect(autoTransferFieldsOf(transfer)).toEqual({ enabled: true, fromAccountId: 'cash', amount: '1250,50', day: '3' });
    expect(autoTransferFieldsOf(undefined)).toMatchObject({ enabled: false });
  });
});
