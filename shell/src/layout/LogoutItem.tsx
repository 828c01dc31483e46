import { useState } from 'react';
import { TOOLTIP_DELAY_MS } from '@buget/shared-domain/constants';
import { IconLogout } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { LOGOUT_TEXTS } from '../frame/use-frame-actions';

type LogoutItemProps = { onLogout: () => Promise<void>; compact?: boolean };

/** The navigation's Logout item (spec point 2: shown when a logout handler exists); signs out everywhere. */
export function LogoutItem({ onLogout, compact = false }: LogoutItemProps) {
  const [busy, setBusy] = useState(false);
  const button = (
    <button
      type="button"
      className="shell-nav-link shell-nav-logout"
      aria-label={compact ? LOGOUT_TEXTS.label : undefined}
      aria-busy={busy}
      disabled={busy}
      data-testid="nav-logout"
      onClick={() => {
        setBusy(true);
        void onLogout().finally(() => setBusy(false));
      }}
    >
      <IconLogout aria-hidden="true" />
      <span className="shell-nav-link-label">{LOGOUT_TEXTS.label}</span>
    </button>
  );
  if (!compact) return button;
  return (
    <Tooltip content={LOGOUT_TEXTS.label} side="right" delayMs={TOOLTIP_DELAY_MS.collapsedSidebar}>
      {button}
    </Tooltip>
  );
}
