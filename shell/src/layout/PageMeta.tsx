import { useEffect } from 'react';
import { pageTitle } from '@buget/shared-domain/rules';
import { setPageTitle } from './document-title';

type PageMetaProps = { title: string; description: string };

/** Sets the document title and the description meta tag of the current page. */
export function PageMeta({ title, description }: PageMetaProps) {
  useEffect(() => {
    setPageTitle(pageTitle(title));
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
