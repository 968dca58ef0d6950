// Closing while a job worker's fetch is in flight (docs/architecture.md §3 "background work", ADR 0008):
// the app's close waits until pg-boss has no query and no batch in flight, so closing the database right
// after it never leaves the batch that fetch returns on a closed pool (an unhandled rejection, which
// fails the whole test run). Another connection holds the job table's lock so that the fetch is still
// waiting when the app closes; PostgreSQL only, as PGlite runs one query at a time.
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA, jobsPlugin, QUEUES } from '../../../src/server/plugins/jobs';
import { openTestDatabase } from '../helpers/app';

const url = process.env.TEST_DATABASE_URL;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeAll(() => void process.on('unhandledRejection', onRejection));
afterAll(() => void process.off('unhandledRejection', onRejection));

describe.skipIf(!url)('closing the app while a job fetch waits (PostgreSQL)', () => {
  it('runs the fetched batch before the database closes', { timeout: 60_000 }, async () => {
    const queue = QUEUES.extendClassHorizon.name;
    const handle = await openTestDatabase();
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin, { handle, pollingIntervalSeconds: 0.5, schedules: {} });
    let handled = 0;
    app.jobs.work(queue, async () => {
      await handle.query('select 1');
      handled += 1;
    });
    await app.ready();
    await app.jobs.send(queue, {});
    expect(await app.jobs.drained(queue)).toBe(true);
    expect(handled).toBe(1);

    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${JOBS_SCHEMA}.job in access exclusive mode`);
    // The lock holder queues the job: the fetch that waits on the lock finds it once the lock goes.
    await locker.query(`insert into ${JOBS_SCHEMA}.job (name, data) values ($1, '{}')`, [queue]);
    // Past a polling interval: the worker's next fetch now waits on the lock.
    await sleep(800);
    const closed = app.close().then(() => handle.close());
    await sleep(300);
    await locker.query('commit');
    await locker.end();
    await closed;
    const handledAtClose = handled;
    // A batch run or a completion written after the close would reject within a moment.
    await sleep(500);
    expect(rejections).toEqual([]);
    expect(handledAtClose).toBe(2);
  });
});
