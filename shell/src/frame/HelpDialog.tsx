import { Modal } from '@buget/shared-ui/dialogs';
import { usePageShortcutsStore, type PageShortcut } from '@buget/shared-domain/stores';
import { useOverlayStore } from './overlay-store';
import { appPages } from '../config/app-pages';
import { HELP_NOTE, HELP_TITLE, shortcutHelp } from './shortcuts';

function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: readonly PageShortcut[] }) {
  return (
    <table className="help-table">
      <caption className="help-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Taste</th>
          <th scope="col">Acțiune</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map((shortcut) => (
          <tr key={shortcut.keys}>
            <td>
              <kbd>{shortcut.keys}</kbd>
            </td>
            <td>{shortcut.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** F1: every shortcut of the app, then those of the page on screen (a remote sets them). */
export default function HelpDialog() {
  const open = useOverlayStore((state) => state.helpOpen);
  const setOpen = useOverlayStore((state) => state.setHelpOpen);
  const page = usePageShortcutsStore((state) => state.page);
  const pageShortcuts = usePageShortcutsStore((state) => state.shortcuts);
  return (
    <Modal open={open} onOpenChange={setOpen} title={HELP_TITLE} description={HELP_NOTE} size="md">
      <ShortcutTable caption="În toată aplicația" shortcuts={shortcutHelp(appPages())} />
      {page && pageShortcuts.length > 0 ? <ShortcutTable caption={`Pe pagina ${page}`} shortcuts={pageShortcuts} /> : null}
    </Modal>
  );
}
