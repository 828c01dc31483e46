/**
 * Issue 26 point 3, BNR exchange rates on the real server: the local server fetches the daily file
 * at start (BNR_RATES_URL pointed at a tiny HTTP server serving the fixture) and stores it as the
 * service role; an unreachable BNR neither delays nor fails startup; every signed-in user reads
 * the rates, nobody but the service role writes them, anon reads nothing; exchange_rate() answers
 * the last rate published on or before a day (a Saturday takes Friday's), null when there is none;
 * a rate of zero or below is refused by the table.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startHarness, type Backend, type Client, type Harness } from './support/harness';

const DAILY = readFileSync(new URL('./fixtures/bnr/nbrfxrates.xml', import.meta.url), 'utf8');

/** What the daily fixture says, per one unit: written here from the file, not by the parser. */
const FIXTURE_RATES: Record<string, number> = { CHF: 5.4618, EUR: 5.0912, GBP: 5.8127, HUF: 0.01319, JPY: 0.028375, USD: 4.4053, XAU: 585.221 };

/** A local stand-in for BNR: `answer` false keeps every request waiting (a network that hangs). */
async function fakeBnr(answer: boolean): Promise<{ url: string; requests: string[]; waiting(): number; close(): Promise<void> }> {
  const requests: string[] = [];
  let waiting = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(req.url ?? '');
    if (!answer) {
      waiting += 1;
      req.socket.once('close', () => (waiting -= 1));
      return;
    }
    if (req.url !== '/nbrfxrates.xml') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(DAILY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    waiting: () => waiting,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function waitFor<T>(read: () => Promise<T | null>, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function ratesSuite(backend: Backend): void {
  describe(`BNR exchange rates on ${backend} (issue 26 point 3)`, () => {
    let harness: Harness;
    let bnr: Awaited<ReturnType<typeof fakeBnr>>;
    let service: Client;
    let user: Client;

    beforeAll(async () => {
      bnr = await fakeBnr(true);
      harness = await startHarness(backend, { BNR_RATES_URL: `${bnr.url}/nbrfxrates.xml` });
      service = newClient(harness.server.url, harness.server.serviceRoleKey);
      user = (await harness.registerUser('ana@test.buget.ro')).client;
    });
    afterAll(async () => {
      await harness?.stop();
      await bnr?.close();
    });

    it('fetches the daily file at start and stores lei per one unit (HUF and JPY after their multiplier of 100)', async () => {
      const rows = await waitFor(async () => {
        const { data } = await service.from('exchange_rates').select('currency, date, rate').eq('date', '2026-11-27').order('currency').throwOnError();
        return data.length === Object.keys(FIXTURE_RATES).length ? data : null;
      }, 'the fixture rates');
      expect(bnr.requests).toContain('/nbrfxrates.xml');
      expect(Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)]))).toEqual(FIXTURE_RATES);
    });

    it('every signed-in user reads the rates; anon reads nothing', async () => {
      const { data } = await user.from('exchange_rates').select('currency, rate').eq('date', '2026-11-27').eq('currency', 'EUR').throwOnError();
      expect(data).toEqual([{ currency: 'EUR', rate: 5.0912 }]);
      const anon = await harness.client().from('exchange_rates').select('currency');
      expect(anon.error).not.toBeNull();
      expect(anon.status).toBeGreaterThanOrEqual(400);
      expect(anon.status).toBeLessThan(500);
      const anonRpc = await harness.client().rpc('exchange_rate', { currency: 'EUR', on_day: '2026-11-27' });
      expect(anonRpc.status).toBeGreaterThanOrEqual(400);
      expect(anonRpc.status).toBeLessThan(500);
    });

    it('a signed-in user cannot write a rate: insert, update, upsert and delete answer 4xx and change nothing', async () => {
      const attempts = [
        await user.from('exchange_rates').insert({ currency: 'SEK', date: '2026-11-27', rate: 0.46 }),
        await user.from('exchange_rates').update({ rate: 1 }).eq('currency', 'EUR'),
        await user.from('exchange_rates').upsert({ currency: 'EUR', date: '2026-11-27', rate: 1 }),
        await user.from('exchange_rates').delete().eq('currency', 'EUR'),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBeGreaterThanOrEqual(400);
        expect(attempt.status).toBeLessThan(500);
      }
      const { data } = await service.from('exchange_rates').select('currency, rate').in('currency', ['EUR', 'SEK']).eq('date', '2026-11-27').throwOnError();
      expect(data).toEqual([{ currency: 'EUR', rate: 5.0912 }]);
    });

    it('refuses a rate of zero or below, and a currency that is not three capital letters', async () => {
      for (const row of [
        { currency: 'NOK', date: '2026-11-26', rate: 0 },
        { currency: 'NOK', date: '2026-11-26', rate: -0.42 },
        { currency: 'nok', date: '2026-11-26', rate: 0.42 },
      ]) {
        const { status, error } = await service.from('exchange_rates').insert(row);
        expect(status, JSON.stringify(row)).toBe(400);
        expect(error?.code).toBe('23514');
      }
    });

    it('exchange_rate() answers the last rate published on or before the day, with its date; null when there is none', async () => {
      // Thursday 19, Friday 20 and Monday 23 November 2026 (as in the yearly fixture); no rate on the weekend.
      await service
        .from('exchange_rates')
        .upsert([
          { currency: 'PLN', date: '2026-11-19', rate: 1.2011 },
          { currency: 'PLN', date: '2026-11-20', rate: 1.2034 },
          { currency: 'PLN', date: '2026-11-23', rate: 1.2002 },
        ])
        .throwOnError();
      const rateOn = async (currency: string, day: string) => {
        const { data } = await user.rpc('exchange_rate', { currency, on_day: day }).throwOnError();
        return data as { rate: number | null; rate_date: string | null } | null;
      };
      expect(await rateOn('PLN', '2026-11-21')).toEqual({ rate: 1.2034, rate_date: '2026-11-20' }); // Saturday: Friday's
      expect(await rateOn('PLN', '2026-11-22')).toEqual({ rate: 1.2034, rate_date: '2026-11-20' }); // Sunday: Friday's
      expect(await rateOn('PLN', '2026-11-19')).toEqual({ rate: 1.2011, rate_date: '2026-11-19' });
      expect(await rateOn('PLN', '2026-11-23')).toEqual({ rate: 1.2002, rate_date: '2026-11-23' });
      expect(await rateOn('pln', '2026-12-31')).toEqual({ rate: 1.2002, rate_date: '2026-11-23' });
      expect(await rateOn('HUF', '2026-11-28')).toEqual({ rate: 0.01319, rate_date: '2026-11-27' });
      // Before the first rate, and a currency BNR never published here: no rate, not a guess.
      for (const [currency, day] of [['PLN', '2026-11-18'], ['SEK', '2026-11-27']] as const) {
        const none = await rateOn(currency, day);
        expect(none?.rate ?? null, `${currency} ${day}`).toBeNull();
        expect(none?.rate_date ?? null).toBeNull();
      }
      const { rows } = await harness.server.db.query<{ rate: string | null }>(`select (public.exchange_rate('SEK', '2026-11-27')).rate::text as rate`);
      expect(rows).toEqual([{ rate: null }]);
    });

    it('an unreachable BNR neither delays nor fails startup', async () => {
      const hanging = await fakeBnr(false);
      try {
        const offline = await startHarness(backend, { BNR_RATES_URL: `${hanging.url}/nbrfxrates.xml` });
        try {
          // Started while BNR's answer is still pending: startup neither waited for it nor for its timeout.
          await waitFor(async () => (hanging.requests.length > 0 ? true : null), 'the rates request');
          expect(hanging.waiting()).toBe(1);
          const health = await fetch(`${offline.server.url}/rest/v1/exchange_rates?select=currency`, {
            headers: { apikey: offline.server.serviceRoleKey, authorization: `Bearer ${offline.server.serviceRoleKey}` },
          });
          expect(health.status).toBe(200);
          expect(await health.json()).toEqual([]);
        } finally {
          await offline.stop();
        }
      } finally {
        await hanging.close();
      }
    });
  });
}
