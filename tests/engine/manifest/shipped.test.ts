// The shipped manifests and themes validate; `npm run validate:manifests` exits 0 on them, fast.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatherContext, shippedFiles, validateFiles } from '../../../src/engine/manifest/files';

const root = join(__dirname, '../../..');

describe('shipped manifests', () => {
  it('have no errors', () => {
    const { issues } = validateFiles(root);
    expect(
      issues.filter((i) => i.severity === 'error').map((i) => `${i.file}#${i.path}: ${i.code} ${i.message}`),
    ).toEqual([]);
  });

  it('include every family, a screen per routed id, the kiosk flow and both themes', () => {
    const files = shippedFiles(root);
    for (const f of [
      'shop',
      'mobile',
      'app',
      'reservation',
      'massage',
      'partyroom',
      'ktv',
      'self',
      'account',
      'ticket',
      'company',
      'merchant',
      'callback',
      'pay',
      'general',
    ]) {
      expect(files).toContain(`screens/families/${f}.json`);
    }
    expect(files).toContain('screens/kiosk/kiosk.json');
    expect(files).toContain('themes/default.json');
    expect(files).toContain('themes/night.json');
  });

  it('validate in under a second (in process)', () => {
    const ctx = gatherContext(root);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      validateFiles(root, [], ctx);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(1000);
  });

  it('npm run validate:manifests exits 0 on the shipped set and reports its time', () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts/validate-manifests.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l && !/^\S+#\S*: \S+ warning: /.test(l))).toEqual([]);
    // The script's own time includes tsx start-up, which swings widely on a loaded shared machine
    // (median measured in the issue note); the checking itself is held under 1 s just above.
    const own = Number(/ 0 errors, \d+ warnings \((\d+) ms\)/.exec(r.stderr)?.[1]);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(10000);
  });

  it('prints FILE#/pointer: CODE message lines and exits 1 for a bad file', () => {
    const r = spawnSync(
      process.execPath,
      [join(root, 'scripts/validate-manifests.mjs'), 'tests/engine/fixtures/bad/screen-root-unknown.json'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /^tests\/engine\/fixtures\/bad\/screen-root-unknown\.json#\/root: element\.root-unknown /m,
    );
  });
});
