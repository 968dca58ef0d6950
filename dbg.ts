import { sql } from 'drizzle-orm';
import { openDatabase } from './src/server/db/client';
import { openWorld } from './tests/api/money-model/world';
import { newModel, immediately } from './tests/api/money-model/model';
import { Checkout } from './tests/api/money-model/commands/cart';
import { Pay } from './tests/api/money-model/commands/pay';
import { CheckIn } from './tests/api/money-model/commands/passes';
import { GYM_A } from './tests/api/commerce/helpers';
const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/money_fuzz', poolSize: 4 });
for (const q of ['drop schema if exists drizzle cascade','drop schema if exists pgboss cascade','drop schema public cascade','create schema public']) await handle.db.execute(sql.raw(q));
await handle.migrate();
const world = await openWorld(handle);
const m = await newModel(world);
const r = { world, schedule: immediately, seen: { lastEntry: 0, shown: new Map() } };
try {
  for (const c of [new Checkout(0, 'manual', [GYM_A]), new Pay(0, true, false), new CheckIn(0, 0)]) { console.log(c.toString()); await c.run(m, r); }
} catch (e) { console.log(e); }
await world.close(); await handle.close();
