import { useNavigationStateStore } from '@buget/shared-domain/stores';
import type { FrameActions } from './use-frame-actions';

export const BREADCRUMBS_LABEL = 'Istoric navigare';

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
