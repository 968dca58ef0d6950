/**
 * OpenStreetMap reader: an Overpass API JSON answer (`{ version, elements: [{ type, id, lat, lon,
 * center?, tags }] }`, https://wiki.openstreetmap.org/wiki/Overpass_API/Output_Formats#JSON) streamed
 * element by element (./json-walk). Fields are the tags; the position is the node's `lat`/`lon` or a
 * way's/relation's `center` (`out center`); the reference is `node/123`. Elements without tags (the
 * nodes of a way) are not records.
 * @module
 */
import { importMessages as m } from '../../../../shared/messages/imports';
import { streamArrayMember } from './json-walk';
import { badFile, type SourceRecord } from './record';

interface Element {
  type?: unknown;
  id?: unknown;
  lat?: unknown;
  lon?: unknown;
  center?: { lat?: unknown; lon?: unknown };
  tags?: unknown;
}

const position = (lat: unknown, lon: unknown) =>
  typeof lat === 'number' && typeof lon === 'number' ? { latitude: lat, longitude: lon } : null;

/**
 * Reads an Overpass JSON answer.
 * @throws AppError VALIDATION {@link m.notJson} (not JSON), {@link m.notOverpass} (no `elements` array)
 */
export async function* readOsmJson(input: NodeJS.ReadableStream): AsyncGenerator<SourceRecord> {
  let sawElements = false;
  let row = 0;
  const onArrayStart = (): void => {
    sawElements = true;
  };
  for await (const value of streamArrayMember(input, 'elements', () => undefined, onArrayStart)) {
    const element = value as Element;
    if (!element || typeof element !== 'object' || !element.tags || typeof element.tags !== 'object')
      continue;
    row += 1;
    const ref =
      typeof element.type === 'string' && (typeof element.id === 'number' || typeof element.id === 'string')
        ? `${element.type}/${element.id}`
        : undefined;
    yield {
      row,
      fields: element.tags as Record<string, unknown>,
      position: position(element.lat, element.lon) ?? position(element.center?.lat, element.center?.lon),
      ...(ref !== undefined ? { ref } : {}),
    };
  }
  if (!sawElements) throw badFile(m.notOverpass);
}
