import { create } from 'zustand';

export type NavigateFn = (to: string) => void;

/** What the shell hands every parcel it mounts (single-spa custom props). */
export type RemoteParcelProps = {
  /** The route the parcel is mounted at, e.g. '/transactions'. */
  basePath: string;
  navigate: NavigateFn;
};

type NavigationServiceState = {
  navigate: NavigateFn | null;
  register: (navigate: NavigateFn) => () => void;
};

/**
 * Remotes never import the shell: they ask it to navigate through this service, which the
 * shell's router registers itself with. Outside the shell (a remote's harness) nothing is
 * registered and navigation falls back to a full page load.
 */
export const useNavigationService = create<NavigationServiceState>()((set, get) => ({
  navigate: null,
  register: (navigate) => {
    set({ navigate });
    return () => {
      if (get().navigate === navigate) set({ navigate: null });
    };
  },
}));

export function navigateTo(to: string): void {
  const navigate = useNavigationService.getState().navigate;
  if (navigate) navigate(to);
  else window.location.assign(to);
}
