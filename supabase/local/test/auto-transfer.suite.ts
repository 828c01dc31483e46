/**
 * Issue 26 point 5, the monthly automatic transfer: set_auto_transfer writes a recurring series of
 * planned TRANSFERs (rule and rows in one call), edits it as a series, stop_auto_transfer ends it
 * keeping done rows; the daily page lists its rows; a confirmed row moves both accounts. The
 * expected days are computed here, independently of the SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { registerApproved } from './support/users';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const TODAY = iso(new Date());

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The `day` of each month from today on, up to today + look-ahead (at least the first). */
function expectedDays(dayOfMonth: number, lookahead: number): string[] {
  let year = Number(TODAY.slice(0, 4));
  let month = Number(TODAY.slice(5, 7));
  if (Number(TODAY.slice(8)) > dayOfMonth) month += 1;
  const through = addDays(TODAY, lookahead);
  const days: string[] = [];
  for (;;) {
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const day = `${year}-${pad(month)}-${pad(dayOfMonth)}`;
    if (days.length > 0 && day > through) return days;
    days.push(day);
    month += 1;
  }
}

type Row = { id: string; date: string; amount: number; account_id: string | null; to_account_id: string | null; execution_status: string | null; type: string; recurring: boolean; recurring_rule_id: string | null };

export function autoTransferSuite(backend: Backend): void {
  describe(`the monthly automatic transfer on ${backend} (issue 26 point 5)`, () => {
    let harness: Harness;
    let owner: Client;
    let other: Client;
    const ids = { bank: '', cash: '', savings: '', foreign: '' };
    // Today's day of the month when it has one every month, so the first row can be confirmed today.
    const DAY = Math.min(Number(TODAY.slice(8)), 28);
    const LOOKAHEAD = 100;
    let ruleId = '';

    afterAll(async () => {
      await harness?.stop();
    });

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client: owner } = await registerApproved(harness, 'transfer-owner@test.buget.ro'));
      ({ client: other } = await registerApproved(harness, 'transfer-other@test.buget.ro'));
      const accounts = [
        ['bank', 'Bancă', 'CHECKING', 5000],
        ['cash', 'Cash', 'CASH', 800],
        ['savings', 'Economii', 'SAVINGS', 0],
      ] as const;
      for (const [key, name, type, initial] of accounts) {
        const { data } = await owner
          .from('user_accounts')
          .insert({ name, account_type: type, initial_balance: initial, display_order: accounts.findIndex((a) => a[0] === key) + 1, balance_start_date: addDays(TODAY, -30) })
          .select('id')
          .single()
          .throwOnError();
        ids[key] = data.id;
      }
      const { data } = await other.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 100, display_order: 1 }).select('id').single().throwOnError();
      ids.foreign = data.id;
    });

    const set = (client: Client, args: { to?: string; from?: string; amount?: number; day?: number; lookahead?: number }) =>
      client.rpc('set_auto_transfer', {
        to_account_id: args.to ?? ids.savings,
        from_account_id: args.from ?? ids.bank,
        amount: args.amount ?? 250.5,
        day: args.day ?? DAY,
        today: TODAY,
        lookahead_days: args.lookahead ?? LOOKAHEAD,
      }).single();

    const rowsOf = async (rule: string): Promise<Row[]> =>
      (await owner.from('transactions').select('id, date, amount, account_id, to_account_id, execution_status, type, recurring, recurring_rule_id').eq('recurring_rule_id', rule).order('date').throwOnError()).data as Row[];

    const counts = async () => ({
      transactions: (await owner.from('transactions').select('*', { count: 'exact', head: true })).count,
      rules: (await owner.from('recurring_rules').select('*', { count: 'exact', head: true })).count,
    });

    const balances = async (day = TODAY): Promise<Record<string, number>> => {
      const { data } = await owner.rpc('get_account_balances', { as_of: day }).throwOnError();
      return Object.fromEntries(data.map((r) => [r.account_id, Math.round(Number(r.balance) * 100)]));
    };

    it('refuses bad input with a 4xx and a hint, saving nothing', async () => {
      const before = await counts();
      const cases: [Parameters<typeof set>[1], number, string][] = [
        [{ from: ids.savings }, 400, 'TRANSFER_SAME_ACCOUNT'],
        [{ from: ids.foreign }, 409, 'AUTO_TRANSFER_ACCOUNT'],
        [{ to: ids.foreign }, 409, 'AUTO_TRANSFER_ACCOUNT'],
        [{ amount: 0 }, 400, 'AUTO_TRANSFER_AMOUNT'],
        [{ amount: -5 }, 400, 'AUTO_TRANSFER_AMOUNT'],
        [{ amount: 1_000_000.001 }, 400, 'AUTO_TRANSFER_AMOUNT'],
        [{ amount: 1.2345 }, 400, 'AUTO_TRANSFER_AMOUNT'],
        [{ day: 0 }, 400, 'AUTO_TRANSFER_DAY'],
        [{ day: 29 }, 400, 'AUTO_TRANSFER_DAY'],
      ];
      for (const [args, status, hint] of cases) {
        const answer = await set(owner, args);
        expect(answer.status, JSON.stringify(args)).toBe(status);
        expect(answer.error?.hint, JSON.stringify(args)).toBe(hint);
      }
      // A look-ahead the rule refuses fails after the checks: the call is all or nothing.
      expect((await set(owner, { lookahead: 4000 })).status).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('creates the rule and its planned transfers on the day of each month up to the look-ahead, in one call', async () => {
      const { data, error } = await set(owner, {});
      expect(error).toBeNull();
      const want = expectedDays(DAY, LOOKAHEAD);
      expect(data).toMatchObject({ generated: want.length, last_generated_date: want.at(-1) });
      ruleId = data!.rule_id;
      const rows = await rowsOf(ruleId);
      expect(rows.map((r) => r.date)).toEqual(want);
      for (const row of rows) {
        expect(row).toMatchObject({ type: 'TRANSFER', amount: 250.5, account_id: ids.bank, to_account_id: ids.savings, execution_status: null, recurring: true });
      }
      const { data: rule } = await owner.from('recurring_rules').select('transaction_id, frequency, transfer_day, is_active, amount').eq('id', ruleId).single().throwOnError();
      expect(rule).toEqual({ transaction_id: rows[0]?.id, frequency: 'MONTHLY', transfer_day: DAY, is_active: true, amount: 250.5 });
      const listed = (await owner.rpc('get_auto_transfers').throwOnError()).data;
      expect(listed).toEqual([{ rule_id: ruleId, to_account_id: ids.savings, from_account_id: ids.bank, amount: 250.5, day: DAY, next_date: want[0] }]);
      expect((await other.rpc('get_auto_transfers').throwOnError()).data).toEqual([]);
    });

    it('keeps every other guarantee: a transfer joins no ordinary series, and no series makes transfers', async () => {
      const ordinary = await owner.rpc('create_recurring_series', { type: 'EXPENSE', amount: 10, category: 'NUTRITIE', date: TODAY, frequency: 'MONTHLY', lookahead_days: 0, today: TODAY }).single().throwOnError();
      const joined = await owner.from('transactions').insert({ type: 'TRANSFER', amount: 5, category: 'TRANSFER', date: TODAY, account_id: ids.bank, to_account_id: ids.cash, recurring: true, frequency: 'MONTHLY', recurring_rule_id: ordinary.data.rule_id });
      expect(joined.error?.hint).toBe('TRANSFER_NOT_RECURRING');
      const series = await owner.rpc('create_recurring_series', { type: 'TRANSFER', amount: 10, category: 'TRANSFER', date: TODAY, frequency: 'MONTHLY', lookahead_days: 40, today: TODAY, account_id: ids.bank }).single();
      expect(series.status).toBe(400);
      const weekly = await owner.from('transactions').insert({ type: 'TRANSFER', amount: 5, category: 'TRANSFER', date: TODAY, account_id: ids.bank, to_account_id: ids.cash, recurring: true, frequency: 'WEEKLY' });
      expect(weekly.error?.code).toBe('23514');
      // Another user cannot point a row of theirs at this series.
      const stolen = await other.from('transactions').insert({ type: 'TRANSFER', amount: 5, category: 'TRANSFER', date: TODAY, account_id: ids.foreign, to_account_id: ids.foreign, recurring: true, frequency: 'MONTHLY', recurring_rule_id: ruleId });
      expect(stolen.error).not.toBeNull();
      await owner.rpc('delete_transaction', { transaction_id: ordinary.data.transaction_id }).throwOnError();
    });

    it('shows its rows on the daily page, and a confirmed one moves both accounts', async () => {
      const [first] = await rowsOf(ruleId);
      const situation = (await owner.rpc('get_daily_situation', { day: first!.date, today: TODAY }).throwOnError()).data as unknown as { items: unknown[][] };
      const item = situation.items.find((i) => i[0] === first!.id);
      expect(item?.slice(2, 11)).toEqual(['TRANSFER', 'TRANSFER', null, 'Transfer automat lunar', 250.5, null, null, false, true]);

      // The one balance rule counts a planned row on its day (private.counted_amount): confirmed
      // with the bank's figure, the row moves both accounts by that figure instead.
      const planned = await balances(first!.date);
      expect(planned[ids.bank]).toBe(500000 - 25050);
      expect(planned[ids.savings]).toBe(25050);
      await owner.from('transactions').update({ date: TODAY, execution_status: 'MODIFIED', actual_amount: 200 }).eq('id', first!.id).throwOnError();
      const modified = await balances();
      expect(modified[ids.bank]).toBe(500000 - 20000);
      expect(modified[ids.savings]).toBe(20000);
      await owner.from('transactions').update({ execution_status: 'COMPLETED', actual_amount: null }).eq('id', first!.id).throwOnError();
      const done = await balances();
      expect(done[ids.bank]).toBe(500000 - 25050);
      expect(done[ids.savings]).toBe(25050);
      expect(done[ids.cash]).toBe(80000);
    });

    it('edits the series: new amount, day and source for its planned rows, the done one kept', async () => {
      const newDay = DAY === 1 ? 2 : DAY - 1;
      const { data, error } = await set(owner, { amount: 300, from: ids.cash, day: newDay });
      expect(error).toBeNull();
      expect(data!.rule_id).toBe(ruleId);
      const rows = await rowsOf(ruleId);
      const done = rows.filter((r) => r.execution_status !== null);
      expect(done).toEqual([expect.objectContaining({ date: TODAY, amount: 250.5, account_id: ids.bank, execution_status: 'COMPLETED' })]);
      // Its month already has its transfer; the new terms start with the next month.
      const want = expectedDays(newDay, LOOKAHEAD).filter((d) => d.slice(0, 7) !== TODAY.slice(0, 7));
      const planned = rows.filter((r) => r.execution_status === null);
      expect(planned.map((r) => r.date)).toEqual(want);
      for (const row of planned) expect(row).toMatchObject({ amount: 300, account_id: ids.cash, to_account_id: ids.savings });
      const listed = (await owner.rpc('get_auto_transfers').throwOnError()).data;
      expect(listed).toEqual([{ rule_id: ruleId, to_account_id: ids.savings, from_account_id: ids.cash, amount: 300, day: newDay, next_date: want[0] }]);
    });

    it('stops it: planned rows go, the done one stays; another user cannot stop it', async () => {
      const foreign = await other.rpc('stop_auto_transfer', { rule_id: ruleId, today: TODAY });
      expect(foreign.status).toBe(404);
      const planned = (await rowsOf(ruleId)).filter((r) => r.execution_status === null).length;
      const { data: removed } = await owner.rpc('stop_auto_transfer', { rule_id: ruleId, today: TODAY }).throwOnError();
      expect(removed).toBe(planned);
      const rows = await rowsOf(ruleId);
      expect(rows).toEqual([expect.objectContaining({ date: TODAY, execution_status: 'COMPLETED', amount: 250.5 })]);
      const { data: rule } = await owner.from('recurring_rules').select('is_active, transaction_id').eq('id', ruleId).single().throwOnError();
      expect(rule).toEqual({ is_active: false, transaction_id: rows[0]?.id });
      expect((await owner.rpc('get_auto_transfers').throwOnError()).data).toEqual([]);
    });

    it('a series stopped before any row was done goes with its rows', async () => {
      const before = await counts();
      const { data } = await set(owner, { to: ids.cash, from: ids.bank, amount: 12, day: 28, lookahead: 60 }).throwOnError();
      await owner.rpc('stop_auto_transfer', { rule_id: data.rule_id, today: TODAY }).throwOnError();
      expect(await counts()).toEqual(before);
    });

    it('goes on by itself: extend_recurring_series adds the months its moved window reaches, once; another user adds none of them', async () => {
      const { data } = await set(owner, { to: ids.cash, from: ids.bank, amount: 40, day: DAY, lookahead: 0 }).throwOnError();
      expect((await rowsOf(data.rule_id)).map((r) => r.date)).toEqual(expectedDays(DAY, 0));
      // Time passing moves today + look-ahead past the last row: here the look-ahead grows instead.
      await owner.from('recurring_rules').update({ lookahead_days: LOOKAHEAD }).eq('id', data.rule_id).throwOnError();
      expect((await other.rpc('extend_recurring_series', { today: TODAY }).throwOnError()).data).toBe(0);
      expect((await rowsOf(data.rule_id)).length).toBe(1);

      const want = expectedDays(DAY, LOOKAHEAD);
      expect((await owner.rpc('extend_recurring_series', { today: TODAY }).throwOnError()).data).toBe(want.length - 1);
      const rows = await rowsOf(data.rule_id);
      expect(rows.map((r) => r.date)).toEqual(want);
      for (const row of rows) expect(row).toMatchObject({ type: 'TRANSFER', amount: 40, account_id: ids.bank, to_account_id: ids.cash, execution_status: null });
      const { data: rule } = await owner.from('recurring_rules').select('last_generated_date').eq('id', data.rule_id).single().throwOnError();
      expect(rule.last_generated_date).toBe(want.at(-1));
      // Nothing left to add: a second call writes nothing.
      expect((await owner.rpc('extend_recurring_series', { today: TODAY }).throwOnError()).data).toBe(0);
      expect((await owner.rpc('extend_recurring_series', { today: addDays(TODAY, 5) })).status).toBe(400);
      await owner.rpc('stop_auto_transfer', { rule_id: data.rule_id, today: TODAY }).throwOnError();
    });
  });
}
