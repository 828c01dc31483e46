import { Button } from '@buget/shared-ui/components';
import { useDropzone } from 'react-dropzone';
import { IMPORT_TEXT as T } from './import-text';

type FileDropProps = { onFile: (file: File) => void; disabled?: boolean };

/** The dialog's drop zone (react-dropzone): a dragged file, or the button's file picker. */
export function FileDrop({ onFile, disabled = false }: FileDropProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (files) => {
      const file = files[0];
      if (file) onFile(file);
    },
  });
  return (
    <div {...getRootProps({ className: `tx-import__drop${isDragActive ? ' tx-import__drop--active' : ''}` })}>
      <input {...getInputProps({ 'aria-label': T.chooseFile, name: 'statement' })} />
      <p className="tx-import__drop-title">{T.dropHere}</p>
      <p className="tx-import__drop-hint">{T.dropFormats}</p>
      <Button onClick={open} disabled={disabled}>{T.chooseFile}</Button>
    </div>
  );
}
