/**
 * bnr-rates (issue 26 point 3): BNR's exchange rates on hosted Supabase. Called once a day after
 * BNR publishes (13:00 in Bucharest) by pg_cron through pg_net (README.md); fetches the daily file,
 * or with ?year=YYYY that year's history file (a backfill), and upserts the rates as the service
 * role through the same module the local server runs. Only the service role may call it: the
 * gateway checks the JWT (verify_jwt in config.toml) and this function that it is the service key.
 */
import { BNR_DAILY_URL, refreshBnrRates } from '../_shared/bnr-rates.ts';

const json = (status: number, body: Record<string, unknown>): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

Deno.serve(async (req: Request): Promise<Response> => {
  const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  if (!serviceRoleKey || req.headers.get('authorization') !== `Bearer ${serviceRoleKey}`) return json(401, { error: 'service role only' });
  const year = new URL(req.url).searchParams.get('year');
  if (year !== null && !/^(19|20)\d\d$/.test(year)) return json(400, { error: 'year: YYYY' });
  const ratesUrl = year ? `https://curs.bnr.ro/files/xml/years/nbrfxrates${year}.xml` : BNR_DAILY_URL;
  try {
    const stored = await refreshBnrRates({ ratesUrl, supabaseUrl, serviceRoleKey, timeoutMs: year ? 60_000 : 15_000 });
    return json(200, { ratesUrl, stored });
  } catch (error) {
    // BNR unreachable or its answer unreadable: the rates stored so far stay; the next run retries.
    return json(502, { ratesUrl, error: error instanceof Error ? error.message : String(error) });
  }
});
