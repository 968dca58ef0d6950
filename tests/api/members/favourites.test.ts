// Favourites (SPEC §3 "Favourite", §4 favourite toggle; ADR 0007): a member toggles a gym
// on and off with `{favourite: 1, idUser}`; `gyms.favourite` always equals the rows; only member
// accounts, only for themselves; favouriting an unknown or inactive gym is 404 but un-favouriting an
// inactive one works; "Mis favoritos" lists the active ones newest first, like the public catalogue;
// deleting the account lowers the counts; no answer but the member's own profile holds health data.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms } from '../../../src/server/db/schema';
import { DEFAULT_LOCATION } from '../../../src/shared/constants/spec';
import { favouriteGymsResponseSchema, favouriteResponseSchema } from '../../../src/shared/contract/members';
import { gymSchema } from '../../../src/shared/contract/gyms';
import { haversineKm } from '../../../src/shared/domain/geo';
import {
  accountMessages,
  apiMessages,
  memberFieldMessages,
  memberMessages,
} from '../../../src/shared/messages';
import { Client, GOOD_PASSWORD, type AccountTestApp } from '../account/helpers';
import { GYMBYID } from '../helpers/catalogue';
import {
  ACTIVE_IDS,
  buildMembersApp,
  counterDrift,
  favouriteCounts,
  favouritesUrl,
  favouriteUrl,
  INACTIVE_ID,
  newAccount,
  profileUrl,
  query,
  updateUrl,
  type Member,
} from './helpers';

let t: AccountTestApp;
let ana: Member;
let bea: Member;

beforeAll(async () => {
  t = await buildMembersApp();
  ana = await newAccount(t, { name: 'Ana' });
  bea = await newAccount(t, { name: 'Bea' });
});
afterAll(async () => t?.close());

const GYM = ACTIVE_IDS[0] as string;
const toggle = (m: Member, gymId: string, idUser = m.id) =>
  m.client.put(favouriteUrl(gymId), { favourite: 1, idUser });

describe('PUT /api/user/profile/update/favourite/{id}', () => {
  it('toggles on and off; the answer, the gym, the profile and the counter agree', async () => {
    const on = await toggle(ana, GYM);
    expect(on.statusCode, on.body).toBe(200);
    expect(favouriteResponseSchema.parse(on.json())).toEqual({ gymId: GYM, favourited: true, favourite: 1 });
    expect(on.json()).toEqual({ gymId: GYM, favourited: true, favourite: 1 });
    expect(await favouriteCounts(t, GYM)).toEqual({ counter: 1, rows: 1 });
    expect((await ana.client.get(profileUrl(ana.id))).json().user.favourites).toEqual([GYM]);
    expect((await new Client(t.app).get(`${GYMBYID}/${GYM}`)).json().favourite).toBe(1);

    const beaOn = await toggle(bea, GYM);
    expect(beaOn.json()).toEqual({ gymId: GYM, favourited: true, favourite: 2 });

    const off = await toggle(ana, GYM);
    expect(off.json()).toEqual({ gymId: GYM, favourited: false, favourite: 1 });
    expect((await ana.client.get(profileUrl(ana.id))).json().user.favourites).toEqual([]);
    expect((await toggle(bea, GYM)).json()).toEqual({ gymId: GYM, favourited: false, favourite: 0 });
    expect(await favouriteCounts(t, GYM)).toEqual({ counter: 0, rows: 0 });
  });

  it('member accounts only: 401 visitor, 403 partner and admin', async () => {
    const visitor = await new Client(t.app).put(favouriteUrl(GYM), { favourite: 1, idUser: ana.id });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
    for (const type of ['partner', 'admin'] as const) {
      const other = await newAccount(t, { type });
      const res = await toggle(other, GYM);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: memberMessages.membersOnly });
    }
    expect(await favouriteCounts(t, GYM)).toEqual({ counter: 0, rows: 0 });
  });

  it("idUser must be the session's account", async () => {
    const res = await toggle(ana, GYM, bea.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: memberMessages.favouriteNotYours });
    expect(await favouriteCounts(t, GYM)).toEqual({ counter: 0, rows: 0 });
  });

  it('validates the body and the gym id', async () => {
    const two = await ana.client.put(favouriteUrl(GYM), { favourite: 2, idUser: ana.id });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ fields: { favourite: memberFieldMessages.favourite } });
    const noUser = await ana.client.put(favouriteUrl(GYM), { favourite: 1 });
    expect(noUser.json()).toMatchObject({ fields: { idUser: memberFieldMessages.idUser } });
    const badUser = await ana.client.put(favouriteUrl(GYM), { favourite: 1, idUser: 'yo' });
    expect(badUser.json()).toMatchObject({ fields: { idUser: memberFieldMessages.idUser } });
    const badGym = await toggle(ana, 'gym-1');
    expect(badGym.statusCode).toBe(400);
    expect(badGym.json()).toMatchObject({ message: apiMessages.invalidId });
  });

  it('404 for an unknown gym and for favouriting an inactive one; un-favouriting an inactive gym works', async () => {
    const unknown = await toggle(ana, '00000000-0000-4000-8000-00000000abcd');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: memberMessages.favouriteGymNotFound });
    const inactive = await toggle(ana, INACTIVE_ID);
    expect(inactive.statusCode).toBe(404);
    expect(await favouriteCounts(t, INACTIVE_ID)).toEqual({ counter: 0, rows: 0 });

    const gym = ACTIVE_IDS[1] as string;
    expect((await toggle(ana, gym)).json()).toMatchObject({ favourited: true, favourite: 1 });
    await t.handle.db.update(gyms).set({ gymActive: false }).where(eq(gyms.id, gym));
    try {
      const off = await toggle(ana, gym);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ gymId: gym, favourited: false, favourite: 0 });
      expect((await toggle(ana, gym)).statusCode).toBe(404); // and not back on while inactive
    } finally {
      await t.handle.db.update(gyms).set({ gymActive: true }).where(eq(gyms.id, gym));
    }
    expect(await counterDrift(t)).toBe(0);
  });
});

describe('GET /api/user/profile/favourites/{id}', () => {
  it('lists the active favourites newest first, as the public catalogue shows them', async () => {
    const cami = await newAccount(t, { name: 'Cami' });
    const [first, second, third] = ACTIVE_IDS.slice(2, 5) as [string, string, string];
    for (const gym of [first, second, third]) expect((await toggle(cami, gym)).statusCode).toBe(200);
    const res = await cami.client.get(favouritesUrl(cami.id));
    expect(res.statusCode).toBe(200);
    const { gyms: list } = favouriteGymsResponseSchema.parse(res.json());
    expect(list.map((g) => g._id)).toEqual([third, second, first]);
    expect((await cami.client.get(profileUrl(cami.id))).json().user.favourites).toEqual([
      third,
      second,
      first,
    ]);
    // Same gym as the catalogue's detail (the distance aside: both from the default location here), which
    // adds its own fields (claim flag, source, the week of hours; ADR 0025).
    const detail = (await new Client(t.app).get(`${GYMBYID}/${third}`)).json();
    expect(detail).toMatchObject(gymSchema.parse(list[0]));
    const position = {
      latitude: Number(detail.latitude.$numberDecimal),
      longitude: Number(detail.longitude.$numberDecimal),
    };
    expect(list[0]?.distance).toBeCloseTo(haversineKm(DEFAULT_LOCATION, position), 6);

    // With a stored position, distances are measured from it.
    await cami.client.put(updateUrl(cami.id), { latitude: -54.8, longitude: -68.3 });
    const near = (await cami.client.get(favouritesUrl(cami.id))).json().gyms;
    expect(near[0].distance).toBeCloseTo(haversineKm({ latitude: -54.8, longitude: -68.3 }, position), 6);
    expect(near[0].distance).toBeLessThan(10);

    // An inactive gym drops out of the list (the row stays: the profile still names it).
    await t.handle.db.update(gyms).set({ gymActive: false }).where(eq(gyms.id, second));
    try {
      const active = (await cami.client.get(favouritesUrl(cami.id))).json().gyms;
      expect(active.map((g: { _id: string }) => g._id)).toEqual([third, first]);
    } finally {
      await t.handle.db.update(gyms).set({ gymActive: true }).where(eq(gyms.id, second));
    }
  });

  it('only the account itself: 401 visitor, 403 anyone else (admins included)', async () => {
    expect((await new Client(t.app).get(favouritesUrl(ana.id))).statusCode).toBe(401);
    const admin = await newAccount(t, { type: 'admin' });
    for (const other of [bea, admin]) {
      const res = await other.client.get(favouritesUrl(ana.id));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    expect((await ana.client.get(favouritesUrl('x'))).statusCode).toBe(400);
    const empty = await bea.client.get(favouritesUrl(bea.id));
    expect(empty.json()).toEqual({ gyms: [] });
  });
});

describe('account deletion and sensitive data', () => {
  it("deleting a member's account lowers the gyms' favourite counts (cascade + trigger)", async () => {
    const dora = await newAccount(t, { name: 'Dora', password: GOOD_PASSWORD });
    const [g1, g2] = ACTIVE_IDS.slice(5, 7) as [string, string];
    await toggle(dora, g1);
    await toggle(dora, g2);
    await toggle(bea, g1);
    expect(await favouriteCounts(t, g1)).toEqual({ counter: 2, rows: 2 });
    const res = await dora.client.put('/api/service/deleteuseraccount/', {
      userId: dora.id,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await favouriteCounts(t, g1)).toEqual({ counter: 1, rows: 1 });
    expect(await favouriteCounts(t, g2)).toEqual({ counter: 0, rows: 0 });
    expect(await counterDrift(t)).toBe(0);
  });

  it('no gym, list or favourite answer carries health conditions', async () => {
    const eli = await newAccount(t, { name: 'Eli' });
    await eli.client.put(updateUrl(eli.id), { healthConditions: ['cardiopatia', 'osteoporosis'] });
    const gym = ACTIVE_IDS[7] as string;
    const answers = [
      await toggle(eli, gym),
      await eli.client.get(favouritesUrl(eli.id)),
      await new Client(t.app).get(`${GYMBYID}/${gym}`),
      await new Client(t.app).get('/api/partner/gyms/allgyms?limit=50'),
      await new Client(t.app).get('/api/partner/gyms/mapgyms'),
      await eli.client.get('/api/user/avatar'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/healthConditions|cardiopatia|osteoporosis/);
    }
    expect((await eli.client.get(profileUrl(eli.id))).json().user.healthConditions).toEqual([
      'osteoporosis',
      'cardiopatia',
    ]);
    const [stored] = await query<{ n: string | number }>(
      t,
      sql`select count(*) as n from member_health_conditions where user_id = ${eli.id}`,
    );
    expect(Number(stored?.n)).toBe(2);
  });
});
