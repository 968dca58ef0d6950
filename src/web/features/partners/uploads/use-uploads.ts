/**
 * State of image uploads in progress (ADR 0007): one entry per file with its progress, the
 * refusals (client pre-check or the server's message), and the thumbnails of finished uploads.
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { partnerUploadMessages as m } from '../../../../shared/messages';
import type { Upload } from '../../../../shared/contract/partner-gyms';
import { precheckUpload, uploadImage } from './upload';

/** A file being sent. */
export interface PendingUpload {
  key: number;
  name: string;
  /** 0–100 (%). */
  percent: number;
}

/** Uploads and their state; `onUploaded` receives each finished upload in the order chosen. */
export function useUploads(onUploaded: (upload: Upload) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const [thumbnails, setThumbnails] = useState<Record<string, string>>({});
  const nextKey = useRef(1);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  /** Pre-checks and sends `files` one after the other. */
  const send = useCallback(async (files: File[]) => {
    setFailures([]);
    const accepted: { file: File; key: number }[] = [];
    for (const file of files) {
      const reason = precheckUpload(file);
      if (reason) setFailures((current) => [...current, m.failed(file.name, reason)]);
      else accepted.push({ file, key: nextKey.current++ });
    }
    setPending((current) => [
      ...current,
      ...accepted.map(({ file, key }) => ({ key, name: file.name, percent: 0 })),
    ]);
    for (const { file, key } of accepted) {
      try {
        const upload = await uploadImage(file, (percent) =>
          setPending((current) => current.map((p) => (p.key === key ? { ...p, percent } : p))),
        );
        setThumbnails((current) => ({ ...current, [upload.url]: upload.thumbnailUrl }));
        onUploadedRef.current(upload);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setFailures((current) => [...current, m.failed(file.name, reason)]);
      } finally {
        setPending((current) => current.filter((p) => p.key !== key));
      }
    }
  }, []);

  const addFailure = useCallback((text: string) => setFailures((current) => [...current, text]), []);

  return { pending, failures, thumbnails, send, addFailure, busy: pending.length > 0 };
}
