/**
 * GeoJSON reader (RFC 7946; the 2008 `crs` member is honoured): a FeatureCollection streamed feature
 * by feature (./json-walk). A feature's fields are its `properties`; its position is its Point (the
 * first point of a MultiPoint, the middle of the bounding box of any other geometry), reprojected to
 * WGS 84 when the collection declares a projected CRS (../crs).
 * @module
 */
import { importMessages as m } from '../../../../shared/messages/imports';
import { converterFor, crsName, type ToWgs84 } from './crs';
import { streamArrayMember } from './json-walk';
import { badFile, type SourceRecord } from './record';

/**
 * Deepest nesting of a geometry's `coordinates` walked: a MultiPolygon, the deepest RFC 7946 type
 * (§3.1.7), nests positions 4 levels deep; a little room is left for sloppy files.
 */
export const MAX_COORDINATE_DEPTH = 8;

/** A geometry nested deeper than {@link MAX_COORDINATE_DEPTH} (the reader names its feature). */
export class GeometryTooDeep extends Error {}

/**
 * Every `[x, y]` of a geometry's coordinates, walked without recursion (a stack of arrays).
 * @throws GeometryTooDeep past {@link MAX_COORDINATE_DEPTH} levels
 */
function* points(coordinates: unknown): Generator<number[]> {
  const stack: { items: unknown[]; next: number }[] = [];
  if (Array.isArray(coordinates)) stack.push({ items: coordinates, next: 0 });
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (typeof top.items[0] === 'number') {
      stack.pop();
      yield top.items as number[];
      continue;
    }
    if (top.next >= top.items.length) {
      stack.pop();
      continue;
    }
    const inner = top.items[top.next];
    top.next += 1;
    if (!Array.isArray(inner)) continue;
    if (stack.length >= MAX_COORDINATE_DEPTH) throw new GeometryTooDeep();
    stack.push({ items: inner, next: 0 });
  }
}

/**
 * The representative `[x, y]` of a geometry, in its CRS; null without coordinates.
 * @throws GeometryTooDeep for coordinates nested past {@link MAX_COORDINATE_DEPTH}
 */
export function representativePoint(geometry: unknown): number[] | null {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || typeof g !== 'object') return null;
  if (g.type === 'Point') return Array.isArray(g.coordinates) ? (g.coordinates as number[]) : null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points(g.coordinates)) {
    if (typeof x !== 'number' || typeof y !== 'number') continue;
    if (g.type === 'MultiPoint') return [x, y];
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return Number.isFinite(minX) ? [(minX + maxX) / 2, (minY + maxY) / 2] : null;
}

/**
 * Reads a GeoJSON FeatureCollection.
 * @throws AppError VALIDATION {@link m.notJson} (not JSON), {@link m.notFeatureCollection} (`type` is
 *   not `FeatureCollection`, or no `features` array), {@link m.unknownCrs} (a CRS proj4 does not know),
 *   {@link m.geometryTooDeep} naming the feature whose coordinates nest too deep
 */
export async function* readGeoJson(input: NodeJS.ReadableStream): AsyncGenerator<SourceRecord> {
  let type: unknown;
  let toWgs84: ToWgs84 | null = converterFor(undefined);
  let sawFeatures = false;
  const onMember = (key: string, value: unknown): void => {
    if (key === 'type') {
      type = value;
      if (value !== 'FeatureCollection') throw badFile(m.notFeatureCollection);
    } else if (key === 'crs') {
      // A CRS after the features would have been applied too late: refused as unknown.
      toWgs84 = sawFeatures ? null : converterFor(value);
      if (!toWgs84) throw badFile(m.unknownCrs(crsName(value)));
    }
  };
  let row = 0;
  for await (const element of streamArrayMember(input, 'features', onMember, () => {
    sawFeatures = true;
  })) {
    row += 1;
    const feature = element as { type?: unknown; id?: unknown; properties?: unknown; geometry?: unknown };
    const properties =
      feature.properties && typeof feature.properties === 'object'
        ? (feature.properties as Record<string, unknown>)
        : {};
    let xy: number[] | null;
    try {
      xy = representativePoint(feature.geometry);
    } catch (error) {
      if (error instanceof GeometryTooDeep) throw badFile(m.geometryTooDeep(row));
      throw error;
    }
    const id =
      typeof feature.id === 'string' || typeof feature.id === 'number' ? String(feature.id) : undefined;
    yield {
      row,
      fields: properties,
      position: xy && toWgs84 ? toWgs84(xy) : null,
      ...(id !== undefined ? { ref: id } : {}),
    };
  }
  if (type !== 'FeatureCollection' || !sawFeatures) throw badFile(m.notFeatureCollection);
}
