import type { Session } from '@supabase/supabase-js';
import { asUser } from './users';

/**
 * A restore cut off after its first call, as a tab closed while the server was writing it:
 * `rows` transactions (more than the 2,500 one call of apply_restore writes) staged in parts of
 * 5,000 and applied once in add_missing mode. The server keeps it under way (restore_status).
 */
export async function cutOffRestore(session: Session, rows = 6000): Promise<void> {
  const db = asUser(session);
  const transactions = Array.from({ length: rows }, (_, i) => ({
    id: crypto.randomUUID(), account_id: null, type: 'EXPENSE', amount: i + 1, actual_amount: null, planned_amount: null, execution_status: 'COMPLETED',
    date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-15`, category: 'NUTRITIE', subcategory: null, description: null, recurring: false, frequency: 'NONE',
    recurring_rule_id: null, currency: 'RON', created_at: '2026-01-01T10:00:00+00:00', updated_at: '2026-01-01T10:00:00+00:00', copied_from_id: null,
    copy_batch_id: null, unplanned: false, postponed_from_id: null,
  }));
  const upload = crypto.randomUUID();
  for (let part = 0; part * 5000 < rows; part++) {
    await db.from('restore_parts').insert({ upload_id: upload, part, kind: 'transactions', rows: transactions.slice(part * 5000, (part + 1) * 5000) }).throwOnError();
  }
  const { data } = await db.rpc('apply_restore', { upload_id: upload, mode: 'add_missing' }).throwOnError();
  if ((data as { done: boolean }).done) throw new Error('the restore finished in one call: stage more rows');
}
