import { useCallback, useEffect, useState } from 'react';
import type { NavigateFn } from '@buget/shared-domain/rules';
import { sectionAt, sectionPath, type OptionSectionId } from './sections';

/**
 * The section in the URL. The shell's router owns the address: a click asks it to navigate
 * (history.pushState, which fires no event), so the section is also set here; the browser's
 * back and forward come as popstate.
 */
export function useSection(basePath: string, navigate: NavigateFn) {
  const [section, setSection] = useState<OptionSectionId>(() => sectionAt(basePath, window.location.pathname));
  useEffect(() => {
    const follow = () => setSection(sectionAt(basePath, window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [basePath]);
  const open = useCallback(
    (id: OptionSectionId) => {
      setSection(id);
      navigate(sectionPath(basePath, id));
    },
    [basePath, navigate],
  );
  return { section, open };
}
