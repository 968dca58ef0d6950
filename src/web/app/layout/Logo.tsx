/**
 * The BuscaGym logo: a pin with a dumbbell and the wordmark.
 * @module
 */
import { shellMessages } from '../../../shared/messages/catalogue.web';

/** Logo mark plus wordmark; decorative mark, the wordmark is the text. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M16 2c-6.1 0-11 4.8-11 10.8C5 21 16 30 16 30s11-9 11-17.2C27 6.8 22.1 2 16 2z"
          fill="#c2185b"
        />
        <rect x="9" y="11.5" width="14" height="3" rx="1.5" fill="#fff" />
        <rect x="8" y="8.5" width="3" height="9" rx="1.5" fill="#fff" />
        <rect x="21" y="8.5" width="3" height="9" rx="1.5" fill="#fff" />
      </svg>
      <span className="logo__word">{shellMessages.appName}</span>
    </span>
  );
}
