import { createContext, useContext, useRef } from 'react';
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button, IconClose } from '@buget/shared-ui/components';
import { useDiscardGuard } from '../discard/use-discard-guard';
import './Modal.css';

/** Spec point 2: modal dialogs come in sizes small to 4xl. Max widths live in Modal.css. */
export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export const MODAL_CLOSE_LABEL = 'Închide';

/** Inside a modal's content: a modal opened from there is stacked above it, backdrop included. */
const InsideModal = createContext(false);

/** The question a changed dialog asks before its fields are thrown away (issue 28 point 5). */
export const DISCARD_TEXTS = {
  title: 'Renunți la modificări?',
  description: 'Ce ai completat nu a fost salvat și se pierde.',
  discard: 'Renunță',
  keepEditing: 'Continuă editarea',
} as const;

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Always present: it names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children?: ReactNode;
  /** Actions, right-aligned under the body (primary action last). */
  footer?: ReactNode;
  /** Hide the × button, e.g. when the footer already offers a way out. Escape still closes. */
  hideCloseButton?: boolean;
  className?: string;
  /**
   * The fields differ from what the dialog opened with (useChanged): Escape, a click outside, ×
   * and Back then ask "Renunți la modificări?", and a reload asks the browser's question. A
   * footer's own "Renunță" and a save close it through onOpenChange's owner, without asking.
   */
  dirty?: boolean;
};

/**
 * A dialog on Radix: focus trapped and returned, Escape and a click on the dimmed backdrop
 * close it, the page behind is inert. The body scrolls; header and footer stay in view.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  footer,
  hideCloseButton = false,
  className,
  dirty = false,
}: ModalProps) {
  const guard = useDiscardGuard(open, dirty, onOpenChange);
  const nested = useContext(InsideModal);
  const classes = ['bg-modal', `bg-modal--${size}`, nested ? 'bg-modal--nested' : null, className].filter(Boolean).join(' ');
  // Radix warns when a dialog has no description unless aria-describedby is explicitly unset.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  // Radix returns focus to a Dialog.Trigger; our modals are opened by any control (a menu item,
  // a shortcut), so remember what had focus when the dialog opened and go back there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocusTo.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={guard.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={nested ? 'bg-modal-overlay bg-modal-overlay--nested' : 'bg-modal-overlay'} />
        <Dialog.Content
          className={classes}
          onOpenAutoFocus={rememberFocus}
          onCloseAutoFocus={restoreFocus}
          {...describedBy}
        >
          <InsideModal.Provider value>
            <header className="bg-modal__header">
              <div className="bg-modal__heading">
                <Dialog.Title className="bg-modal__title">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className="bg-modal__description">{description}</Dialog.Description>
                ) : null}
              </div>
            </header>
            {children ? <div className="bg-modal__body">{children}</div> : null}
            {footer ? <footer className="bg-modal__footer">{footer}</footer> : null}
            {/* Last in the DOM so that opening focuses the first field or action, not the ×. */}
            {hideCloseButton ? null : (
              <Dialog.Close asChild>
                <Button
                  className="bg-modal__close"
                  variant="ghost"
                  size="sm"
                  iconOnly
                  icon={<IconClose />}
                  aria-label={MODAL_CLOSE_LABEL}
                />
              </Dialog.Close>
            )}
            {dirty || guard.asking ? (
              <Modal
                open={guard.asking}
                onOpenChange={(next) => (next ? undefined : guard.keepEditing())}
                title={DISCARD_TEXTS.title}
                description={DISCARD_TEXTS.description}
                size="sm"
                hideCloseButton
                footer={
                  <>
                    <Button variant="secondary" onClick={guard.keepEditing}>
                      {DISCARD_TEXTS.keepEditing}
                    </Button>
                    <Button variant="danger" onClick={guard.discard}>
                      {DISCARD_TEXTS.discard}
                    </Button>
                  </>
                }
              />
            ) : null}
          </InsideModal.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
