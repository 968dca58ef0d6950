/**
 * The camera part of the door screen: starts the rear camera on request (getUserMedia, Media Capture
 * and Streams), shows it, and hands every QR text read to `onCode`; stops the stream when turned off or
 * when the screen goes away. Permission refused or no camera: a Spanish message, the typed code remains.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { checkinPageMessages as m } from '../../../shared/messages/checkin.web';
import { scanVideo } from './scanner';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'missing';

/** Props of {@link CameraScanner}. */
export interface CameraScannerProps {
  onCode: (code: string) => void;
  /** Called when the camera is turned on. */
  onStart?: () => void;
}

/** The camera with its on/off button and its states. */
export function CameraScanner({ onCode, onStart }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  };

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('missing');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      onStart?.();
      setState('on');
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      setState(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'denied');
    }
  };

  useEffect(() => {
    const element = video.current;
    if (state !== 'on' || !element || !stream.current) return undefined;
    element.srcObject = stream.current;
    void element.play().catch(() => undefined);
    return scanVideo(element, (code) => onCodeRef.current(code));
  }, [state]);

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  return (
    <section className="panel partner-section checkin-camera" aria-labelledby="checkin-camera-title">
      <div className="head-row">
        <h2 id="checkin-camera-title">{m.camera}</h2>
        {state === 'on' ? (
          <button className="button button--secondary" type="button" onClick={stop}>
            {m.stopCamera}
          </button>
        ) : (
          <button
            className="button"
            type="button"
            onClick={() => void start()}
            disabled={state === 'starting'}
          >
            {state === 'starting' ? m.cameraStarting : m.startCamera}
          </button>
        )}
      </div>
      {state === 'on' && <p className="checkin-hint">{m.cameraHint}</p>}
      {state === 'denied' && (
        <p className="checkin-camera__error" role="alert">
          {m.cameraDenied}
        </p>
      )}
      {state === 'missing' && (
        <p className="checkin-camera__error" role="alert">
          {m.cameraMissing}
        </p>
      )}
      <video
        ref={video}
        className="checkin-camera__video"
        hidden={state !== 'on'}
        muted
        playsInline
        aria-label={m.videoLabel}
        data-testid="checkin-video"
      />
    </section>
  );
}
