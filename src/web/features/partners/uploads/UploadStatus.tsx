/**
 * Progress bars of the uploads in progress and the list of refused files.
 * @module
 */
import { partnerUploadMessages as m } from '../../../../shared/messages';
import { Spinner } from '../../../components/Spinner';
import type { PendingUpload } from './use-uploads';

/** The uploads in progress (each with a progress bar) and the refusals (an alert). */
export function UploadStatus({ pending, failures }: { pending: PendingUpload[]; failures: string[] }) {
  return (
    <>
      {pending.length > 0 && (
        <ul className="plain-list upload__pending">
          {pending.map((p) => (
            <li key={p.key}>
              <Spinner label={m.uploading(p.name)} />
              <progress max={100} value={p.percent} aria-label={m.uploadingPercent(p.name, p.percent)} />
              <span aria-hidden="true">{p.percent} %</span>
            </li>
          ))}
        </ul>
      )}
      {failures.length > 0 && (
        <div role="alert">
          <ul className="upload__failures">
            {failures.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
