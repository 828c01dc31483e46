/**
 * The HTTP status of a Postgres error is PostgREST's (mapSQLtoHTTP in
 * src/library/PostgREST/Error.hs, docs "Errors" and "Custom Errors"), row by row of its table.
 */
import { describe, expect, it } from 'vitest';
import { fromPgError } from '../src/rest/errors';

const pgError = (code: string, message = 'boom'): Error => Object.assign(new Error(message), { code });
const statusOf = (code: string, message?: string, role = 'authenticated') => fromPgError(pgError(code, message), role)?.status;

describe("PostgREST's status for a SQLSTATE", () => {
  it.each([
    ['08006', 503],
    ['09000', 500],
    ['0L000', 403],
    ['0P000', 403],
    ['23503', 409],
    ['23505', 409],
    // Not in PostgREST's list, so the default: on delete restrict from PostgreSQL 16 on.
    ['23001', 400],
    ['23514', 400],
    ['25006', 405],
    ['25001', 500],
    ['28000', 403],
    ['2D000', 500],
    ['38000', 500],
    ['39000', 500],
    ['3B000', 500],
    ['40001', 500],
    ['53400', 500],
    ['53100', 503],
    ['54001', 500],
    ['55P03', 500],
    ['57P01', 503],
    ['57014', 500],
    ['58000', 500],
    ['F0000', 500],
    ['HV000', 500],
    ['P0001', 400],
    ['P0002', 500],
    ['XX000', 500],
    ['42P01', 404],
    ['42P17', 500],
    ['22P02', 400],
    ['22008', 400],
  ])('%s answers %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it('a function picks its status with PTxyz; a PT code without a status is a 500', () => {
    expect(statusOf('PT404')).toBe(404);
    expect(statusOf('PT402')).toBe(402);
    expect(statusOf('PT4A4')).toBe(500);
  });

  it('reads the message where PostgREST does', () => {
    expect(statusOf('21000', 'DELETE requires a WHERE clause')).toBe(400);
    expect(statusOf('21000', 'more than one row returned by a subquery used as an expression')).toBe(500);
    expect(statusOf('22023', 'role "nobody" does not exist')).toBe(401);
    expect(statusOf('22023', 'invalid paging')).toBe(400);
    expect(statusOf('42883', 'function xmlagg(text) does not exist')).toBe(406);
    expect(statusOf('42883', 'function public.nope() does not exist')).toBe(404);
  });

  it('42501 is 401 for anon (with WWW-Authenticate) and 403 for a signed-in role', () => {
    const anon = fromPgError(pgError('42501'), 'anon');
    expect(anon?.status).toBe(401);
    expect(anon?.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
    expect(statusOf('42501')).toBe(403);
    expect(statusOf('42501', undefined, 'service_role')).toBe(403);
  });

  it('keeps the body PostgREST sends: code, message, details, hint', () => {
    const error = Object.assign(new Error('transaction not found: x'), { code: 'PT404', detail: undefined, hint: undefined });
    expect(fromPgError(error, 'authenticated')?.body()).toEqual({ code: 'PT404', message: 'transaction not found: x', details: null, hint: null });
  });
});
