/**
 * Loading indicators: an inline spinner and a screen-sized one used while a route loads.
 * @module
 */
import { noticeMessages } from '../../shared/messages/shell.web';
import { shellMessages } from '../../shared/messages/catalogue.web';
import './components.css';

/**
 * A spinner with a text for screen readers (`role="status"`).
 * @param label - what is loading; defaults to "Cargando…"
 * @param size - `small` for inline use, `large` for whole screens
 */
export function Spinner({
  label = noticeMessages.loading,
  size = 'small',
}: {
  label?: string;
  size?: 'small' | 'large';
}) {
  return (
    <span role="status" className={`spinner spinner--${size}`}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The spinner shown while a screen (a lazy route) loads (SPEC §2). */
export function ScreenSpinner() {
  return (
    <div className="screen-spinner">
      <Spinner size="large" label={shellMessages.loadingScreen} />
    </div>
  );
}
