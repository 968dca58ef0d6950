/**
 * Streams the elements of one array member of a top-level JSON object (`features` of a GeoJSON,
 * `elements` of an Overpass answer) with `stream-json`'s tokenizer and Assembler: only one element is
 * in memory at a time. The object's other members (`type`, `crs`…) are assembled whole and handed to
 * `onMember` as they come, before the elements that follow them.
 * @module
 */
import Assembler from 'stream-json/assembler.js';
import parser from 'stream-json/parser.js';
import { importMessages as m } from '../../../../shared/messages/imports';
import { AppError } from '../../../app-error';
import { badFile } from './record';

/** A token of the stream-json tokenizer (packed values only). */
interface Token {
  name: string;
  value?: unknown;
}

const PRIMITIVES: Record<string, (value: unknown) => unknown> = {
  stringValue: (v) => v,
  numberValue: (v) => Number(v),
  nullValue: () => null,
  trueValue: () => true,
  falseValue: () => false,
};

/**
 * Yields each element of the member `arrayKey` of the top-level object in `input`.
 * @param onMember Receives every other top-level member (key, assembled value), in file order.
 * @param onArrayStart Called when the array member starts (so an empty array is told from none).
 * @throws AppError VALIDATION {@link m.notJson} when the text is not JSON or its top level not an object
 *   (errors thrown by `onMember` pass through).
 */
export async function* streamArrayMember(
  input: NodeJS.ReadableStream,
  arrayKey: string,
  onMember: (key: string, value: unknown) => void,
  onArrayStart: () => void = () => undefined,
): AsyncGenerator<unknown> {
  const tokens = input.pipe(parser.asStream({ packValues: true, streamValues: false }));
  let depth = 0;
  let key: string | null = null;
  let inArray = false;
  let assembler: Assembler | null = null;
  let assembling: 'element' | 'member' = 'member';
  try {
    for await (const token of tokens as AsyncIterable<Token>) {
      if (assembler) {
        assembler.consume(token as never);
        if (assembler.done) {
          const value: unknown = assembler.current;
          assembler = null;
          if (assembling === 'element') yield value;
          else onMember(key ?? '', value);
        }
        continue;
      }
      const { name } = token;
      if (depth === 0) {
        if (name !== 'startObject') throw badFile(m.notJson);
        depth = 1;
        continue;
      }
      if (inArray) {
        if (name === 'endArray') inArray = false;
        else if (name === 'startObject' || name === 'startArray') {
          assembling = 'element';
          assembler = new Assembler().consume(token as never);
        } else {
          const primitive = PRIMITIVES[name];
          if (primitive) yield primitive(token.value);
        }
        continue;
      }
      if (name === 'keyValue') {
        key = String(token.value);
        continue;
      }
      if (name === 'endObject') {
        depth = 0;
        continue;
      }
      if (name === 'startArray' && key === arrayKey) {
        inArray = true;
        onArrayStart();
        continue;
      }
      if (name === 'startObject' || name === 'startArray') {
        assembling = 'member';
        assembler = new Assembler().consume(token as never);
        continue;
      }
      const primitive = PRIMITIVES[name];
      if (primitive) onMember(key ?? '', primitive(token.value));
    }
  } catch (error) {
    // Only the tokenizer's and `onMember`'s errors arrive here (a consumer's error closes the generator).
    if (error instanceof AppError) throw error;
    throw badFile(m.notJson);
  } finally {
    (tokens as unknown as { destroy?: () => void }).destroy?.();
  }
}
