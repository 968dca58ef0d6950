/**
 * A fake web build for API tests of static serving: a folder with `index.html` and one hashed asset,
 * and a second app serving it on the test app's database.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import type { TestApp } from './app';

/** The app serving a fake web build, and how to remove both. */
export interface WebBuildApp {
  web: Awaited<ReturnType<typeof buildApp>>;
  dir: string;
  close(): Promise<void>;
}

/**
 * Writes `index.html` and `assets/app-1a2b3c.js` (with `script`) in a fresh folder.
 * @param name - a word for the folder's name
 */
export async function writeWebBuild(name: string, script: string): Promise<string> {
  const dir = path.join(process.env.TMPDIR ?? '/tmp', `buscagym-${name}-${process.pid}`);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>BuscaGym</title><div id="root"></div>',
  );
  await writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), script);
  return dir;
}

/** A second app on `t`'s database serving the build in `dir` (removed on close). */
export async function serveWebBuild(t: TestApp, dir: string): Promise<WebBuildApp> {
  const web = await buildApp({ config: { ...t.config, webDistDir: dir }, db: t.handle });
  await web.ready();
  return {
    web,
    dir,
    close: async () => {
      await web.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
