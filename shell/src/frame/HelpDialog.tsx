import { Modal } from '@buget/shared-ui/dialogs';
import { useOverlayStore } from './overlay-store';
import { HELP_NOTE, HELP_TITLE, SHORTCUT_HELP } from './shortcuts';

/** F1: every shortcut of the app. */
export default function HelpDialog() {
  const open = useOverlayStore((state) => state.helpOpen);
  const setOpen = useOverlayStore((state) => state.setHelpOpen);
  return (
    <Modal open={open} onOpenChange={setOpen} title={HELP_TITLE} description={HELP_NOTE} size="md">
      <table className="help-table">
        <thead>
          <tr>
            <th scope="col">Taste</th>
            <th scope="col">Acțiune</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_HELP.map((shortcut) => (
            <tr key={shortcut.keys}>
              <td>
                <kbd>{shortcut.keys}</kbd>
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
