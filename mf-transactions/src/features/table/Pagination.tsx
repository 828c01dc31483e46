import type { TransactionListFilters } from '@buget/shared-domain/transactions';
import { formatAmount } from '@buget/shared-domain/rules';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import { PAGE_SIZES, withFilter } from '../filters/url-filters';


export function Pagination({ filters, total, onChange }: { filters: TransactionListFilters; total: number; onChange: (f: TransactionListFilters) => void }) {
  const first = total === 0 ? 0 : filters.offset + 1;
  const last = Math.min(filters.offset + filters.limit, total);
  const page = Math.floor(filters.offset / filters.limit) + 1;
  const pages = Math.max(1, Math.ceil(total / filters.limit));
  return (
    <nav className="tx-pagination" aria-label="Paginare">
      <label className="tx-pagination__size">
        Rânduri pe pagină
        <select className="bg-form-input" name="pageSize" value={filters.limit} onChange={(e) => onChange(withFilter(filters, { limit: Number(e.target.value) }))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </label>
      <span className="tx-pagination__range" aria-live="polite" data-testid="pagination-range">
        {formatAmount(first)}–{formatAmount(last)} din {formatAmount(total)}
      </span>
      <span className="tx-pagination__pages">
        <Button size="sm" variant="secondary" iconOnly icon={<IconChevronLeft />} aria-label="Pagina anterioară" disabled={filters.offset === 0} onClick={() => onChange(withFilter(filters, { offset: Math.max(0, filters.offset - filters.limit) }))} />
        <span>Pagina {formatAmount(page)} din {formatAmount(pages)}</span>
        <Button size="sm" variant="secondary" iconOnly icon={<IconChevronRight />} aria-label="Pagina următoare" disabled={last >= total} onClick={() => onChange(withFilter(filters, { offset: filters.offset + filters.limit }))} />
      </span>
    </nav>
  );
}
