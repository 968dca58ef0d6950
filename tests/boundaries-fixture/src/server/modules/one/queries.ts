/** Fixture of src/boundaries.test.ts: a module's queries. */
export const one = 1;
