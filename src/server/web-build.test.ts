// buildWeb bundles production React whatever NODE_ENV its caller has (a test runner's 'test', a dev
// server's 'development'): Vite keeps an existing NODE_ENV, so the build sets it and gives it back.
import { afterEach, describe, expect, it, vi } from 'vitest';

const seen: (string | undefined)[] = [];
vi.mock('vite', () => ({
  build: async () => {
    seen.push(process.env.NODE_ENV);
  },
}));

const { buildWeb } = await import('./web-build');

describe('buildWeb', () => {
  const callerEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = callerEnv;
    seen.length = 0;
  });

  it.each(['test', 'development', undefined])(
    'builds for production under NODE_ENV=%s and restores it',
    async (env) => {
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
      await buildWeb('/nowhere', '/nowhere/dist');
      expect(seen).toEqual(['production', 'production']);
      expect(process.env.NODE_ENV).toBe(env);
    },
  );
});
