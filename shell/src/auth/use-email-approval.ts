import { useEffect, useState } from 'react';
import { checkEmailApproved, EMAIL_PATTERN } from '@buget/shared-domain/auth';

export type EmailApproval = 'idle' | 'checking' | 'approved' | 'refused' | 'unknown';

const DEBOUNCE_MS = 350;

/** The live hint of the register screen: asks is_email_approved once typing pauses. */
export function useEmailApproval(email: string): EmailApproval {
  const [state, setState] = useState<{ email: string; approval: EmailApproval }>({ email: '', approval: 'idle' });
  const wanted = email.trim();
  const valid = EMAIL_PATTERN.test(wanted);
  useEffect(() => {
    if (!valid) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      checkEmailApproved(wanted)
        .then((approved) => !cancelled && setState({ email: wanted, approval: approved ? 'approved' : 'refused' }))
        .catch(() => !cancelled && setState({ email: wanted, approval: 'unknown' }));
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [wanted, valid]);
  if (!valid) return 'idle';
  return state.email === wanted ? state.approval : 'checking';
}
