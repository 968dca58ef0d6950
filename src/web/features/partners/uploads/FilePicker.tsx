/**
 * A file input that looks like a button: the native input stays in the tab order (visually hidden)
 * and its label is the visible button; the focus ring moves to the label.
 * @module
 */
import { useId, type ChangeEvent } from 'react';
import { UPLOAD_ACCEPT } from './upload';

/** Props of {@link FilePicker}. */
export interface FilePickerProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Id of the hint text describing the accepted files. */
  describedBy?: string;
  onFiles: (files: File[]) => void;
  testId?: string;
}

/** The picker; the chosen files go to `onFiles` and the input is cleared (same file can be re-chosen). */
export function FilePicker({
  label,
  multiple = false,
  disabled,
  describedBy,
  onFiles,
  testId,
}: FilePickerProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <span className="upload__picker">
      <input
        id={id}
        className="upload__input visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
        data-testid={testId}
      />
      <label htmlFor={id} className="button button--secondary button--small upload__button">
        {label}
      </label>
    </span>
  );
}
