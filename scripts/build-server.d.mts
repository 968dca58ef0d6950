// Types of ./build-server.mjs for the TypeScript that imports it (tests/e2e/global-setup.ts).
/** The project root. */
export declare const ROOT: string;
/** Where the compiled server goes (dist/server). */
export declare const SERVER_OUT_DIR: string;
/**
 * Builds dist/server with esbuild and copies the migrations beside it.
 * @returns the build time in ms
 */
export declare function buildServer(): Promise<number>;
