import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { EmptyState, IconProfile } from '@buget/shared-ui/components';

/** Profil: identity, data export and account deletion come with their feature issue. */
export function App(_props: RemoteParcelProps) {
  return (
    <EmptyState
      icon={<IconProfile />}
      title="Profilul este în pregătire"
      description="Aici vei vedea adresa de e-mail și data înscrierii, vei putea exporta toate datele și vei putea șterge contul."
    />
  );
}
