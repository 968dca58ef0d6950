/**
 * One image (a gym's logo, a service's photo; ADR 0007): upload with progress,
 * preview, replace and remove; {@link ImageUploadField} binds it to a form's field.
 * @module
 */
import { useEffect, useId } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { Upload } from '../../../../shared/contract/partner-gyms';
import { partnerUploadMessages as m } from '../../../../shared/messages';
import { FilePicker } from './FilePicker';
import { UploadStatus } from './UploadStatus';
import { useUploads } from './use-uploads';
import { thumbnailUrlOf } from '../../../../shared/domain/uploads';
import './uploads.css';

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  label: string;
  /** Large-image URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** Text alternative of the preview. */
  alt: string;
  error?: string | undefined;
  testId?: string;
  /** Also receives each finished upload whole (e.g. its `_id`, which a claim's document names). */
  onUpload?: (upload: Upload) => void;
}

/** The single-image field. */
export function ImageUpload({
  label,
  value,
  onChange,
  onBusyChange,
  alt,
  error,
  testId,
  onUpload,
}: ImageUploadProps) {
  const hintId = useId();
  const uploads = useUploads((upload) => {
    onChange(upload.url);
    onUpload?.(upload);
  });
  const { busy } = uploads;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  return (
    <fieldset className="form-group partner-form__group upload" data-testid={testId}>
      <legend>{label}</legend>
      <p id={hintId} className="field__hint">
        {m.imageHint}
      </p>
      {value && (
        <div className="upload__single">
          <img src={uploads.thumbnails[value] ?? thumbnailUrlOf(value)} alt={alt} loading="lazy" />
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={m.removeLabel(alt)}
            onClick={() => onChange(null)}
          >
            {m.remove}
          </button>
        </div>
      )}
      <UploadStatus pending={uploads.pending} failures={uploads.failures} />
      {error && <p className="field__error">{error}</p>}
      <FilePicker
        label={value ? m.replaceImage : m.chooseImage}
        disabled={busy}
        describedBy={hintId}
        onFiles={(files) => void uploads.send(files.slice(0, 1))}
        testId={testId ? `${testId}-input` : undefined}
      />
    </fieldset>
  );
}

/** Props of {@link ImageUploadField}: those of {@link ImageUpload} but its value, change and error. */
export type ImageUploadFieldProps<T extends FieldValues, U extends FieldValues> = Omit<
  ImageUploadProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<T, unknown, U>;
  /** The form's field that holds the image's URL, or null. */
  name: FieldPathByValue<T, string | null>;
};

/** The single-image field of a react-hook-form form: the field's value, its change and its error. */
export function ImageUploadField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...props
}: ImageUploadFieldProps<T, U>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageUpload
      {...props}
      value={field.value as string | null}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
