import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { EmptyState, IconOptions } from '@buget/shared-ui/components';

/** Opțiuni: categories, accounts and app settings come with their feature issue. */
export function App(_props: RemoteParcelProps) {
  return (
    <EmptyState
      icon={<IconOptions />}
      title="Opțiunile sunt în pregătire"
      description="Aici vei gestiona categoriile și subcategoriile, conturile și setările aplicației."
    />
  );
}
