/** One entry point per back end: the same suites against PGlite and against PostgreSQL 15. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_TREE } from '../../../shared-domain/src/categories/catalogue';
import { authFlowsSuite } from './auth-flows.suite';
import { authSecuritySuite } from './auth-security.suite';
import { accountsSuite } from './accounts.suite';
import { authSuite } from './auth.suite';
import { balanceSuite } from './balance.suite';
import { categoriesSuite } from './categories.suite';
import { dailySuite } from './daily.suite';
import { dataSuite } from './data.suite';
import { gridSuite } from './grid.suite';
import { integritySuite } from './integrity.suite';
import { ownershipSuite } from './ownership.suite';
import { recurringSuite } from './recurring.suite';
import { postgrestSuite } from './postgrest.suite';
import { protocolSuite } from './protocol.suite';
import { rpcSuite } from './rpc.suite';
import { settingsSuite } from './settings.suite';
import { startHarness, type Backend, type Harness } from './support/harness';

export function serverSuite(backend: Backend): void {
  describe(`local Supabase on ${backend}`, () => {
    let harness: Harness | undefined;
    const h = (): Harness => {
      if (!harness) throw new Error('server not started');
      return harness;
    };
    beforeAll(async () => {
      harness = await startHarness(backend);
    });
    afterAll(async () => {
      await harness?.stop();
    });

    it('answers CORS preflight for the app origin', async () => {
      const response = await fetch(`${h().server.url}/rest/v1/transactions`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,apikey,content-type,prefer' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    });

    it('seeds the demo user with real starting balances and three months of data, every row in an account of theirs', async () => {
      const client = h().client();
      const { error } = await client.auth.signInWithPassword({ email: 'demo@buget.ro', password: 'Demo#Buget2026' });
      expect(error).toBeNull();
      // The balances hold from the first day of the month two months back (the database's today).
      const now = new Date();
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
      const { data: accounts } = await client.from('user_accounts').select('id,name,account_type,initial_balance,included_in_total,balance_start_date').order('display_order').throwOnError();
      expect(accounts.map(({ id: _id, ...rest }) => rest)).toEqual([
        { name: 'Bancă', account_type: 'CHECKING', initial_balance: 2450.75, included_in_total: true, balance_start_date: start },
        { name: 'Cash', account_type: 'CASH', initial_balance: 180, included_in_total: true, balance_start_date: start },
        { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 5000, included_in_total: false, balance_start_date: start },
      ]);
      const [bank, cash, invest] = accounts.map((a) => a.id);

      const { data: rows } = await client.from('transactions').select('date,type,category,subcategory,account_id,to_account_id').throwOnError();
      const months = [...new Set(rows.map((r) => r.date.slice(0, 7)))].sort();
      expect(months).toHaveLength(3);
      expect(months[0]).toBe(start.slice(0, 7));
      expect(rows).toHaveLength(3 * 17);
      expect(rows.filter((r) => r.account_id === null)).toEqual([]);
      for (const month of months) {
        const of = rows.filter((r) => r.date.startsWith(month));
        // A cash withdrawal from Bancă to Cash, and two savings into Investiții, every month.
        expect(of.filter((r) => r.type === 'TRANSFER').map((r) => [r.account_id, r.to_account_id, r.category]), month).toEqual([[bank, cash, 'TRANSFER']]);
        expect(of.filter((r) => r.type === 'SAVING').map((r) => r.to_account_id), month).toEqual([invest, invest]);
      }
      // Every other row is in a subcategory of the catalogue.
      const tree = DEFAULT_CATEGORY_TREE as Record<string, readonly string[]>;
      expect(rows.filter((r) => r.type !== 'TRANSFER' && !(tree[r.category] ?? []).includes(r.subcategory ?? ''))).toEqual([]);

      // The header's figure is the counted accounts' balances, and it is set.
      const { data: header } = await client.rpc('get_available_balance').single().throwOnError();
      const { data: balances } = await client.rpc('get_account_balances').throwOnError();
      expect(header.balances_set).toBe(true);
      const counted = balances.filter((b) => b.counted).reduce((sum, b) => sum + Math.round(b.balance * 100), 0);
      expect(Math.round(header.available_balance * 100)).toBe(counted);
      expect(balances.map((b) => [b.account_id, b.counted, b.balance_start])).toEqual(expect.arrayContaining([[bank, true, start], [cash, true, start], [invest, false, start]]));
    });

    authSuite(h);
    authSecuritySuite(h);
    authFlowsSuite(h);
    protocolSuite(h);
    postgrestSuite(h);
    dataSuite(h);
    rpcSuite(h);
    ownershipSuite(h);
    integritySuite(h);
    balanceSuite(h);
    recurringSuite(h);
    gridSuite(h);
    dailySuite(h);
    accountsSuite(h);
    categoriesSuite(h);
    settingsSuite(h);
  });
}
