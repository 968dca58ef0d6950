/** Fixture of src/boundaries.test.ts: a feature's internal file. */
export const alpha = 1;
