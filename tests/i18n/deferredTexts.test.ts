// Namespaces no menu screen uses load with the components and screens that use them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFERRED_NAMESPACES, namespacesIn } from '../../src/i18n';
import { COMPONENT_TEXTS } from '../../src/components/registry';
import { SOURCES } from '../../src/api/sources';

const root = join(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
  );
// The named data sources ('wallet.cards') share a prefix with the wallet's texts but are not text keys.
const SOURCE_NAMES = new RegExp(
  `['"\`](${Object.keys(SOURCES)
    .map((n) => n.replace('.', '\\.'))
    .join('|')})['"\`]`,
  'g',
);
const deferredIn = (text: string) =>
  new Set(
    [
      ...text
        .replace(SOURCE_NAMES, "''")
        .matchAll(new RegExp(`['"\`](${DEFERRED_NAMESPACES.join('|')})\\.[a-zA-Z_$]`, 'g')),
    ].map((m) => m[1]),
  );

describe('deferred text namespaces', () => {
  it('every component whose code names a deferred namespace loads it with its chunk', () => {
    for (const dir of readdirSync(join(root, 'src/components'), { withFileTypes: true }).filter((d) =>
      d.isDirectory(),
    )) {
      const used = new Set(
        files(`src/components/${dir.name}`).flatMap((f) => [...deferredIn(readFileSync(join(root, f), 'utf8'))]),
      );
      // A part the component loads later (lazy) may load its texts with it: loadNamespaces(['coupons']).
      const ownLoads = files(`src/components/${dir.name}`).flatMap((f) =>
        [...readFileSync(join(root, f), 'utf8').matchAll(/loadNamespaces\(\[([^\]]*)\]\)/g)].flatMap((m) =>
          [...m[1].matchAll(/'([a-z]+)'/g)].map((n) => n[1]),
        ),
      );
      expect(
        new Set([...(COMPONENT_TEXTS[dir.name] ?? []), ...ownLoads]),
        `${dir.name} uses ${[...used].join(', ')}`,
      ).toEqual(used);
    }
  });

  it('no code outside the components names a deferred namespace (nothing would load it)', () => {
    for (const dir of ['src/features', 'src/shared', 'src/app', 'src/state', 'src/api', 'src/engine']) {
      for (const f of files(dir)) expect([...deferredIn(readFileSync(join(root, f), 'utf8'))], f).toEqual([]);
    }
  });

  it('finds the deferred namespaces a manifest names', () => {
    expect(
      namespacesIn({
        elements: {
          a: { props: { label: { $t: 'payonly.title' }, other: { $t: 'screen.cart' } } },
          b: ['account.signUp'],
        },
      }).sort(),
    ).toEqual(['account', 'payonly']);
    expect(namespacesIn({ title: { $t: 'screen.home' } })).toEqual([]);
  });
});
