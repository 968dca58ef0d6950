/**
 * The consumer's legal buttons (ADR 0027): "Botón de arrepentimiento" and "Botón de baja". The app
 * loads each screen as a lazy chunk of its own, reached from the footer of every page.
 * @module
 */
export { CancelPage } from './CancelPage';
export { WithdrawalPage } from './WithdrawalPage';
