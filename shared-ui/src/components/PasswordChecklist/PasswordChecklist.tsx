import { SvgIcon } from '../Icons/Icons';
import './PasswordChecklist.css';

export type PasswordChecklistItem = { id: string; label: string; met: boolean };

type PasswordChecklistProps = {
  /** Each requirement of the password rule and whether the typed password meets it. */
  items: readonly PasswordChecklistItem[];
};

export const PASSWORD_CHECKLIST_TEXTS = { title: 'Parola trebuie să aibă:', met: 'îndeplinit', unmet: 'lipsește' } as const;

/**
 * The password rule beside a new-password field, each requirement ticked as the typed password
 * meets it. A list (list semantics), read with the field when it is its hint; its items are a
 * polite live region, so a screen reader hears a requirement when it changes state (each item's
 * hidden state word changes only then), not at every key.
 */
export function PasswordChecklist({ items }: PasswordChecklistProps) {
  return (
    <span className="bg-password-checklist">
      <span className="bg-password-checklist__title">{PASSWORD_CHECKLIST_TEXTS.title}</span>
      <ul className="bg-password-checklist__list" aria-live="polite" data-testid="password-checklist">
        {items.map((item) => (
          <li key={item.id} className="bg-password-checklist__item" data-met={item.met}>
            <SvgIcon size={16} strokeWidth={2.25} className="bg-password-checklist__icon">
              {item.met ? <path d="M20 6 9 17l-5-5" /> : <circle cx="12" cy="12" r="4" />}
            </SvgIcon>
            <span>{item.label}</span>
            <span className="bg-visually-hidden">: {item.met ? PASSWORD_CHECKLIST_TEXTS.met : PASSWORD_CHECKLIST_TEXTS.unmet}</span>
          </li>
        ))}
      </ul>
    </span>
  );
}
