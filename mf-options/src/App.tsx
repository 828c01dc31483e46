import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { EmptyState, IconOptions } from '@buget/shared-ui/components';
import { SettingsSection } from './features/settings';

/** Opțiuni: categories and accounts come with their feature issue; the settings are here. */
export function App(_props: RemoteParcelProps) {
  return (
    <>
      <EmptyState
        icon={<IconOptions />}
        title="Opțiunile sunt în pregătire"
        description="Aici vei gestiona categoriile și subcategoriile, conturile și setările aplicației."
      />
      <SettingsSection />
    </>
  );
}
