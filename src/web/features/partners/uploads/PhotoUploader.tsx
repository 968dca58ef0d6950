/**
 * The photos of a gym (SPEC §3 "Gym" `image`): several uploads (at most {@link GYM_MAX_IMAGES}), each
 * with its progress; previews with thumbnails, remove, and move before/after (the first is the cover).
 * @module
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { GYM_MAX_IMAGES } from '../../../../shared/constants/partners';
import { partnerUploadMessages as m } from '../../../../shared/messages';
import { moveItem } from '../forms/forms';
import { FilePicker } from './FilePicker';
import { UploadStatus } from './UploadStatus';
import { useUploads } from './use-uploads';
import { thumbnailUrlOf } from '../../../../shared/domain/uploads';
import './uploads.css';

/** Props of {@link PhotoUploader}. */
export interface PhotoUploaderProps {
  label: string;
  /** Large-image URLs, first = cover. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** Told whether uploads are running (the form waits for them). */
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}

/** The photo list with its upload button. */
export function PhotoUploader({ label, value, onChange, onBusyChange, error }: PhotoUploaderProps) {
  const hintId = useId();
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  const set = (urls: string[]) => {
    current.current = urls;
    onChange(urls);
  };
  const uploads = useUploads((upload) => set([...current.current, upload.url]));
  const { busy } = uploads;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const choose = (files: File[]) => {
    const left = GYM_MAX_IMAGES - current.current.length - uploads.pending.length;
    if (files.length > left) uploads.addFailure(m.tooMany(GYM_MAX_IMAGES, Math.max(0, left)));
    void uploads.send(files.slice(0, Math.max(0, left)));
  };

  return (
    <fieldset className="form-group partner-form__group upload" data-testid="photo-uploader">
      <legend>{label}</legend>
      <p id={hintId} className="field__hint">
        {m.photosHint(GYM_MAX_IMAGES)}
      </p>
      {value.length === 0 ? (
        <p className="upload__empty">{m.emptyPhotos}</p>
      ) : (
        <ol className="plain-list upload__photos">
          {value.map((url, i) => (
            <li key={url} className="upload__photo" data-testid="photo-preview">
              <img
                src={uploads.thumbnails[url] ?? thumbnailUrlOf(url)}
                alt={m.photoAlt(i + 1)}
                loading="lazy"
              />
              {i === 0 && <span className="badge upload__cover">{m.cover}</span>}
              <div className="upload__photo-actions">
                <button
                  type="button"
                  className="icon-button"
                  disabled={i === 0}
                  aria-label={m.moveLeftLabel(i + 1)}
                  title={m.moveLeft}
                  onClick={() => set(moveItem(value, i, i - 1))}
                >
                  <ArrowLeft size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={i === value.length - 1}
                  aria-label={m.moveRightLabel(i + 1)}
                  title={m.moveRight}
                  onClick={() => set(moveItem(value, i, i + 1))}
                >
                  <ArrowRight size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={m.removeLabel(m.photoAlt(i + 1))}
                  title={m.remove}
                  onClick={() => set(value.filter((u) => u !== url))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <UploadStatus pending={uploads.pending} failures={uploads.failures} />
      {error && <p className="field__error">{error}</p>}
      <FilePicker
        label={m.choosePhotos}
        multiple
        disabled={value.length + uploads.pending.length >= GYM_MAX_IMAGES}
        describedBy={hintId}
        onFiles={choose}
        testId="photo-input"
      />
    </fieldset>
  );
}
