/**
 * A partner's clients (members holding a valid pass at the partner's gyms) and the member's consent
 * to show health conditions to one gym. Health conditions are sensitive data (Ley 25.326 art. 2): a
 * client row carries them only when `health_consents` has the (member, gym) row, given and revocable
 * by the member alone; without it the field is null in every answer.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { ClientsQuery, ClientsResponse, ConsentResponse } from '../../../shared/contract/clients';
import { clientsMessages } from '../../../shared/messages';
import { displayName } from '../../../shared/domain/person-name';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import type { SessionUser } from '../../plugins/session';
import { passValidNow } from '../passes/index';
import { assertSalesReader } from '../sales/index';

interface ClientRow {
  passId: string;
  memberName: string | null;
  avatar: string | null;
  gymId: string;
  gymName: string;
  kind: 'membership' | 'service';
  productName: string;
  validUntil: string;
  usesLeft: number | null;
  usesTotal: number | null;
  visits: number;
  lastVisitAt: string | null;
  conditions: string[] | null;
  total: number;
  members: number;
}

/**
 * Page `query.page` of partner `partnerId`'s clients: its gyms' valid passes, by member name then
 * validity end, each with its visits and, where consented, the member's health condition names.
 * @throws AppError as the sales reader rule (the partner itself or an administrator; 403 / 404)
 */
export async function listClients(
  db: Database,
  session: SessionUser,
  partnerId: string,
  query: ClientsQuery,
): Promise<ClientsResponse> {
  await assertSalesReader(db, session, partnerId, clientsMessages.partnersOnly);
  const rows = await queryPrepared<ClientRow>(
    db,
    sql`with valid as (
          select p.* from passes p join gyms g on g.id = p.gym_id
           where g.owner_id = ${partnerId}::uuid and p.member_id is not null and ${passValidNow('p')}
                 ${query.gym ? sql`and p.gym_id = ${query.gym}::uuid` : sql``}
        )
        select v.id as "passId", u.name as "memberName", u.avatar, v.gym_id as "gymId", g.name as "gymName",
               v.product_kind as kind, v.product_name as "productName",
               to_json(v.valid_until)#>>'{}' as "validUntil", v.uses_left as "usesLeft",
               v.uses_total as "usesTotal",
               (select count(*)::int from pass_visits pv where pv.pass_id = v.id) as visits,
               (select to_json(max(pv.visited_at))#>>'{}' from pass_visits pv where pv.pass_id = v.id) as "lastVisitAt",
               case when c.member_id is null then null else
                 (select coalesce(array_agg(hc.name order by hc.sort_order), '{}')
                    from member_health_conditions mhc join health_conditions hc on hc.code = mhc.condition_code
                   where mhc.user_id = v.member_id) end as conditions,
               (select count(*)::int from valid) as total,
               (select count(distinct member_id)::int from valid) as members
          from valid v
          join users u on u.id = v.member_id
          join gyms g on g.id = v.gym_id
          left join health_consents c on c.member_id = v.member_id and c.gym_id = v.gym_id
         order by u.name, v.valid_until, v.id
         limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  const [first] = rows;
  const total = first
    ? { passes: first.total, members: first.members }
    : await countValid(db, partnerId, query.gym);
  return {
    clients: rows.map((r) => ({
      passId: r.passId,
      member: { name: displayName(r.memberName), avatar: r.avatar },
      gym: { _id: r.gymId, name: r.gymName },
      product: { kind: r.kind, name: r.productName },
      validUntil: new Date(r.validUntil).toISOString(),
      usesLeft: r.usesLeft,
      usesTotal: r.usesTotal,
      visits: r.visits,
      lastVisitAt: r.lastVisitAt ? new Date(r.lastVisitAt).toISOString() : null,
      healthConditions: r.conditions,
    })),
    total: total.passes,
    members: total.members,
    page: query.page,
    pages: Math.ceil(total.passes / query.limit),
  };
}

/** The counts when the page is past the end (no row carries them). */
async function countValid(db: Database, partnerId: string, gym?: string) {
  const [row] = await queryPrepared<{ passes: number; members: number }>(
    db,
    sql`select count(*)::int as passes, count(distinct p.member_id)::int as members
          from passes p join gyms g on g.id = p.gym_id
         where g.owner_id = ${partnerId}::uuid and p.member_id is not null and ${passValidNow('p')}
               ${gym ? sql`and p.gym_id = ${gym}::uuid` : sql``}`,
  );
  return { passes: row?.passes ?? 0, members: row?.members ?? 0 };
}

/**
 * Gives (`shared` true) or revokes the session member's consent for gym `gymId`. Giving needs a pass of
 * that gym (bought, any state); revoking always works and deletes the consent row.
 * @throws AppError FORBIDDEN ({@link clientsMessages.membersOnly}) for non-members; NOT_FOUND
 *   ({@link clientsMessages.noPassAtGym}) when giving consent to a gym without a pass of the member
 */
export async function setHealthConsent(
  db: Database,
  session: SessionUser,
  gymId: string,
  shared: boolean,
): Promise<ConsentResponse> {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', clientsMessages.membersOnly);
  if (!shared) {
    await db.execute(
      sql`delete from health_consents where member_id = ${session.userId}::uuid and gym_id = ${gymId}::uuid`,
    );
    return { gymId, shared: false };
  }
  const inserted = (await db.execute(
    sql`insert into health_consents (member_id, gym_id)
        select ${session.userId}::uuid, ${gymId}::uuid
         where exists (select 1 from passes where member_id = ${session.userId}::uuid and gym_id = ${gymId}::uuid)
        on conflict do nothing
        returning gym_id`,
  )) as unknown as { rows: unknown[] };
  if (inserted.rows.length === 0) {
    const [held] = (
      (await db.execute(
        sql`select 1 as one from health_consents where member_id = ${session.userId}::uuid and gym_id = ${gymId}::uuid`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    if (!held) throw new AppError('NOT_FOUND', clientsMessages.noPassAtGym);
  }
  return { gymId, shared: true };
}
