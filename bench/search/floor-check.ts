/**
 * The name floor (i) must answer what the app answers for (d): before measuring, the same paths of
 * (d)'s stream are asked of both, and the ids of the page (in order) and the total must agree
 * (the app's `total` is the floor's capped count, shown as 1 000 with `totalIsEstimate` past it, ADR 0014).
 * @module
 */
import { mulberry32 } from './prng';
import { nameFragment } from './scenarios';
import { FLOOR_NAME_PATH } from './floor-name';
import { NAME_COUNT_EXACT_MAX } from '../../src/shared/constants/spec';

/** How many names are compared. */
export const NAME_CHECKS = 30;

interface Page {
  total: number;
  totalIsEstimate?: boolean;
  gyms: { _id?: string; id?: string }[];
}

/**
 * Compares the app's answer to (d) with the floor's for {@link NAME_CHECKS} names.
 * @throws Error naming the first name whose page or total differ
 */
export async function checkNameFloor(appUrl: string, baselineUrl: string, seed: number): Promise<void> {
  const rnd = mulberry32(seed + 300);
  for (let i = 0; i < NAME_CHECKS; i += 1) {
    const name = nameFragment(rnd);
    const query = new URLSearchParams({ lat: '-34.6', lon: '-58.4', name }).toString();
    const app = (await (await fetch(`${appUrl}/api/partner/gyms/allgyms?${query}`)).json()) as Page;
    const floor = (await (await fetch(`${baselineUrl}${FLOOR_NAME_PATH}?${query}`)).json()) as Page;
    const appIds = app.gyms.map((g) => g._id).join(',');
    const floorIds = floor.gyms.map((g) => g.id).join(',');
    const estimate = floor.total > NAME_COUNT_EXACT_MAX;
    const floorTotal = estimate ? NAME_COUNT_EXACT_MAX : floor.total;
    if (appIds !== floorIds || app.total !== floorTotal || app.totalIsEstimate !== estimate)
      throw new Error(
        `(i) differs from (d) for "${name}": app ${appIds} (total ${app.total}), floor ${floorIds} (total ${floor.total})`,
      );
  }
}
