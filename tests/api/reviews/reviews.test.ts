// Writing reviews (ADR 0024): only a member admitted at the gym's door in the last 120 days writes one,
// once per gym; partners and administrators never do; bad input is a Spanish 400; the member edits or
// removes the review and the gym's figures follow; a deleted account's reviews stay as "Ex socio".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import type { CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import { REVIEW_FORMER_MEMBER, reviewMessages as m } from '../../../src/shared/messages/reviews';
import { sessionFor, type Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  GYM_OFF,
  signedIn,
  type CommerceTestApp,
} from '../commerce/helpers';
import { gymFigures, listOf, mineUrl, reviewOf, reviewsUrl, visitor } from './helpers';

let t: CommerceTestApp;
let partnerA: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

describe('who may review', () => {
  it('refuses a member without a visit with 403 "Podés opinar después de tu primera visita"', async () => {
    const member = await signedIn(t, 'user', 'Sin Visita');
    const res = await member.client.post(reviewsUrl(), { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.visitFirst);
    expect(m.visitFirst.startsWith('Podés opinar después de tu primera visita')).toBe(true);
  });

  it('refuses a visit older than 120 days, and a visit of another gym', async () => {
    const old = await visitor(t, 'Vieja Visita', GYM_A, 121);
    expect((await old.client.post(reviewsUrl(), { rating: 4 })).statusCode).toBe(403);
    const elsewhere = await visitor(t, 'Otra Sede', GYM_B, 1);
    expect((await elsewhere.client.post(reviewsUrl(GYM_A), { rating: 4 })).statusCode).toBe(403);
  });

  it('refuses partners (their own gym included) and administrators with 403', async () => {
    const own = await partnerA.post(reviewsUrl(), { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(m.membersOnly);
    const admin = await signedIn(t, 'admin', 'Admin Tres');
    expect((await admin.client.post(reviewsUrl(), { rating: 1 })).statusCode).toBe(403);
  });

  it('answers 401 without a session and 404 for an unpublished or unknown gym', async () => {
    const visitorClient = (await visitor(t, 'Pedro Paz', GYM_OFF)).client;
    expect((await visitorClient.post(reviewsUrl(GYM_OFF), { rating: 3 })).statusCode).toBe(404);
    const anonymous = await signedIn(t, 'user', 'Anon');
    anonymous.client.cookies.clear();
    expect((await anonymous.client.post(reviewsUrl(), { rating: 3 })).statusCode).toBe(401);
    const unknown = await visitorClient.get(reviewsUrl('00000000-0000-4000-8000-0000000000ff'));
    expect(unknown.statusCode).toBe(404);
  });

  it('accepts a member after a real door check-in: 201 with "Nombre I." and verified', async () => {
    const member = await signedIn(t, 'user', 'Lucía Fernández Gómez');
    await cartAction(member.client, { action: 'add', id: GYM_A });
    const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
    const paid = (await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' })).json<{
      order: Order;
    }>();
    const code = paid.order.lines[0]?.pass?.code ?? '';
    const door = await partnerA.post('/api/passes/checkin', { code });
    expect(door.json().admitted).toBe(true);
    const res = await member.client.post(reviewsUrl(), { rating: 5, text: 'Muy buena <b>atención</b>' });
    expect(res.statusCode).toBe(201);
    const review = reviewOf(res);
    expect(review).toMatchObject({
      rating: 5,
      text: 'Muy buena <b>atención</b>',
      verified: true,
      demo: false,
      editedAt: null,
      author: { name: 'Lucía G.' },
      reply: null,
    });
  });
});

describe('one review per member and gym', () => {
  it('answers 409 to a second review, edits it with PUT (marked edited) and removes it with DELETE', async () => {
    const member = await visitor(t, 'Bruno Díaz', GYM_B);
    expect((await member.client.post(reviewsUrl(GYM_B), { rating: 2 })).statusCode).toBe(201);
    const again = await member.client.post(reviewsUrl(GYM_B), { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.duplicate);
    expect(await gymFigures(t, GYM_B)).toMatchObject({ count: 1, sum: 2, raiting: '2.0' });

    const edited = await member.client.put(mineUrl(GYM_B), { rating: 4, text: 'Mejoró mucho' });
    expect(edited.statusCode).toBe(200);
    expect(reviewOf(edited).editedAt).not.toBeNull();
    expect(await gymFigures(t, GYM_B)).toMatchObject({ count: 1, sum: 4, raiting: '4.0' });

    expect((await member.client.delete(mineUrl(GYM_B))).statusCode).toBe(200);
    expect(await gymFigures(t, GYM_B)).toMatchObject({ count: 0, sum: 0, raiting: null, score: null });
    const none = await member.client.delete(mineUrl(GYM_B));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(m.noReview);
  });
});

describe('what the signed-in account may do', () => {
  it('tells a member who went that they may write, then shows their own review', async () => {
    const member = await visitor(t, 'Flor Vidal', GYM_B);
    const before = (await member.client.get(`${reviewsUrl(GYM_B)}/me`)).json();
    expect(before).toEqual({ own: null, canWrite: true, canReply: false });
    await member.client.post(reviewsUrl(GYM_B), { rating: 4 });
    const after = (await member.client.get(`${reviewsUrl(GYM_B)}/me`)).json();
    expect(after).toMatchObject({ own: { rating: 4, author: { name: 'Flor V.' } }, canWrite: false });
    await member.client.delete(mineUrl(GYM_B));
  });

  it("tells a member without a visit no, the gym's partner that they answer, and another partner neither", async () => {
    const member = await signedIn(t, 'user', 'Gael Paz');
    expect((await member.client.get(`${reviewsUrl()}/me`)).json()).toEqual({
      own: null,
      canWrite: false,
      canReply: false,
    });
    expect((await partnerA.get(`${reviewsUrl()}/me`)).json()).toEqual({
      own: null,
      canWrite: false,
      canReply: true,
    });
    expect((await partnerA.get(`${reviewsUrl(GYM_B)}/me`)).json()).toMatchObject({ canReply: false });
  });
});

describe('bad input', () => {
  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 3.5 }, 'rating'],
    [{ rating: '5' }, 'rating'],
    [{}, 'rating'],
    [{ rating: 4, text: 'x'.repeat(2001) }, 'text'],
  ])('answers 400 with a Spanish message to %j and saves nothing', async (body, field) => {
    const member = await visitor(t, 'Carla Ruiz');
    const res = await member.client.post(reviewsUrl(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(field === 'rating' ? m.rating : m.text);
    expect((await member.client.delete(mineUrl())).statusCode).toBe(404);
  });

  it('answers 400 to a malformed gym id and to an unknown sort', async () => {
    const member = await visitor(t, 'Dario Sol');
    expect((await member.client.post('/api/gyms/nope/reviews', { rating: 3 })).statusCode).toBe(400);
    const res = await member.client.get(`${reviewsUrl()}?sort=best`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.sort);
  });
});

describe('a deleted account', () => {
  it('keeps its review, shown by "Ex socio", still counted', async () => {
    const member = await visitor(t, 'Elena Mar', GYM_B);
    const written = reviewOf(await member.client.post(reviewsUrl(GYM_B), { rating: 3, text: 'Bien' }));
    const before = await gymFigures(t, GYM_B);
    // As every account deletion ends (ADR 0018): the users row goes, its tombstone stays.
    await t.handle.db.delete(users).where(eq(users.id, member.id));
    const list = await listOf(partnerA, GYM_B);
    const shown = list.reviews.find((r) => r._id === written._id);
    expect(shown?.author.name).toBe(REVIEW_FORMER_MEMBER);
    expect(await gymFigures(t, GYM_B)).toEqual(before);
  });
});
