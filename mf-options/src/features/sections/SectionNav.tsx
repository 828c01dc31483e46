import type { MouseEvent } from 'react';
import { OPTION_SECTIONS, sectionPath, type OptionSectionId } from './sections';

type SectionNavProps = { basePath: string; current: OptionSectionId; onOpen: (id: OptionSectionId) => void };

/** The sections as links (each has its own address, opens in a new tab), the current one marked. */
export function SectionNav({ basePath, current, onOpen }: SectionNavProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: OptionSectionId) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <nav className="opt-sections" aria-label="Secțiunile opțiunilor">
      {OPTION_SECTIONS.map((section) => (
        <a
          key={section.id}
          href={sectionPath(basePath, section.id)}
          className="opt-sections__link"
          aria-current={section.id === current ? 'page' : undefined}
          onClick={(event) => follow(event, section.id)}
        >
          {section.label}
        </a>
      ))}
    </nav>
  );
}
