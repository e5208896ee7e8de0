// The repository folders the server reads at run time: migrations, shipped themes, the kiosk's texts,
// images. Resolved from this module's own URL: server/paths.ts when run with tsx, dist-server/main.js
// when built (scripts/build-server.mjs bundles every module into that one file). Both sit one folder
// below the root, so one rule holds for both; a module that read files relative to itself would
// resolve them from dist-server/ once bundled (tests/server/serverBundle.test.ts checks there is none).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A path below the repository root, e.g. fromRoot('themes'). */
export const fromRoot = (...parts: string[]): string => join(ROOT, ...parts);
