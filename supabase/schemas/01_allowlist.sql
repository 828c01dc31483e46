-- The closed beta (spec point 6): public.beta_allowlist, which no client role reads,
-- is_email_approved() as its only door, and the before-user-created auth hook Supabase Auth calls
-- as supabase_auth_admin (config.toml [auth.hook.before_user_created]); it answers 403 for an
-- address not on the list. Hosted GoTrue and the local server run the same function.

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;
GRANT USAGE ON SCHEMA public TO supabase_auth_admin;

CREATE TABLE public.beta_allowlist (
    email text NOT NULL,
    note text,
    source text DEFAULT 'seed'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT beta_allowlist_email_check CHECK (((email = lower(btrim(email))) AND ((length(email) >= 3) AND (length(email) <= 320)))),
    CONSTRAINT beta_allowlist_source_check CHECK ((source = ANY (ARRAY['seed'::text, 'env'::text, 'admin'::text])))
);

ALTER TABLE ONLY public.beta_allowlist
    ADD CONSTRAINT beta_allowlist_pkey PRIMARY KEY (email);

COMMENT ON TABLE public.beta_allowlist IS 'E-mail addresses approved for the beta; readable only through is_email_approved().';

ALTER TABLE public.beta_allowlist ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE public.beta_allowlist TO service_role;
REVOKE ALL ON TABLE public.beta_allowlist FROM anon;
REVOKE ALL ON TABLE public.beta_allowlist FROM authenticated;

CREATE FUNCTION public.is_email_approved(email text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  -- Definer, because the caller (anon on the register screen) may not read the table itself.
  select exists (
    select 1 from public.beta_allowlist b
    where b.email = lower(btrim(is_email_approved.email))
  );
$$;

COMMENT ON FUNCTION public.is_email_approved(email text) IS 'True when the address (trimmed, case-insensitive) is on the beta allow-list.';

REVOKE ALL ON FUNCTION public.is_email_approved(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO anon;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO authenticated;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO service_role;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO supabase_auth_admin;

CREATE FUNCTION public.hook_before_user_created(event jsonb) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when public.is_email_approved(coalesce(event -> 'user' ->> 'email', '')) then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.'
    ))
  end;
$$;

COMMENT ON FUNCTION public.hook_before_user_created(event jsonb) IS 'Supabase Auth before-user-created hook: refuses (403) an address that is not on the beta allow-list.';

REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hook_before_user_created(event jsonb) TO supabase_auth_admin;
REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM anon;
REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM authenticated;
REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM service_role;
