/**
 * Every locale's catalogues at once, for the server (ADR 0055): it answers each request in that
 * request's locale, so it holds them all from the start. The browser loads only its page's
 * (src/web/lib/i18n.ts); es-AR's come with each room.
 * @module
 */
import { messages as esMX } from '../locales/es-MX/index';
import { messages as ptBR } from '../locales/pt-BR/index';
import { loadMessages } from './active';

/** Loads the es-MX and pt-BR catalogues of every room into their translators. */
export function loadAllLocales(): void {
  loadMessages('es-MX', esMX);
  loadMessages('pt-BR', ptBR);
}
