export type NavigateFn = (to: string) => void;

/**
 * What the shell hands every parcel it mounts (single-spa custom props). Remotes never import
 * the shell: they navigate through `navigate`, which the shell backs with its router (a remote's
 * harness page, with no router, does a full page load).
 */
export type RemoteParcelProps = {
  /** The route the parcel is mounted at, e.g. '/transactions'. */
  basePath: string;
  navigate: NavigateFn;
};
