/**
 * The classes floors (u) and (v) must answer what the app answers for (s) and (t): before measuring, the
 * same requests are asked of both, and the ids of the page (in order) and each gym's next class (instant,
 * name, places left) must agree.
 * @module
 */
import { mulberry32 } from '../search/prng';
import { classesPath, floorClassesPath } from './scenarios';

/** How many requests of each stream are compared. */
export const CLASS_CHECKS = 30;

interface NextClass {
  startsAt: string;
  name: string;
  spotsLeft: number;
}
interface Page {
  gyms: { _id?: string; id?: string; nextClass?: NextClass | null }[];
}

/** A page as one comparable line: each gym's id and next class. */
const line = (page: Page): string =>
  page.gyms
    .map((g) => {
      const next = g.nextClass;
      const at = next ? new Date(next.startsAt).toISOString() : '-';
      return `${g._id ?? g.id} ${at} ${next?.name ?? '-'} ${next?.spotsLeft ?? '-'}`;
    })
    .join(' | ');

/**
 * Compares the app's answers to (s) and (t) with the floor's for {@link CLASS_CHECKS} requests each.
 * @returns how many of the compared pages held at least one gym
 * @throws Error naming the first request whose pages differ
 */
export async function checkClassesFloor(appUrl: string, baselineUrl: string, seed: number): Promise<number> {
  let nonEmpty = 0;
  for (const service of [true, false]) {
    const app = mulberry32(seed + 400 + Number(service));
    const floor = mulberry32(seed + 400 + Number(service));
    for (let i = 0; i < CLASS_CHECKS; i += 1) {
      const appPath = classesPath(app, service);
      const a = (await (await fetch(`${appUrl}${appPath}`)).json()) as Page;
      const f = (await (await fetch(`${baselineUrl}${floorClassesPath(floor, service)}`)).json()) as Page;
      if (line(a) !== line(f))
        throw new Error(
          `the classes floor differs from the app for ${appPath}:\napp   ${line(a)}\nfloor ${line(f)}`,
        );
      if (a.gyms.length > 0) nonEmpty += 1;
    }
  }
  return nonEmpty;
}
