/**
 * Loads the administration benchmark's accounts into a migrated, empty database in a few set-based
 * statements (`generate_series`): N accounts (i = 1…N) with deterministic names from 48 first names and
 * 64 surnames (many with accents: "Núñez", "Martínez"), e-mails `<first>.<surname><i>@<domain>`, 90 %
 * members, 9 % partners (with a partner profile on the plans in turn), 1 % pending activation; creation
 * instants spread over the last 3 years ((i × 7919) mod 1095 days), a last sign-in for 70 %; 1 000 locked
 * e-mails. The search and sort indexes are dropped during the insert and built afterwards (faster than
 * keeping them up to date row by row), then VACUUM ANALYZE. Plus one administrator with a session whose
 * second factor is verified.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { newOpaqueToken, sha256Hex } from '../../src/server/secrets';

const FIRST = [
  'Ana',
  'Lucía',
  'Martín',
  'José',
  'María',
  'Sofía',
  'Juan',
  'Valentina',
  'Mateo',
  'Camila',
  'Tomás',
  'Julieta',
  'Santiago',
  'Agustina',
  'Joaquín',
  'Florencia',
  'Nicolás',
  'Milagros',
  'Facundo',
  'Rocío',
  'Benjamín',
  'Abril',
  'Lautaro',
  'Martina',
  'Ramón',
  'Inés',
  'Germán',
  'Belén',
  'Andrés',
  'Mónica',
  'Sebastián',
  'Verónica',
  'Tobías',
  'Noelia',
  'Iván',
  'Ángela',
  'Franco',
  'Paula',
  'Hernán',
  'Carla',
  'Matías',
  'Débora',
  'Damián',
  'Pilar',
  'Julián',
  'Renata',
  'Emilio',
  'Zoe',
];
const LAST = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Benítez',
  'Acosta',
  'Medina',
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Gutiérrez',
  'Pereyra',
  'Rojas',
  'Molina',
  'Castro',
  'Ortiz',
  'Silva',
  'Núñez',
  'Luna',
  'Juárez',
  'Cabrera',
  'Ríos',
  'Ferreyra',
  'Godoy',
  'Morales',
  'Domínguez',
  'Moreno',
  'Peralta',
  'Vega',
  'Carrizo',
  'Quiroga',
  'Castillo',
  'Ledesma',
  'Muñoz',
  'Ojeda',
  'Ponce',
  'Vera',
  'Vázquez',
  'Villalba',
  'Cardozo',
  'Navarro',
  'Ramos',
  'Arias',
  'Coronel',
  'Córdoba',
  'Figueroa',
  'Correa',
  'Cáceres',
  'Vargas',
  'Paz',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com', 'fibertel.com.ar', 'bench.test'];

/** Indexes dropped during the load and built afterwards. */
const DEFERRED = [
  'users_search_trgm',
  'users_created_idx',
  'users_type_created_idx',
  'users_name_idx',
  'users_last_sign_in_idx',
  'users_pending_created_idx',
];

/** The administrator's account id and a session cookie token for it. */
export interface LoadedAccounts {
  adminId: string;
  token: string;
}

const array = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Loads `count` accounts (see module doc); @returns the administrator and a 30-day session token. */
export async function loadAccounts(
  db: Database,
  count: number,
  log: (line: string) => void,
): Promise<LoadedAccounts> {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const step = async (label: string, q: ReturnType<typeof sql>) => {
    const t0 = performance.now();
    await run(q);
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  const definitions = (
    (await run(
      sql`select indexname, indexdef from pg_indexes where tablename = 'users' and indexname in (${sql.join(
        DEFERRED.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const d of definitions) await run(sql.raw(`drop index ${d.indexname}`));
  await step(
    `insert ${count} users`,
    sql`insert into users (name, email, type, active, created_at, updated_at, last_sign_in_at, password_hash)
      select f.first || ' ' || l.last,
             lower(unaccent(f.first)) || '.' || lower(unaccent(l.last)) || i || '@' || d.domain,
             case when i % 100 < 9 then 'partner' else 'user' end,
             i % 100 <> 99,
             c.at, c.at,
             case when i % 10 < 7 then c.at + ((i::bigint * 31) % 900) * interval '1 day' end,
             null
        from generate_series(1, ${count}::int) i
        cross join lateral (select now() - ((i::bigint * 7919) % 1095) * interval '1 day' - (i % 86400) * interval '1 second' as at) c
        cross join lateral (select (${array(FIRST)})[1 + i % ${FIRST.length}] as first) f
        cross join lateral (select (${array(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] as last) l
        cross join lateral (select (${array(DOMAINS)})[1 + i % ${DOMAINS.length}] as domain) d`,
  );
  await step(
    'partner profiles',
    sql`insert into partners (user_id, name, plan_code)
      select id, name, (array['free', 'standar', 'premium', 'golden'])[1 + abs(hashtext(id::text)) % 4]
        from users where type = 'partner'`,
  );
  await step(
    'locked e-mails',
    sql`insert into locked_emails (email, reason)
      select lower(email), 'Bloqueo de prueba' from users where type = 'user' order by email limit 1000`,
  );
  for (const d of definitions) await step(`index ${d.indexname}`, sql.raw(d.indexdef));
  await step('vacuum analyze', sql`vacuum analyze`);
  const [admin] = (
    (await run(
      sql`insert into users (name, email, type, active) values ('Admin Bench', 'admin@bench.test', 'admin', true) returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const adminId = admin?.id ?? '';
  const token = newOpaqueToken();
  // The second factor counts as verified (ADR 0019): the administration calls refuse a session without it.
  await run(sql`insert into sessions (id, user_id, expires_at, second_factor_at)
    values (${sha256Hex(token)}, ${adminId}::uuid, now() + interval '30 days', now())`);
  return { adminId, token };
}
