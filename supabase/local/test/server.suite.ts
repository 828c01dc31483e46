/** One entry point per back end: the same suites against PGlite and against PostgreSQL 15. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    it('seeds the demo user with the default accounts and three months of data', async () => {
      const client = h().client();
      const { error } = await client.auth.signInWithPassword({ email: 'demo@buget.ro', password: 'Demo#Buget2026' });
      expect(error).toBeNull();
      const accounts = await client.from('user_accounts').select('name,account_type,initial_balance,included_in_total').order('display_order');
      expect(accounts.data).toEqual([
        { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, included_in_total: true },
        { name: 'Cash', account_type: 'CASH', initial_balance: 200, included_in_total: true },
        { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 0, included_in_total: false },
      ]);
      const months = await client.from('transactions').select('date');
      expect(new Set(months.data?.map((r) => r.date.slice(0, 7))).size).toBe(3);
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
