import { useNavigationStateStore } from '@buget/shared-domain/stores';
import { IconChevronLeft } from '@buget/shared-ui/components';
import type { FrameActions } from './use-frame-actions';

export const BREADCRUMBS_LABEL = 'Istoric navigare';
const backLabel = (page: string) => `Înapoi la ${page}`;

/** The trail of recent pages: going back to one cuts the trail after it (spec point 4). */
export function Breadcrumbs({ actions }: { actions: FrameActions }) {
  const trail = useNavigationStateStore((state) => state.breadcrumbHistory);
  const dispatch = useNavigationStateStore((state) => state.dispatch);
  if (trail.length === 0) return null;
  return (
    <nav className="shell-breadcrumbs" aria-label={BREADCRUMBS_LABEL}>
      <ol>
        {trail.map((item) => (
          <li key={`${item.id}-${item.href}`}>
            {item.isActive ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <a
                href={item.href}
                onClick={(event) => {
                  event.preventDefault();
                  dispatch({ type: 'navigateToBreadcrumb', id: item.id });
                  actions.go(item.href);
                }}
              >
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The trail collapsed to one link for a phone's header (issue 28 point 11): back to the page before
 * this one in the trail, as its crumb would go; nothing on the trail's first page. CSS shows it on
 * phones only, where the full trail waits behind the header's tabs button.
 */
export function BackLink({ actions }: { actions: FrameActions }) {
  const trail = useNavigationStateStore((state) => state.breadcrumbHistory);
  const dispatch = useNavigationStateStore((state) => state.dispatch);
  const current = trail.findIndex((item) => item.isActive);
  const previous = current > 0 ? trail[current - 1] : undefined;
  if (!previous) return null;
  return (
    <a
      className="shell-icon-button shell-back"
      href={previous.href}
      aria-label={backLabel(previous.label)}
      title={backLabel(previous.label)}
      onClick={(event) => {
        event.preventDefault();
        dispatch({ type: 'navigateToBreadcrumb', id: previous.id });
        actions.go(previous.href);
      }}
    >
      <IconChevronLeft />
    </a>
  );
}
