-- Reconciliation (issue 26 point 4): reconcile_account records the difference between what the
-- bank shows today and the account's own balance (get_account_balances, the one rule) as an
-- adjustment and marks the account's done rows up to today reconciled; the trigger that clears a
-- row's mark when its money changes, so the mark never claims what the bank did not see.

CREATE FUNCTION private.transactions_keep_reconciled() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- A reconciled row whose money changes (amount, status, day, accounts, type) is no longer what
  -- the bank agreed with: it loses the mark (the UI asked first). Text changes keep it.
  if old.reconciled_at is not null and (
    new.amount is distinct from old.amount
    or new.actual_amount is distinct from old.actual_amount
    or new.execution_status is distinct from old.execution_status
    or new.date is distinct from old.date
    or new.account_id is distinct from old.account_id
    or new.to_account_id is distinct from old.to_account_id
    or new.to_amount is distinct from old.to_amount
    or new.type is distinct from old.type
  ) then
    new.reconciled_at := null;
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.transactions_keep_reconciled() IS 'Before a transaction is updated: a reconciled row whose amount, actual amount, status, date, account, to-account, amount received or type changes loses its reconciled_at.';

REVOKE ALL ON FUNCTION private.transactions_keep_reconciled() FROM PUBLIC;

CREATE FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := private.require_user();
  today date := private.bucharest_today();
  marked_at timestamp with time zone := now();
  account public.user_accounts;
  own_balance numeric;
  difference numeric;
  adjustment public.transactions;
  marked integer;
begin
  -- The same rules as a transaction's amount, a sign allowed (an overdraft, a credit card).
  if reconcile_account.bank_balance is null or abs(reconcile_account.bank_balance) > 1000000
    or reconcile_account.bank_balance <> round(reconcile_account.bank_balance, 3) then
    raise exception 'bank_balance must be at most 1,000,000 in absolute value, with at most three decimals'
      using errcode = 'invalid_parameter_value', hint = 'RECONCILE_AMOUNT_INVALID';
  end if;
  -- Locked: two reconciliations of one account run one after the other. Row-level security hides
  -- other users' accounts: theirs are "not found" like a missing one (HTTP 404).
  select a.* into account
  from public.user_accounts a
  where a.id = reconcile_account.account_id and a.user_id = uid
  for update;
  if account.id is null then
    raise exception 'account not found: %', reconcile_account.account_id using errcode = 'PT404', hint = 'ACCOUNT_NOT_FOUND';
  end if;

  select b.balance into own_balance from public.get_account_balances(today) b where b.account_id = account.id;
  difference := reconcile_account.bank_balance - coalesce(own_balance, 0);
  if abs(difference) > 1000000 then
    raise exception 'the difference from the bank (%) is over 1,000,000', difference
      using errcode = 'invalid_parameter_value', hint = 'RECONCILE_DIFFERENCE_TOO_LARGE';
  end if;
  if difference <> 0 then
    insert into public.transactions (user_id, account_id, type, amount, execution_status, date, category, subcategory, description, currency)
    values (uid, account.id, case when difference > 0 then 'INCOME' else 'EXPENSE' end, abs(difference), 'COMPLETED', today,
      'NECATEGORIZAT', 'Necategorizat', 'Ajustare sold', account.currency)
    returning * into adjustment;
  end if;

  -- The done rows the figure holds, on either side of a transfer; a mark already there keeps its time.
  update public.transactions t
  set reconciled_at = marked_at
  where t.user_id = uid
    and (t.account_id = account.id or t.to_account_id = account.id)
    and t.date <= today
    and t.execution_status in ('COMPLETED', 'MODIFIED')
    and t.reconciled_at is null;
  get diagnostics marked = row_count;
  update public.user_accounts a set last_reconciled_at = marked_at where a.id = account.id;

  return jsonb_build_object(
    'account_id', account.id,
    'date', today,
    'bank_balance', reconcile_account.bank_balance,
    'balance_before', coalesce(own_balance, 0),
    'difference', difference,
    'adjustment', case when adjustment.id is null then null else to_jsonb(adjustment) end,
    'marked', marked,
    'reconciled_at', marked_at
  );
end;
$$;

COMMENT ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) IS 'Reconciles one of the caller''s accounts with what the bank shows today, in one transaction: the difference from its balance (get_account_balances) becomes a done adjustment dated today (NECATEGORIZAT › Necategorizat, "Ajustare sold", INCOME when the bank shows more, EXPENSE when less, none when equal), its done rows up to today are marked reconciled and last_reconciled_at is set. Returns {account_id, date, bank_balance, balance_before, difference, adjustment, marked, reconciled_at}. Hints RECONCILE_AMOUNT_INVALID, RECONCILE_DIFFERENCE_TOO_LARGE (400), ACCOUNT_NOT_FOUND (404).';

REVOKE ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) TO authenticated;
GRANT ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) TO service_role;
REVOKE ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) FROM anon;

CREATE TRIGGER transactions_keep_reconciled BEFORE UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION private.transactions_keep_reconciled();
