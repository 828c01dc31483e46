import type { RemoteParcelProps } from '@buget/shared-domain';
import { EmptyState, IconTransactions } from '@buget/shared-ui';

/** Tranzacții: the full table, form and export come with their feature issue. */
export function App(_props: RemoteParcelProps) {
  return (
    <EmptyState
      icon={<IconTransactions />}
      title="Tabelul tranzacțiilor este în pregătire"
      description="Aici vei adăuga, filtra, sorta și exporta veniturile, cheltuielile și economiile, cu soldul cumulat pe fiecare rând."
    />
  );
}
