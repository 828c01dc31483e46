/**
 * BNR's exchange rates on the local server (issue 26 point 3): fetched at start and then once a day
 * after BNR publishes (13:00 in Bucharest; checked hourly, retried hourly while BNR cannot be
 * reached), stored through the server's own data API as the service role by the module the Edge
 * Function runs. Never awaited by startup: offline, it logs one line and keeps the rates it has.
 */
import { BNR_DAILY_URL, refreshBnrRates } from '../../functions/_shared/bnr-rates';

const FETCH_TIMEOUT_MS = 10_000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Minutes after midnight in Bucharest from which today's rates are expected. */
const PUBLISHED_AFTER = 13 * 60 + 15;

const bucharest = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The last day whose rates BNR should have published by `now`: today after 13:15 in Bucharest, else yesterday. */
function publicationDay(now: Date): string {
  const part = (type: string): string => bucharest.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  const today = `${part('year')}-${part('month')}-${part('day')}`;
  if (Number(part('hour')) * 60 + Number(part('minute')) >= PUBLISHED_AFTER) return today;
  const yesterday = new Date(`${today}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return yesterday.toISOString().slice(0, 10);
}

type RatesOptions = {
  /** BNR_RATES_URL: the rates file; `off` fetches nothing. Default: BNR's daily file. */
  ratesUrl: string | undefined;
  supabaseUrl: string;
  serviceRoleKey: string;
};

/** Starts the fetching; the answer stops it (the server closing). */
export function startBnrRates(options: RatesOptions): () => void {
  const ratesUrl = options.ratesUrl?.trim() || BNR_DAILY_URL;
  if (ratesUrl === 'off') return () => undefined;
  const stopping = new AbortController();
  let fetchedFor: string | null = null;
  let running = false;
  const tick = (): void => {
    const due = publicationDay(new Date());
    if (running || fetchedFor === due) return;
    running = true;
    refreshBnrRates({ ratesUrl, supabaseUrl: options.supabaseUrl, serviceRoleKey: options.serviceRoleKey, timeoutMs: FETCH_TIMEOUT_MS, signal: stopping.signal })
      .then(
        (count) => {
          fetchedFor = due;
          console.log(`[supabase-local] cursul BNR: ${count} cursuri salvate din ${ratesUrl}`);
        },
        (error: unknown) => {
          if (stopping.signal.aborted) return;
          const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
          console.warn(`[supabase-local] cursul BNR: ${ratesUrl} nu răspunde (${reason}); rămân cursurile salvate`);
        },
      )
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopping.abort();
  };
}
