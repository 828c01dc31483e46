/**
 * Issue 15 points 1, 2, 3 and 5: what postgrest-js's own suite asks of PostgREST, on a fixture
 * table and function created while the server runs (then `notify pgrst, 'reload schema'`, as
 * PostgREST's schema cache is reloaded) and dropped afterwards. Requests use the service_role key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './support/harness';

const FIXTURE = `
create table public.protocol_fixture_users (
  username text primary key,
  status text not null default 'ONLINE',
  "column whitespace" text,
  data jsonb,
  period int4range,
  tags text[]
);
alter table public.protocol_fixture_users enable row level security;
create type public.protocol_fixture_point as (x integer, y integer);
create function public.protocol_fixture_sum(p public.protocol_fixture_point) returns integer
language sql immutable security invoker set search_path = '' as $$ select (p).x + (p).y $$;
create sequence public.protocol_fixture_counter;
grant usage on sequence public.protocol_fixture_counter to service_role;
create function public.protocol_fixture_next_stable() returns bigint
language sql stable security invoker set search_path = '' as $$ select nextval('public.protocol_fixture_counter') $$;
create function public.protocol_fixture_next() returns bigint
language sql volatile security invoker set search_path = '' as $$ select nextval('public.protocol_fixture_counter') $$;
notify pgrst, 'reload schema';`;

const DROP = `
drop function if exists public.protocol_fixture_sum(public.protocol_fixture_point);
drop function if exists public.protocol_fixture_next_stable();
drop function if exists public.protocol_fixture_next();
drop sequence if exists public.protocol_fixture_counter;
drop type if exists public.protocol_fixture_point;
drop table if exists public.protocol_fixture_users;
notify pgrst, 'reload schema';`;

type Answer = { status: number; body: unknown; headers: Headers };

export function postgrestSuite(h: () => Harness): void {
  describe('PostgREST as postgrest-js expects it (issue 15)', () => {
    async function call(path: string, init: RequestInit = {}): Promise<Answer> {
      const s = h().server;
      const response = await fetch(`${s.url}/rest/v1/${path}`, {
        ...init,
        headers: { apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
    }
    const get = async (query: string): Promise<Answer> => call(`protocol_fixture_users?${query}`);
    const upsert = (query: string, body: unknown, prefer = 'return=representation'): Promise<Answer> =>
      call(`protocol_fixture_users?${query}`, { method: 'POST', body: JSON.stringify(body), headers: { prefer: `resolution=merge-duplicates,${prefer}` } });

    beforeAll(async () => {
      await h().server.db.exec(FIXTURE);
      // The reload is asynchronous, as PostgREST's is: wait until the table is served.
      for (let i = 0; i < 100 && (await get('select=username')).status !== 200; i++) await new Promise((r) => setTimeout(r, 50));
      const rows = [
        { username: 'dragarcia', status: 'ONLINE', 'column whitespace': 'spațiu', data: { a: { c: 'adânc' }, b: 'bé', n: 2, arr: [10, 20] }, period: '[1,5)', tags: ['a', 'b'] },
        { username: 'supabot', status: 'OFFLINE', 'column whitespace': null, data: { n: 7 }, period: '[20,30)', tags: ['x'] },
      ];
      expect((await call('protocol_fixture_users', { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
    });
    afterAll(async () => {
      await h().server.db.exec(DROP);
    });

    it('point 1: an upsert of only the conflict columns updates the row and returns it (200)', async () => {
      const answer = await upsert('on_conflict=username&select=*', { username: 'dragarcia' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([expect.objectContaining({ username: 'dragarcia', status: 'ONLINE' })]);
    });

    it('point 2: a merge upsert answers 200 when it inserted nothing, 201 when it inserted a row', async () => {
      const updated = await upsert('on_conflict=username&select=username,status', [{ username: 'supabot', status: 'AWAY' }]);
      expect(updated).toMatchObject({ status: 200, body: [{ username: 'supabot', status: 'AWAY' }] });
      const minimal = await upsert('on_conflict=username', { username: 'supabot', status: 'OFFLINE' }, 'return=minimal');
      expect(minimal.status).toBe(200);
      expect(minimal.body).toBeNull();
      const mixed = await upsert('on_conflict=username&select=username', [{ username: 'supabot' }, { username: 'awailas' }]);
      expect(mixed).toMatchObject({ status: 201, body: [{ username: 'supabot' }, { username: 'awailas' }] });
      const ignored = await call('protocol_fixture_users?on_conflict=username', {
        method: 'POST',
        body: JSON.stringify({ username: 'awailas' }),
        headers: { prefer: 'resolution=ignore-duplicates,return=representation' },
      });
      expect(ignored).toMatchObject({ status: 201, body: [] });
    });

    it('point 3: quoted column names in select= and columns=', async () => {
      const read = await get('select="column whitespace",username&username=eq.dragarcia');
      expect(read).toMatchObject({ status: 200, body: [{ 'column whitespace': 'spațiu', username: 'dragarcia' }] });
      const aliased = await get('select="alias with space":"column whitespace"&username=eq.dragarcia');
      expect(aliased.body).toEqual([{ 'alias with space': 'spațiu' }]);
      const written = await call('protocol_fixture_users?columns="column whitespace",username&select=username,"column whitespace"', {
        method: 'POST',
        body: JSON.stringify({ username: 'cu-spatiu', 'column whitespace': 'da', status: 'ignored' }),
        headers: { prefer: 'return=representation' },
      });
      expect(written).toMatchObject({ status: 201, body: [{ username: 'cu-spatiu', 'column whitespace': 'da' }] });
    });

    it('point 5: like and ilike with *, match and imatch, like/ilike with any and all, isdistinct', async () => {
      const names = async (query: string): Promise<unknown> => (await get(`select=username&order=username&${query}`)).body;
      expect(await names('username=like.dra*')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('username=ilike.*GARC*')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('username=match.^su')).toEqual([{ username: 'supabot' }]);
      expect(await names('username=imatch.^SU')).toEqual([{ username: 'supabot' }]);
      expect(await names('username=like(any).{dra*,supa*}')).toEqual([{ username: 'dragarcia' }, { username: 'supabot' }]);
      expect(await names('username=like(all).{d*,*a}')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('username=ilike(any).{DRA*}')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('username=not.like(any).{dra*,supa*,cu*,aw*}')).toEqual([]);
      expect(await names('username=in.(dragarcia,supabot)&status=isdistinct.ONLINE')).toEqual([{ username: 'supabot' }]);
      expect(await names('or=(username.like(any).{dra*},status.isdistinct.OFFLINE)&username=neq.cu-spatiu&username=neq.awailas')).toEqual([{ username: 'dragarcia' }]);
    });

    it('point 5: range operators sl, sr, nxr, nxl, adj and ov', async () => {
      const names = async (query: string): Promise<unknown> => (await get(`select=username&order=username&${query}`)).body;
      expect(await names('period=sl.[10,20)')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('period=sr.[10,20)')).toEqual([{ username: 'supabot' }]);
      expect(await names('period=nxr.[0,10)')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('period=nxl.[15,16)')).toEqual([{ username: 'supabot' }]);
      expect(await names('period=adj.[5,8)')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('period=ov.[25,40)')).toEqual([{ username: 'supabot' }]);
      expect(await names('tags=ov.{b,z}')).toEqual([{ username: 'dragarcia' }]);
      expect(await names('or=(tags.ov.{x,y},period.adj."[5,6)")')).toEqual([{ username: 'dragarcia' }, { username: 'supabot' }]);
    });

    it('point 5: misuse is answered as PostgREST answers it', async () => {
      expect(await get('period=sl.notarange')).toMatchObject({ status: 400, body: { code: '22P02' } });
      expect(await get('username=like(any).dra*')).toMatchObject({ status: 400, body: { code: '22P02' } });
      expect(await get('username=neq(any).{a}')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
      expect(await get('username=nope.x')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
      expect(await get('status=sl.[1,2)')).toMatchObject({ status: 404, body: { code: '42883' } });
      expect(await get('order=username::text')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
      expect(await get('select=username.sum()')).toMatchObject({ status: 400, body: { code: 'PGRST123' } });
      expect(await get('select=count()')).toMatchObject({ status: 400, body: { code: 'PGRST123' } });
      expect(await get('select=username,other(*)')).toMatchObject({ status: 400, body: { code: 'PGRST200' } });
    });

    it('point 5: JSON paths and casts in select, JSON paths in order and filters', async () => {
      const read = await get('select=username,data->a,data->>b,data->arr->1,data->0,deep:data->a->>c,data->>n::int,status::text&username=eq.dragarcia');
      expect(read).toMatchObject({
        status: 200,
        body: [{ username: 'dragarcia', a: { c: 'adânc' }, b: 'bé', arr: 20, data: null, deep: 'adânc', n: 2, status: 'ONLINE' }],
      });
      const ordered = await get('select=username&data->n=not.is.null&order=data->n.desc');
      expect(ordered.body).toEqual([{ username: 'supabot' }, { username: 'dragarcia' }]);
      expect((await get('select=username&data->>b=eq.bé')).body).toEqual([{ username: 'dragarcia' }]);
      expect((await get('select=username&data->a->>c=like.adâ*')).body).toEqual([{ username: 'dragarcia' }]);
    });

    it('point 5: rpc with an argument of composite (row) type', async () => {
      const answer = await call('rpc/protocol_fixture_sum', { method: 'POST', body: JSON.stringify({ p: { x: 2, y: 40 } }) });
      expect(answer).toMatchObject({ status: 200, body: 42 });
    });

    it("rpc's access mode: a stable or immutable function runs read-only even by POST, a volatile one may write", async () => {
      // PostgREST's table: GET and HEAD read-only; POST read-only unless the function is volatile.
      const stable = await call('rpc/protocol_fixture_next_stable', { method: 'POST', body: '{}' });
      expect(stable).toMatchObject({ status: 405, body: { code: '25006' } });
      const volatile = await call('rpc/protocol_fixture_next', { method: 'POST', body: '{}' });
      expect(volatile).toMatchObject({ status: 200, body: 1 });
      expect(await call('rpc/protocol_fixture_next')).toMatchObject({ status: 405, body: { code: '25006' } });
    });
  });
}
