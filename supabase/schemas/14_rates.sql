-- BNR exchange rates (issue 26 point 3): the National Bank of Romania's daily reference rates, in
-- lei per one unit of each currency (after BNR's multiplier: HUF and JPY are published per 100),
-- shared by every user. Written only by the service role (the local server's daily fetch, the
-- bnr-rates Edge Function on hosted Supabase); every signed-in user reads them. exchange_rate()
-- answers the rate that applies on a day: the last one published on or before it.

CREATE TABLE public.exchange_rates (
    currency text NOT NULL,
    date date NOT NULL,
    rate numeric NOT NULL,
    fetched_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT exchange_rates_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT exchange_rates_rate_check CHECK ((rate > (0)::numeric))
);

ALTER TABLE ONLY public.exchange_rates
    ADD CONSTRAINT exchange_rates_pkey PRIMARY KEY (currency, date);

COMMENT ON TABLE public.exchange_rates IS 'BNR reference rates: lei (RON) per one unit of currency on date, after BNR''s multiplier. One row per currency and publishing day; weekends and bank holidays have none (exchange_rate() takes the last day before). Written by the service role only.';

ALTER TABLE public.exchange_rates ENABLE ROW LEVEL SECURITY;

CREATE POLICY "exchange_rates: signed-in users read every rate" ON public.exchange_rates FOR SELECT TO authenticated USING (true);

REVOKE ALL ON TABLE public.exchange_rates FROM anon;
REVOKE ALL ON TABLE public.exchange_rates FROM authenticated;
GRANT SELECT ON TABLE public.exchange_rates TO authenticated;
GRANT ALL ON TABLE public.exchange_rates TO service_role;

CREATE FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- The last rate published on or before on_day (a Saturday takes Friday's); null when BNR has
  -- published none for the currency by then. The primary key (currency, date) serves the lookup.
  select r.rate, r.date
  from public.exchange_rates r
  where r.currency = upper(btrim(exchange_rate.currency)) and r.date <= exchange_rate.on_day
  order by r.date desc
  limit 1;
$$;

COMMENT ON FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) IS 'The BNR rate that applies to currency on on_day — lei per one unit — and the day it was published: the last one on or before on_day, or nulls when there is none.';

REVOKE ALL ON FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) TO authenticated;
GRANT ALL ON FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) TO service_role;
REVOKE ALL ON FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) FROM anon;
