// Possible duplicates by address (ADR 0025 "Import"): beyond IMPORT_DUPLICATE_DISTANCE_M, a row with a
// similar name and the same normalised address as an existing gym is still a possible duplicate within
// IMPORT_DUPLICATE_SAME_ADDRESS_M (open data places a club's pin on its block, not its door: the city's
// "Club Atlético Boca Juniors, Brandsen 805" lies 103 m from the listed one). Another address, or
// farther away, is not.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_DUPLICATE_DISTANCE_M,
  IMPORT_DUPLICATE_SAME_ADDRESS_M,
} from '../../../src/shared/constants/imports';
import { CABA_SOURCE } from './helpers';
import { preview, t, useImportApp } from './imports-fixture';

useImportApp();

describe('possible duplicates by address', () => {
  it('the same normalised address and a similar name within 500 m is a possible duplicate', async () => {
    expect(IMPORT_DUPLICATE_SAME_ADDRESS_M).toBe(500);
    await t.handle.db.execute(
      sql`insert into gyms (name, address, latitude, longitude, source_ref)
          values ('Club Atlético Los Cedros', 'Brandsen 805', -31.4, -64.18, 'test:cedros')`,
    );
    // 0.000927° of latitude ≈ 103 m; 0.0063° ≈ 700 m.
    const csv = [
      'nombre,latitud,longitud,direccion',
      'CLUB ATLETICO LOS CEDROS,-31.400927,-64.18,"BRANDSEN  805"',
      'Club Atletico Los Cedros,-31.399073,-64.18,Brandsen 900',
      'Club Atlético Los Cedros,-31.4063,-64.18,Brandsen 805',
    ].join('\n');
    const found = await preview({ file: csv, format: 'csv', source: { ...CABA_SOURCE, name: 'Cedros' } });
    expect(found).toMatchObject({ rows: 3, valid: 3, duplicatesCount: 1 });
    const [hit] = found.duplicates;
    expect(hit).toMatchObject({ row: 1, gymName: 'Club Atlético Los Cedros' });
    expect(hit?.distanceM).toBeGreaterThan(IMPORT_DUPLICATE_DISTANCE_M);
    expect(hit?.distanceM).toBeLessThanOrEqual(IMPORT_DUPLICATE_SAME_ADDRESS_M);
  });
});
