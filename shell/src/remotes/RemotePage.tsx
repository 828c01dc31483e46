import { use, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { RecoveringErrorBoundary } from '@buget/shared-ui/errors';
import { usePageLoader } from '../routes/lazy-page';
import { forgetRemote, parcelOf } from './registry';

type RemotePageProps = {
  /** Federation name of the remote, e.g. 'mf_daily'. */
  remote: string;
  basePath: string;
};

function MountedParcel({ read, basePath }: { read: () => Promise<ParcelConfig<RemoteParcelProps>>; basePath: string }) {
  const config = use(read());
  const navigate = useNavigate();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  const [lifecycleError, setLifecycleError] = useState<Error | null>(null);
  // A parcel whose mount fails is reported like a failed load: the boundary retries it.
  if (lifecycleError) throw lifecycleError;
  return (
    <Parcel
      config={config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName="shell-remote"
      basePath={basePath}
      navigate={go}
      handleError={setLifecycleError}
    />
  );
}

/**
 * A page rendered by a remote: loaded lazily, its loader shown only when the parcel takes longer
 * than the spec's delay and then kept that long (none when the parcel was loaded ahead, see
 * bootstrap), guarded by the
 * recovering error boundary, which forgets the failed load before each retry so the page heals
 * when the remote's files are back, without reloading the app.
 */
export function RemotePage({ remote, basePath }: RemotePageProps) {
  const { loader, read } = usePageLoader(() => parcelOf(remote));
  return (
    <RecoveringErrorBoundary onRecover={() => forgetRemote(remote)} resetKeys={[remote]} loading={loader}>
      <MountedParcel read={read} basePath={basePath} />
    </RecoveringErrorBoundary>
  );
}
