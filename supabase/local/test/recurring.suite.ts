/**
 * create_recurring_series and update_series: one call each, atomic, under row-level security.
 * The dates are the server's (private.recurrence_dates), checked here against the spec's rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';

type User = { client: Client; userId: string };

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The caller's calendar day, as the form computes it, moved by `days`. */
const day = (days = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return iso(d);
};

const series = (over: Record<string, unknown> = {}) => ({
  type: 'EXPENSE',
  amount: 1500,
  category: 'LOCUINTA',
  subcategory: 'Chirie',
  description: 'chirie',
  date: '2024-01-31',
  frequency: 'MONTHLY',
  end_type: 'AFTER_OCCURRENCES',
  occurrences: 4,
  lookahead_days: 0,
  today: day(),
  ...over,
});

export function recurringSuite(h: () => Harness): void {
  describe('recurring series RPCs', () => {
    let a: User;
    let b: User;

    beforeAll(async () => {
      a = await h().registerUser('lia@test.buget.ro');
      b = await h().registerUser('mihai@test.buget.ro');
    });

    const create = (user: User, args: Record<string, unknown>) =>
      user.client.rpc('create_recurring_series', args as never).single();

    const datesOf = async (user: User, ruleId: string) =>
      ((await user.client.from('transactions').select('date').eq('recurring_rule_id', ruleId).order('date').throwOnError()).data ?? []).map((r) => r.date);

    const counts = async (user: User) => ({
      transactions: (await user.client.from('transactions').select('*', { count: 'exact', head: true })).count,
      rules: (await user.client.from('recurring_rules').select('*', { count: 'exact', head: true })).count,
    });

    it('creates the template, its rule, the link and the occurrences in one call', async () => {
      const { data, error, status } = await create(a, series());
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toMatchObject({ generated: 4, last_generated_date: '2024-04-30' });
      const { rule_id: ruleId, transaction_id: templateId } = data as { rule_id: string; transaction_id: string };

      const { data: rule } = await a.client.from('recurring_rules').select('*').eq('id', ruleId).single().throwOnError();
      expect(rule).toMatchObject({
        user_id: a.userId, transaction_id: templateId, amount: 1500, frequency: 'MONTHLY', lookahead_days: 0,
        start_date: '2024-01-31', end_type: 'AFTER_OCCURRENCES', occurrences: 4, end_date: null, last_generated_date: '2024-04-30', is_active: true,
      });
      const { data: rows } = await a.client.from('transactions').select('*').eq('recurring_rule_id', ruleId).order('date').throwOnError();
      // Months count from the start: 31 Jan → 29 Feb (leap year) → 31 Mar → 30 Apr.
      expect(rows.map((r) => r.date)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
      expect(rows[0]?.id).toBe(templateId);
      for (const row of rows) {
        expect(row).toMatchObject({ user_id: a.userId, type: 'EXPENSE', amount: 1500, category: 'LOCUINTA', subcategory: 'Chirie', description: 'chirie', recurring: true, frequency: 'MONTHLY' });
      }
      // The other user sees none of it.
      expect((await b.client.from('transactions').select('id').eq('recurring_rule_id', ruleId)).data).toEqual([]);
    });

    it('follows the spec date rules: 29 Feb yearly, "until" inclusive, look-ahead past today', async () => {
      const yearly = await create(a, series({ date: '2020-02-29', frequency: 'YEARLY', end_type: 'UNTIL_DATE', occurrences: null, end_date: '2024-02-29', description: 'anual' }));
      expect(yearly.error).toBeNull();
      expect(await datesOf(a, yearly.data!.rule_id)).toEqual(['2020-02-29', '2021-02-28', '2022-02-28', '2023-02-28', '2024-02-29']);

      const weekly = await create(a, series({ date: '2025-01-01', frequency: 'WEEKLY', end_type: 'UNTIL_DATE', occurrences: null, end_date: '2025-01-15', description: 'săptămânal' }));
      expect(await datesOf(a, weekly.data!.rule_id)).toEqual(['2025-01-01', '2025-01-08', '2025-01-15']);

      // No end: from two days ago through today + 3 (the look-ahead), future rows included.
      const daily = await create(a, series({ date: day(-2), frequency: 'DAILY', end_type: 'NONE', occurrences: null, lookahead_days: 3, description: 'zilnic' }));
      expect(daily.data).toMatchObject({ generated: 6, last_generated_date: day(3) });
      expect(await datesOf(a, daily.data!.rule_id)).toEqual([-2, -1, 0, 1, 2, 3].map(day));

      // 'after N' caps the look-ahead; a start after the horizon still gets its template.
      const capped = await create(a, series({ date: day(-1), frequency: 'DAILY', occurrences: 2, lookahead_days: 30, description: 'de două ori' }));
      expect(await datesOf(a, capped.data!.rule_id)).toEqual([day(-1), day(0)]);
    });

    it('a series plans as far as its look-ahead reaches, further than a one-off plan may go (a year)', async () => {
      const far = await create(a, series({ date: day(0), frequency: 'YEARLY', end_type: 'NONE', occurrences: null, lookahead_days: 3650, description: 'asigurare' }));
      expect(far.error).toBeNull();
      const dates = await datesOf(a, far.data!.rule_id);
      expect(dates).toHaveLength(far.data!.generated);
      // Today and nine yearly dates after it (ten years hold at least 3,652 days, past the 3,650).
      expect(dates).toHaveLength(10);
      expect(dates.at(-1)! > day(3000)).toBe(true);
      expect(far.data!.last_generated_date).toBe(dates.at(-1));
      // The same day as a one-off plan is refused.
      const oneOff = await a.client.from('transactions').insert({ type: 'EXPENSE', amount: 1500, category: 'LOCUINTA', date: dates.at(-1)! });
      expect({ status: oneOff.status, hint: oneOff.error?.hint }).toEqual({ status: 400, hint: 'PLANNED_TOO_FAR' });
    });

    it("files every row of the series under the account it names, the default one without it, never another user's", async () => {
      const { data: created } = await a.client
        .from('user_accounts')
        .insert([
          { name: 'Bancă', account_type: 'CHECKING', initial_balance: 0, display_order: 1, included_in_total: true, is_active: true },
          { name: 'Cash', account_type: 'CASH', initial_balance: 0, display_order: 2, included_in_total: true, is_active: true },
        ])
        .select('id,name')
        .throwOnError();
      const [bank, cash] = ['Bancă', 'Cash'].map((name) => created.find((c) => c.name === name)?.id ?? '');
      const accountsOf = async (ruleId: string) =>
        [...new Set(((await a.client.from('transactions').select('account_id').eq('recurring_rule_id', ruleId).throwOnError()).data ?? []).map((r) => r.account_id))];
      const inCash = await create(a, series({ description: 'în numerar', date: '2025-02-10', occurrences: 3, account_id: cash }));
      expect(await accountsOf(inCash.data!.rule_id)).toEqual([cash]);
      const inDefault = await create(a, series({ description: 'implicit', date: '2025-02-10', occurrences: 3 }));
      expect(await accountsOf(inDefault.data!.rule_id)).toEqual([bank]);

      const before = await counts(b);
      const foreign = await create(b, series({ description: 'străin', date: '2025-02-10', occurrences: 3, account_id: cash }));
      expect({ status: foreign.status, code: foreign.error?.code }).toEqual({ status: 409, code: '23503' });
      expect(await counts(b)).toEqual(before);
    });

    it.each([
      ['a look-ahead over 3650 days', { lookahead_days: 3651 }, '23514'],
      ['zero occurrences', { occurrences: 0 }, '23514'],
      ['an end date before the start', { end_type: 'UNTIL_DATE', occurrences: null, end_date: '2024-01-01' }, '23514'],
      ['"after" without a number', { occurrences: null }, '23514'],
      ['an unknown frequency', { frequency: 'HOURLY' }, '23514'],
      ['a negative amount', { amount: -5 }, '23514'],
      ['a missing category', { category: null }, '23502'],
      ['a "today" that is not today', { today: day(-3) }, '22023'],
      ['a date that is not a date', { date: '2024-02-30' }, '22008'],
    ])('refuses %s with a 400 and writes nothing', async (_name, patch, code) => {
      const before = await counts(a);
      const { error, status } = await create(a, series(patch));
      expect(status).toBe(400);
      expect(error?.code).toBe(code);
      expect(await counts(a)).toEqual(before);
    });

    it('a failure after the template and the rule were written leaves nothing behind', async () => {
      // 20 years of daily rows plus the look-ahead: more than one call may generate, found only
      // once the template and its rule are in.
      const before = await counts(a);
      const start = `${new Date().getFullYear() - 20}-01-01`;
      const { error, status } = await create(a, series({ date: start, frequency: 'DAILY', end_type: 'NONE', occurrences: null, lookahead_days: 3650, description: 'prea multe' }));
      expect(status).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.message).toMatch(/at most 10000/);
      expect(await counts(a)).toEqual(before);
      expect((await a.client.from('transactions').select('id').eq('description', 'prea multe')).data).toEqual([]);
    });

    it('an occurrence refused by a check midway takes the template and the rule back with it', async () => {
      // A check only the second occurrence breaks (the template and the rule are already in when
      // it is inserted); added for this test only.
      const db = h().server.db;
      await db.exec(`alter table public.transactions add constraint test_refuses_occurrence
        check (description is distinct from 'a doua refuzată' or date < '2025-02-01') not valid`);
      try {
        const before = await counts(a);
        const { error, status } = await create(a, series({ date: '2025-01-15', occurrences: 3, description: 'a doua refuzată' }));
        expect(status).toBe(400);
        expect(error?.code).toBe('23514');
        expect(error?.message).toMatch(/test_refuses_occurrence/);
        expect(await counts(a)).toEqual(before);
      } finally {
        await db.exec('alter table public.transactions drop constraint test_refuses_occurrence');
      }
    });

    it('update_series changes the rule and every row of the series at once, each keeping its date', async () => {
      const { data: created } = await create(a, series({ description: 'abonament', date: '2025-03-31', occurrences: 3 }));
      const ruleId = created!.rule_id;
      const edited = await a.client.rpc('update_series', { rule_id: ruleId, type: 'EXPENSE', amount: 1600.5, category: 'LOCUINTA', subcategory: 'Întreținere', description: 'abonament nou' });
      expect(edited.error).toBeNull();
      expect(edited.data).toBe(3);
      const { data: rows } = await a.client.from('transactions').select('date,amount,subcategory,description').eq('recurring_rule_id', ruleId).order('date').throwOnError();
      expect(rows).toEqual(['2025-03-31', '2025-04-30', '2025-05-31'].map((date) => ({ date, amount: 1600.5, subcategory: 'Întreținere', description: 'abonament nou' })));
      expect((await a.client.from('recurring_rules').select('amount').eq('id', ruleId).single()).data).toEqual({ amount: 1600.5 });

      // An invalid amount changes neither the rule (written first) nor any row.
      const invalid = await a.client.rpc('update_series', { rule_id: ruleId, type: 'EXPENSE', amount: 0, category: 'LOCUINTA' });
      expect(invalid.status).toBe(400);
      expect(invalid.error?.code).toBe('23514');
      expect((await a.client.from('recurring_rules').select('amount').eq('id', ruleId).single()).data).toEqual({ amount: 1600.5 });
      const bad = await a.client.rpc('update_series', { rule_id: ruleId, type: 'GIFT', amount: 10, category: 'LOCUINTA' });
      expect(bad.status).toBe(400);
      expect((await a.client.from('recurring_rules').select('amount').eq('id', ruleId).single()).data).toEqual({ amount: 1600.5 });
      expect((await a.client.from('transactions').select('amount,type').eq('recurring_rule_id', ruleId)).data).toEqual(
        Array.from({ length: 3 }, () => ({ amount: 1600.5, type: 'EXPENSE' })),
      );
    });

    it("another user can neither edit a user's series nor see it; a missing rule is a 4xx, not a 5xx", async () => {
      const { data: created } = await create(a, series({ description: 'al Liei', date: '2025-06-15', occurrences: 2 }));
      const ruleId = created!.rule_id;
      const foreign = await b.client.rpc('update_series', { rule_id: ruleId, type: 'INCOME', amount: 1, category: 'VENITURI' });
      expect(foreign.error?.code).toBe('PT404');
      expect(foreign.status).toBe(404);
      expect((await a.client.from('transactions').select('amount,type').eq('recurring_rule_id', ruleId)).data).toEqual([
        { amount: 1500, type: 'EXPENSE' },
        { amount: 1500, type: 'EXPENSE' },
      ]);
      expect((await a.client.from('recurring_rules').select('amount').eq('id', ruleId).single()).data).toEqual({ amount: 1500 });

      // B's own series is B's: every row carries B's user_id, whatever B sends.
      const mine = await create(b, { ...series({ description: 'al lui Mihai', date: '2025-06-15', occurrences: 2 }), user_id: a.userId });
      expect(mine.error).not.toBeNull();
      const own = await create(b, series({ description: 'al lui Mihai', date: '2025-06-15', occurrences: 2 }));
      expect(own.error).toBeNull();
      const { data: bRows } = await b.client.from('transactions').select('user_id').eq('recurring_rule_id', own.data!.rule_id);
      expect(bRows).toEqual([{ user_id: b.userId }, { user_id: b.userId }]);
      expect((await a.client.from('recurring_rules').select('id').eq('id', own.data!.rule_id)).data).toEqual([]);

      const anon = await h().client().rpc('create_recurring_series', series() as never);
      expect(anon.status).toBe(401);
      const anonEdit = await h().client().rpc('update_series', { rule_id: ruleId, type: 'EXPENSE', amount: 1, category: 'LOCUINTA' });
      expect(anonEdit.status).toBe(401);
    });
  });
}
