/**
 * HTTP routes of what is sold and of the cart (SPEC §7 `GET/POST /api/shopcart`; docs/architecture.md §5).
 * `productRoutes` is mounted under `/api/products`, `cartRoutes` under `/api/shopcart`. Schemas come
 * from `src/shared/contract/cart.ts`; rules live in ./service and ./products. Cart answers are personal:
 * `Cache-Control: no-store`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartActionSchema, cartResponseSchema, productsResponseSchema } from '../../../shared/contract/cart';
import { errorResponses } from '../../../shared/contract/common';
import { userIdParamsSchema } from '../../../shared/contract/users';
import type { Database } from '../../db/client';
import { noStore, publicCached } from '../route-access';
import { sessionRoutes } from '../session-routes';
import { listGymProducts } from './products';
import { changeCart, readCart } from './service';

/** Options of the cart and product routes. */
export interface CartRoutesOptions {
  db: Database;
}

const tags = ['cart'];
/** Shared caches may keep a gym's product list this long, seconds (prices change rarely; checkout re-reads them). */
const PRODUCTS_MAX_AGE_S = 30;

/** `GET /gym/{id}`: what a gym sells (public). */
export const productRoutes: FastifyPluginAsync<CartRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/gym/:id',
    publicCached(PRODUCTS_MAX_AGE_S, {
      tags,
      summary: 'What gym `id` sells: its monthly membership and each service with a price (public)',
      description:
        'A membership’s `_id` is the gym’s id (unit `mes`); a service’s is its gym-service link id (unit ' +
        '`clase`). Unit prices from the database, in `currency`: the currency of the gym’s country. 404 when the gym is unknown or not published.',
      params: userIdParamsSchema,
      response: { 200: productsResponseSchema, ...errorResponses(400, 404) },
    }),
    async (request) => ({ products: await listGymProducts(db, request.params.id) }),
  );
};

/** `GET` and `POST` at the prefix (`/api/shopcart`, SPEC §7): the session member's cart. */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (fastify, { db }) => {
  const route = sessionRoutes(fastify, { tags, refusals: errorResponses(400, 401, 403, 404, 409) });
  fastify.addHook('onSend', noStore);

  route.get(
    '',
    {
      summary: 'Your cart, priced now (member accounts only)',
      description:
        'Lines in the order first added, each with its current unit price and `status`: `ok`, `priceChanged` ' +
        '(with `previousUnitPrice`, the one you saw) or `unavailable`. `total` sums the available lines ' +
        'in the cart’s `currency`; `count` is the number of units. 401 signed out, 403 partners and admins.',
      response: { 200: cartResponseSchema },
    },
    async (request, session) => ({ cart: await readCart(db, session) }),
  );

  route.post(
    '',
    {
      summary: 'Change your cart (SPEC §4 rules): add, remove, delete, clear, merge, confirm',
      description:
        '`add` raises the qty of a line by 1 or adds it with qty 1; `remove` lowers it by 1 and a line at 0 ' +
        'leaves the cart; `delete` drops a line; `clear` empties the cart; `merge` adds a visitor’s browser ' +
        'cart at sign-in (quantities summed, capped at 99; products not on sale skipped); `confirm` accepts ' +
        'changed prices and drops unavailable lines. Answers the cart. 404 unknown product, 409 a product ' +
        'not on sale or past 99 units / 30 lines.',
      body: cartActionSchema,
      response: { 200: cartResponseSchema },
    },
    async (request, session) => ({
      cart: await changeCart(db, session, request.body),
    }),
  );
};
