/**
 * `PUT /api/account/locale` (ADR 0055; docs/architecture.md §7.1): the signed-in account's language,
 * chosen in the footer's picker. Stored in `users.locale`, it comes ahead of the `idioma` cookie for the
 * account's requests (plugins/locale.ts) and is the language of its mails.
 * @module
 */
import { accountLocaleBodySchema, accountLocaleResponseSchema } from '../../../shared/contract/account';
import { errorResponses } from '../../../shared/contract/common';
import { accountMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { sessionPlugin } from '../session-routes';
import type { AccountContext } from './context';
import { setAccountLocale } from './queries/users';

/** Options of {@link localeRoutes}. */
export interface LocaleRoutesOptions {
  ctx: AccountContext;
}

/** Registers the language write (prefix given by the caller: `/api/account`). */
export const localeRoutes = sessionPlugin<LocaleRoutesOptions>(
  { tags: ['users'], refusals: errorResponses(400, 401, 403) },
  (route, { ctx }) => {
    route.put(
      '/locale',
      {
        summary: "The signed-in account's language",
        description:
          'One of `es-AR`, `es-MX`, `pt-BR`; ahead of the `idioma` cookie and `Accept-Language` for ' +
          "the account's requests, and the language of its mails.",
        body: accountLocaleBodySchema,
        response: { 200: accountLocaleResponseSchema },
      },
      async (request, session) => {
        const { locale } = request.body;
        if (!(await setAccountLocale(ctx.db, session.userId, locale)))
          throw new AppError('UNAUTHORIZED', accountMessages.sessionRequired);
        return { locale };
      },
    );
  },
);
