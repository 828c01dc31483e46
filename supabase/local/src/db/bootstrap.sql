-- What hosted Supabase provides before any migration runs: the API roles, schema auth with the
-- tables this server's GoTrue needs (same names and columns as hosted where seed.sql touches
-- them), auth.uid()/auth.role()/auth.jwt() exactly as Supabase defines them, pgcrypto in schema
-- extensions, default privileges for objects created in public, and the migration history table
-- the Supabase CLI writes. Every statement is idempotent: this file runs at every start.
--
-- The roles hold the rights they hold on hosted Supabase, read from supabase/postgres at
-- 7db7e1a9e34b9ffb9b0e3372ccf08eb4fa772f4b (migrations/db/init-scripts/00000000000000-initial-schema.sql,
-- 00000000000001-auth-schema.sql; migrations/db/migrations/20211115181400_update-auth-permissions.sql,
-- 20211124212715_update-auth-owner.sql, 20230529180330_alter_api_roles_for_inherit.sql) and from
-- supabase/auth (GoTrue) at bc32168e13fdc928c98b449fc76bc3fdb9a293c5 (migrations/*.up.sql, which
-- GoTrue runs as supabase_auth_admin, so it owns the tables they create). In short: anon,
-- authenticated and service_role use public by the default privileges below and schema auth for
-- auth.uid() and its kin; supabase_auth_admin owns GoTrue's tables and functions in schema auth,
-- with every right on that schema and none granted on public or private (a project grants what its
-- auth hook needs, as the hook migration does). The database owner here stands in for hosted
-- Supabase's supabase_admin and postgres: migrations run as it, so it owns the project's objects.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
  -- The role Supabase Auth (GoTrue) connects as: it runs GoTrue's migrations, its user deletes and
  -- the auth hooks. The server switches to it for the hooks and for deleting a user.
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole login noreplication;
  end if;
end
$$;

-- The API roles inherit since supabase/postgres 20230529180330 (they are granted nothing to inherit).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role supabase_auth_admin noinherit createrole login noreplication;
alter role supabase_auth_admin set search_path = auth;

grant anon, authenticated, service_role to authenticator;

-- Supabase's timeouts for the API roles (00000000000000-initial-schema.sql); the REST layer applies
-- a role's settings to its requests as PostgREST does.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists supabase_migrations;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- PKCE: one row per pending code (sign-up confirmation or provider sign-in).
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz,
  updated_at timestamptz,
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

-- E-mail confirmation tokens (stored hashed, as GoTrue does).
create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now()
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- Local server only (hosted GoTrue has no such table, see docs/decisions.md, issue 9 point 5):
-- the password of each sign-up of a still unconfirmed address, and which one the newest
-- confirmation link (token_hash) was sent for. Confirming sets the account's password from here.
create table if not exists auth.signup_credentials (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  encrypted_password text not null,
  token_hash text,
  created_at timestamptz not null default now()
);
create index if not exists signup_credentials_user_id_idx on auth.signup_credentials (user_id);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim.email', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
    )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- GoTrue's tables and the auth functions belong to supabase_auth_admin, as on hosted Supabase
-- (signup_credentials, this server's own table, too: it is auth's).
do $$
declare
  object record;
begin
  for object in
    select format('alter table auth.%I owner to supabase_auth_admin', c.relname) as statement
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'auth' and c.relkind in ('r', 'p')
    union all
    select format('alter function auth.%I() owner to supabase_auth_admin', p.proname)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname in ('uid', 'role', 'email', 'jwt')
  loop
    execute object.statement;
  end loop;
end
$$;
