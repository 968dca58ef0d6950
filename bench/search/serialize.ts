/**
 * Serialising one page of 6 gyms, measured apart from everything else (`npm run bench:serialize`): the
 * bare route's `JSON.stringify` against the serializer the catalogue routes use (ADR 0014). Prints
 * ns per page (median of 15 rounds of 20 000 pages each) and the ratio to the bare route.
 * @module
 */
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueSerializerCompiler } from '../../src/server/modules/gyms/serializer';
import { gymListResponseSchema } from '../../src/shared/contract/gyms';
import { fixedPage } from './fixed-page';

const page = fixedPage();
const ROUNDS = 15;
const PAGES = 20_000;

type Serialize = (data: unknown) => string;
const compile = (compiler: typeof serializerCompiler): Serialize =>
  compiler({ schema: gymListResponseSchema, method: 'GET', url: '/', httpStatus: '200' }) as Serialize;

const candidates: Record<string, Serialize> = {
  'bare route: JSON.stringify': (data) => JSON.stringify(data),
  'zod serializer (validates, then JSON.stringify)': compile(serializerCompiler),
  'fast-json-stringify from the zod schema': fastJson(
    z.toJSONSchema(gymListResponseSchema, { target: 'draft-7', io: 'output' }) as never,
  ) as Serialize,
  'catalogue routes (serializer.ts)': compile(catalogueSerializerCompiler as typeof serializerCompiler),
};

const reference = JSON.stringify(page);
const results: [string, number][] = [];
for (const [name, serialize] of Object.entries(candidates)) {
  if (JSON.stringify(JSON.parse(serialize(page))) !== reference) throw new Error(`${name}: another answer`);
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < PAGES; i++) serialize(page);
    rounds.push(Number(process.hrtime.bigint() - start) / PAGES);
  }
  rounds.sort((a, b) => a - b);
  results.push([name, rounds[Math.floor(ROUNDS / 2)] ?? 0]);
}
const bare = results[0]?.[1] ?? 1;
console.log(`| serializer | ns per page of 6 | ÷ bare |\n|---|---:|---:|`);
for (const [name, ns] of results) console.log(`| ${name} | ${Math.round(ns)} | ${(ns / bare).toFixed(2)}× |`);
