// @vitest-environment jsdom
// Property test: random valid screens render without throwing; randomly mutated ones (unknown
// types, missing children, bad bindings, cycles, junk) degrade by fallback or an error box and
// never crash the page.
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import type { ElementNode, ScreenManifest } from '../../../src/engine/contract';
import { EngineContext, defaultServices } from '../../../src/engine/runtime/context';
import { DocumentView } from '../../../src/engine/runtime/Renderer';
import { clearRegistry, registerComponents } from '../../../src/engine/runtime/registry';
import { registerDataSource, hasDataSource } from '../../../src/engine/runtime/data';
import { registerStateSlice, sliceNames } from '../../../src/engine/runtime/state';

const shop = proxy({ name: 'Cafe', items: ['a', 'b', 'c'], count: 3 });

beforeAll(() => {
  // React logs every error a boundary catches; the property provokes many on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearRegistry();
  registerComponents([
    {
      type: 'Box',
      load: async () => ({ default: ({ children }: { children?: ReactNode }) => <div data-box="">{children}</div> }),
    },
    {
      type: 'Label',
      load: async () => ({
        default: ({ text }: { text?: unknown }) => <span data-label="">{String(text ?? '')}</span>,
      }),
    },
    {
      type: 'Strict',
      // A component that throws on bad input, as a real one might.
      load: async () => ({
        default: ({ n }: { n?: unknown }) => {
          if (typeof n !== 'number') throw new Error('n must be a number');
          return <b>{n}</b>;
        },
      }),
    },
  ]);
  if (!sliceNames().includes('shop')) registerStateSlice('shop', shop);
  if (!hasDataSource('test.list')) registerDataSource('test.list', async () => ['x', 'y']);
});
afterEach(() => cleanup());

const flush = async () => {
  for (let i = 0; i < 4; i++)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
};

async function draw(doc: Pick<ScreenManifest, 'root' | 'elements' | 'data'>, dev = true) {
  const services = { ...defaultServices, dev };
  const view = render(
    <EngineContext.Provider value={services}>
      <main data-testid="page">
        <p>sentinel</p>
        <DocumentView doc={doc as ScreenManifest} file="screens/screens/test.json" params={{ id: '7' }} />
      </main>
    </EngineContext.Provider>,
  );
  await flush();
  return view;
}

// ---------- generators ----------
const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const binding = fc.oneof(
  fc.constant({ $state: '/shop/name' }),
  fc.constant({ $state: '/shop/count' }),
  fc.constant({ $param: 'id' }),
  fc.constant({ $t: 'screen.cart' }),
  fc.constant({ $data: '/list/0' }),
  fc.constant({ $config: '/missing' }),
);
const text = fc.oneof(fc.string({ maxLength: 12 }), binding);
const condition = fc.oneof(
  fc.boolean(),
  fc.constant({ $state: '/shop/count', gt: 1 }),
  fc.constant({ $and: [true, { $param: 'id', eq: '7' }] }),
  fc.constant({ $not: { $state: '/shop/missing' } }),
);

/** A valid screen: a tree (children only point to later ids), known types, good bindings. */
const validScreen = fc.integer({ min: 1, max: 8 }).chain((n) => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].slice(0, n);
  const node = (i: number) =>
    fc
      .record({
        kind: fc.constantFrom('Box', 'Label', 'Label', 'Repeat'),
        text,
        visible: fc.option(condition, { nil: undefined }),
        kids: fc.subarray(ids.slice(i + 1), { maxLength: Math.min(3, ids.length - i - 1) }),
      })
      .map(({ kind, text: t, visible, kids }): ElementNode => {
        const el: ElementNode =
          kind === 'Box'
            ? { type: 'Box', children: kids }
            : kind === 'Repeat'
              ? { type: 'Label', repeat: { over: { $state: '/shop/items' } }, props: { text: { $item: '' } } }
              : { type: 'Label', props: { text: t } };
        if (visible !== undefined) el.visible = visible as ElementNode['visible'];
        return el;
      });
  return fc.tuple(...ids.map((_, i) => node(i))).map((nodes) => ({
    root: 'a',
    data: { list: { source: 'test.list' } },
    elements: Object.fromEntries(ids.map((k, i) => [k, nodes[i]])) as Record<string, ElementNode>,
  }));
});

const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 5 }),
  fc.constant([1, 2]),
  fc.constant({ $state: 5 }),
  fc.constant({ weird: true }),
);
type Doc = { root: string; elements: Record<string, ElementNode>; data?: ScreenManifest['data'] };
const mutation = fc.oneof(
  fc.record({
    at: id,
    op: fc.constant('unknown-type'),
    fallback: fc.option(fc.constantFrom('drop', 'a', 'b', 'zz'), { nil: undefined }),
  }),
  fc.record({ at: id, op: fc.constant('missing-child'), v: fc.string({ maxLength: 3 }) }),
  fc.record({ at: id, op: fc.constant('bad-binding'), v: junk }),
  fc.record({ at: id, op: fc.constant('bad-visible'), v: junk }),
  fc.record({ at: id, op: fc.constant('cycle') }),
  fc.record({ at: id, op: fc.constant('children-not-list'), v: junk }),
  fc.record({ at: id, op: fc.constant('throwing-component'), v: junk }),
  fc.record({ at: id, op: fc.constant('bad-repeat'), v: junk }),
  fc.record({ at: id, op: fc.constant('delete') }),
  fc.record({ at: id, op: fc.constant('bad-root'), v: junk }),
);

function mutate(doc: Doc, muts: { at: string; op: string; v?: unknown; fallback?: string }[]): Doc {
  const out: Doc = JSON.parse(JSON.stringify(doc));
  for (const m of muts) {
    const el = out.elements[m.at] as unknown as Record<string, unknown> | undefined;
    switch (m.op) {
      case 'unknown-type':
        if (el) {
          el.type = 'NoSuchThing';
          if (m.fallback) el.fallback = m.fallback;
        }
        break;
      case 'missing-child':
        if (el) el.children = [...((Array.isArray(el.children) ? el.children : []) as string[]), `missing-${m.v}`];
        break;
      case 'bad-binding':
        if (el) el.props = { text: m.v };
        break;
      case 'bad-visible':
        if (el) el.visible = m.v;
        break;
      case 'cycle':
        if (el) el.children = ['a'];
        break;
      case 'children-not-list':
        if (el) el.children = m.v;
        break;
      case 'throwing-component':
        if (el) {
          el.type = 'Strict';
          el.props = { n: m.v };
        }
        break;
      case 'bad-repeat':
        if (el) el.repeat = { over: m.v };
        break;
      case 'delete':
        delete out.elements[m.at];
        break;
      case 'bad-root':
        (out as unknown as Record<string, unknown>).root = m.v;
        break;
    }
  }
  return out;
}

describe('renderer properties', () => {
  it('valid screens render without throwing and show no error box', async () => {
    await fc.assert(
      fc.asyncProperty(validScreen, async (doc) => {
        const view = await draw(doc);
        expect(view.getByText('sentinel')).toBeTruthy();
        expect(view.container.querySelector('[data-engine-error]')).toBeNull();
        // Every visible, non-repeated label with a literal text shows it.
        view.unmount();
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('mutated screens degrade (fallback, drop or error box) and never crash the page', async () => {
    await fc.assert(
      fc.asyncProperty(
        validScreen,
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (doc, muts, dev) => {
          const bad = mutate(doc, muts);
          const view = await draw(bad, dev);
          expect(view.getByText('sentinel')).toBeTruthy();
          expect(view.getByTestId('page')).toBeTruthy();
          if (!dev) expect(view.container.querySelector('[data-engine-error]')).toBeNull();
          view.unmount();
        },
      ),
      { numRuns: 60 },
    );
  }, 90_000);

  it('an unknown type names the file and JSON Pointer in development', async () => {
    const view = await draw({
      root: 'a',
      elements: { a: { type: 'Box', children: ['list'] }, list: { type: 'CartListX' } },
    });
    const box = view.container.querySelector('[data-engine-error]');
    expect(box?.textContent).toContain('screens/screens/test.json#/elements/list/type');
  });

  it('fallback "drop" removes the element; a fallback element replaces it', async () => {
    const view = await draw({
      root: 'a',
      elements: {
        a: { type: 'Box', children: ['x', 'y'] },
        x: { type: 'Nope', fallback: 'drop' },
        y: { type: 'Nope', fallback: 'z' },
        z: { type: 'Label', props: { text: 'replacement' } },
      },
    });
    expect(view.container.querySelector('[data-engine-error]')).toBeNull();
    expect(view.getByText('replacement')).toBeTruthy();
  });

  it('binds state, params, data and repeat items', async () => {
    const view = await draw({
      root: 'a',
      data: { list: { source: 'test.list' } },
      elements: {
        a: { type: 'Box', children: ['n', 'p', 'd', 'r'] },
        n: { type: 'Label', props: { text: { $state: '/shop/name' } } },
        p: { type: 'Label', props: { text: { $param: 'id' } } },
        d: { type: 'Label', props: { text: { $data: '/list/1' } } },
        r: { type: 'Label', repeat: { over: { $state: '/shop/items' } }, props: { text: { $item: '' } } },
      },
    });
    for (const t of ['Cafe', '7', 'y', 'a', 'b', 'c']) expect(view.getByText(t)).toBeTruthy();
  });
});

describe('component chunk failures', () => {
  it('a component whose chunk fails to load shows a chunk-load error with retry', async () => {
    const { registerComponent } = await import('../../../src/engine/runtime/registry');
    const { ChunkLoadError } = await import('../../../src/engine/runtime/chunks');
    registerComponent({ type: 'Heavy', load: () => Promise.reject(new ChunkLoadError()) });
    const view = await draw(
      { root: 'a', elements: { a: { type: 'Box', children: ['h'] }, h: { type: 'Heavy' } } },
      false,
    );
    expect(view.getByRole('alert').textContent).toContain('engine.chunkError');
    expect(view.getByRole('button', { name: 'common.retry' })).toBeTruthy();
    expect(view.getByText('sentinel')).toBeTruthy();
  });
});

describe('props validators', () => {
  it('an element whose props fail its compiled schema degrades by fallback', async () => {
    const validator = Object.assign((d: unknown) => typeof (d as { text?: unknown }).text === 'string', {
      errors: [{ instancePath: '/text', message: 'must be string' }],
    });
    const services = { ...defaultServices, dev: true, validators: { Label: validator } };
    const view = render(
      <EngineContext.Provider value={services}>
        <DocumentView
          doc={
            {
              root: 'a',
              elements: {
                a: { type: 'Box', children: ['bad', 'bad2'] },
                bad: { type: 'Label', props: { text: 5 }, fallback: 'ok' },
                ok: { type: 'Label', props: { text: 'fallback shown' } },
                bad2: { type: 'Label', props: { text: 6 } },
              },
            } as never
          }
          file="screens/screens/p.json"
        />
      </EngineContext.Provider>,
    );
    await flush();
    expect(view.getByText('fallback shown')).toBeTruthy();
    expect(view.container.querySelector('[data-engine-error]')?.textContent).toContain(
      'screens/screens/p.json#/elements/bad2/props/text',
    );
  });
});

describe('props validators on demand', () => {
  it('asks for the validator of each type it draws and has none yet, and draws meanwhile', async () => {
    const asked: string[] = [];
    const services = { ...defaultServices, dev: true, validators: {}, wantValidator: (t: string) => asked.push(t) };
    const view = render(
      <EngineContext.Provider value={services}>
        <DocumentView
          doc={
            {
              root: 'a',
              elements: {
                a: { type: 'Box', children: ['l'] },
                l: { type: 'Label', props: { text: 'drawn before its validator' } },
              },
            } as never
          }
          file="screens/screens/p.json"
        />
      </EngineContext.Provider>,
    );
    await flush();
    expect(view.getByText('drawn before its validator')).toBeTruthy();
    expect(new Set(asked)).toEqual(new Set(['Box', 'Label']));
  });
});
