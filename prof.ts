import { openDatabase } from './src/server/db/client';
import { openWorld } from './tests/api/money-model/world';
import { brokenRules, payableOf, footprint } from './tests/api/money-model/invariants';
const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/money_fuzz', poolSize: 4 });
const world = { handle, partnerA: '00000000-0000-0000-0000-000000000000' } as never;
for (let i = 0; i < 3; i++) {
  let t = performance.now(); await brokenRules(world, []); console.log('rules', performance.now() - t);
  t = performance.now(); await payableOf(world, '00000000-0000-0000-0000-000000000000'); console.log('payable', performance.now() - t);
  t = performance.now(); await footprint(world); console.log('footprint', performance.now() - t);
}
await handle.close();
