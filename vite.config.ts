import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { DEFERRED_NAMESPACES } from './src/i18n/deferred';

/** The deferred namespaces as a pattern: their files stay out of the start-up text chunks. */
const DEFERRED = DEFERRED_NAMESPACES.join('|');
const START_UP_TEXTS = new RegExp(`/src/i18n/locales/en-gb/(?!(${DEFERRED})\\.json)[^/]+\\.json$`);
const textsOf = (lang: string) =>
  new RegExp(`[\\\\/]src[\\\\/]i18n[\\\\/]locales[\\\\/]${lang}[\\\\/](?!(${DEFERRED})\\.json)`);

// In development the reference server (npm start, port 8080) answers the calls. '/account/...'
// is both an API prefix (POST /account/signIn) and the account family's pages
// (GET /account/{shop}/home): page loads that ask for HTML stay with Vite.
const api: ProxyOptions = {
  target: 'http://127.0.0.1:8080',
  bypass: (req) =>
    req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
};

// The strict Content-Security-Policy of index.html holds for the built app. The dev server's
// React refresh needs an inline preamble script, so `npm run dev` serves the page without it.
const devWithoutCsp: Plugin = {
  name: 'dev-without-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

// Built text files also as .br and .gz beside them: the reference server sends the smallest one the
// browser accepts (server/app.ts, preCompressed), without compressing on every request.
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    for (const name of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
      const file = join(dir, name);
      const body = readFileSync(file);
      if (body.length < 1024) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  },
};

// index.html of the build: the small first stylesheet inline (one render-blocking request less;
// the CSP allows inline styles), and modulepreload links for what start-up always loads next —
// the venue/API client chunk, the manifest loader (migrate -> validate; shipped.ts in a production
// build), the default language's
// start-up texts (not the deferred namespaces of src/i18n) and the default theme — so the browser
// fetches them with the entry instead of one round trip after it.
const START_UP = (id: string) =>
  /\/src\/app\/venue\.ts$/.test(id) ||
  /\/src\/engine\/manifest\/(runtime|shipped)\.ts$/.test(id) ||
  START_UP_TEXTS.test(id) ||
  /\/themes\/default\.json$/.test(id);
const firstLoad: Plugin = {
  name: 'first-load',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle;
      if (!bundle) return html;
      let out = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
        const asset = bundle[file];
        if (!asset || asset.type !== 'asset') return tag;
        const css = String(asset.source).trim();
        return css.length <= 8192 && !css.includes('</style') ? `<style>${css}</style>` : tag;
      });
      const files = new Set<string>();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
        files.add(file);
        for (const i of chunk.imports) add(i);
      };
      for (const c of Object.values(bundle))
        if (c.type === 'chunk' && (c.facadeModuleId ? START_UP(c.facadeModuleId) : c.moduleIds.some(START_UP)))
          add(c.fileName);
      const already = new Set([...out.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
      const links = [...files]
        .filter((f) => !already.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('\n    ');
      if (links) out = out.replace('</head>', `    ${links}\n  </head>`);
      return out;
    },
  },
};

// Fewer, larger chunks where they always load together (each request and each chunk costs the
// phone main-thread time and a round trip): one text chunk per language instead of one per
// namespace, and the components every catalogue page draws (layout chrome, grid, categories) in one
// chunk with one stylesheet. Screens, layouts and the other components stay split. The layouts' Outlet
// is its own small chunk: the kiosk's layout draws only it, and with it in ui-core the kiosk's
// splash downloaded the shop's whole chrome (213.8 KB instead of 194.2).
const CORE_COMPONENTS = [
  'AccountLink',
  'Banner',
  'CategoryNav',
  'ClosedNotice',
  'Footer',
  'Header',
  'Image',
  'LanguageSwitch',
  'Link',
  'NavBar',
  'ProductGrid',
  'SearchBox',
  'Stack',
  'ThemeSwitch',
];
/**
 * Code of core components that reads the ordering feature's menu modules: the grid and the categories
 * (the catalogue) are the 'menu-grid' chunk, drawn by the home and category screens; the cart badge
 * (the cart count) joins the 'menu' chunk. Their styles stay in ui-core's stylesheet. In ui-core they
 * made every page drawn in a family layout (tickets, passes, bookings) download the catalogue code and
 * the menu chunk: the ticket home 200.5 KB.
 */
const MENU_GRID = /[\\/]src[\\/]components[\\/](ProductGrid|CategoryNav)[\\/][^\\/]+\.tsx?$/;
const CART_BADGE = /[\\/]src[\\/]components[\\/]NavBar[\\/]CartBadge\.tsx$/;
/** The UI kit's parts (src/ui) the core components draw: in their chunk, not one small chunk each. */
const CORE_KIT = ['Button', 'Stack'];
/** Registry types drawn by the family layouts and the home and category screens (test: tests/app/menuTypes.test.ts). */
export const MENU_TYPES = [
  'AccountLink',
  'Banner',
  'CategoryNav',
  'ClosedNotice',
  'Footer',
  'Header',
  'LanguageSwitch',
  'Link',
  'NavBar',
  'Outlet',
  'ProductGrid',
  'SearchBox',
  'Stack',
  'ThemeSwitch',
];
const MENU =
  /[\\/]src[\\/](features[\\/]ordering[\\/](catalogue|hooks|cartCount|servedText|editInPlace)|domain[\\/]itemHours)\.ts$/;
const UI_CORE = new RegExp(
  `[\\\\/]src[\\\\/](components[\\\\/](${CORE_COMPONENTS.join('|')}|propText|styles[\\\\/]switch)|shared[\\\\/]url|ui[\\\\/](${CORE_KIT.join('|')}))[\\\\/.]`,
);
export const CHUNK_GROUPS = [
  // Everything the entry loads statically, in the entry's own chunk group (not split into small
  // common chunks shared with lazy screens): one request instead of about twenty.
  { name: 'start', tags: ['$initial' as const], priority: -1 },
  // The start-up texts, one chunk per language; the deferred namespaces (src/i18n DEFERRED_NAMESPACES)
  // are chunks of their own, loaded with the components and screens that use them.
  { name: 'texts-en-gb', test: textsOf('en-gb') },
  { name: 'texts-zh-hans', test: textsOf('zh-hans') },
  {
    name: 'ui-core',
    test: (id: string) => UI_CORE.test(id) && !MENU_GRID.test(id) && !CART_BADGE.test(id),
  },
  // What the menu screens use of the ordering feature (the catalogue, the language and shop hooks, the
  // cart count, an item's own serving hours in words, the item page's edit-in-place context): its own
  // chunk, so the checkout, the cart calculator and the bill stay out of the menu and the item page.
  {
    name: 'menu',
    test: (id: string) => MENU.test(id) || CART_BADGE.test(id),
  },
  { name: 'menu-grid', test: MENU_GRID },
  // The start-up stores and the small domain rules they read (settings, money, member card, points,
  // wallet, licence) with valtio: one chunk instead of about a dozen of under 1 KB each.
  {
    name: 'stores',
    test: /([\\/]src[\\/]state[\\/]stores\.ts|[\\/]src[\\/]domain[\\/](settings|money|coerce|session|venueOffer|licence|memberPoints|memberCard|franchisee|wallet)\.ts|[\\/]node_modules[\\/](valtio|proxy-compare)[\\/])/,
  },
  // The API client (invoke, transport, wire format, answers) with the calls every venue page makes at
  // start-up (configuration, catalogue, device session) and the session store that makes them: one
  // chunk instead of six. Nothing here is imported by the entry statically (all arrive through venue.ts).
  // The call table here is the customer pages' (customerCalls.ts); the staff's (staffCalls.ts) is a chunk
  // of its own, fetched by invoke.ts the first time a staff call is made.
  {
    name: 'api',
    test: /([\\/]src[\\/]api[\\/](invoke|calls|customerCalls|callEntry|transport|config|answer|errors|token-store|wire[\\/](webCodec|format)|calls[\\/](order|config|catalogue))\.ts|[\\/]src[\\/]domain[\\/]refusals\.ts|[\\/]src[\\/]state[\\/]session\.ts)$/,
  },
  // The checkout's first paint (its stand-in until the form is first used, and the parts it shares
  // with the live form): one chunk instead of four small ones. Only modules no other screen imports.
  {
    name: 'checkout-first',
    test: /([\\/]src[\\/]components[\\/]CheckoutForm[\\/](CheckoutForm|StillCheckoutForm|StillGiftCards|checkoutOffer|ClosedAlert|OrderSummary|PlaceOrderButton|termsText|usePaymentOptions)\.tsx?|[\\/]src[\\/]components[\\/]CheckoutForm[\\/](CheckoutForm|Extras)\.module\.css|[\\/]src[\\/]ui[\\/]Field[\\/]StillChoices\.tsx|[\\/]src[\\/]features[\\/]ordering[\\/]pagePayments\.ts)$/,
  },
  // The shipped themes (themes/*.json): the start-up reads every one of them for the theme switch's
  // names, so they come in one chunk.
  { name: 'themes', test: /[\\/]themes[\\/][^\\/]+\.json$/ },
  // The props validators (src/generated/props) of the types the shop layouts and the menu screens draw:
  // one request after the first screen; every other type's validator comes with the screen that draws it.
  {
    name: 'validators-core',
    test: new RegExp(`[\\\\/]src[\\\\/]generated[\\\\/]props[\\\\/](${MENU_TYPES.join('|')})\\.js$`),
  },
];

/** src/features/<capability>/index.ts: the public API of a feature, re-exports only. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** src/domain: pure by rule (tests/domain/purity.test.ts), so a module none of whose exports is used is left out. */
const DOMAIN = /[\\/]src[\\/]domain[\\/]/;
/**
 * The call table (src/api/calls.ts and its parts): plain data, so a part none of whose entries is used is
 * left out. The browser finds its calls through invoke.ts (the customer part, and the staff part fetched
 * when first needed); kept for its top-level entries, calls.ts would pull the staff part into every page.
 */
const CALL_TABLE = /[\\/]src[\\/]api[\\/](calls|customerCalls|staffCalls|callEntry)\.ts$/;

// react-router's package exports point every condition at its development build (dev warnings and
// their messages); the app's build takes the production build beside it, for react-router-dom's two
// imports of it (the router, and its DOM part: RouterProvider).
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

// V8 explicit compile hint: the entry chunk (React, the router, the engine) and the core UI chunk are nearly all called
// while the first screen loads, so Chrome compiles its functions eagerly on the streaming thread
// instead of lazily on the main thread at first call (https://v8.dev/blog/explicit-compile-hints).
const compileHints: Plugin = {
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const c of Object.values(bundle))
        if (c.type === 'chunk' && (c.isEntry || c.name === 'ui-core'))
          c.code = `//# allFunctionsCalledOnLoad\n${c.code}`;
    },
  },
};

// What the page has before any dynamic import runs: the entry chunk and its static imports. Vite
// lists them again in every dynamic import's preload list; they are dropped there (build.modulePreload
// below), so every import map is smaller. (Vite keeps CSS in those lists whatever resolveDependencies
// returns, so the entry's CSS, inlined in index.html by firstLoad, may still be linked once.)
const startUpFiles = new Set<string>();
const startUp: Plugin = {
  name: 'start-up-files',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      startUpFiles.clear();
      const add = (file: string) => {
        const c = bundle[file];
        if (!c || c.type !== 'chunk' || startUpFiles.has(file)) return;
        startUpFiles.add(file);
        for (const i of c.imports) add(i);
      };
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) add(c.fileName);
    },
  },
};

// dist/.vite/modules.json: source file (relative) -> the chunk that holds it. Vite's manifest names
// only entry and facade chunks; scripts/size.mjs needs to find modules inside grouped chunks too.
const moduleMap: Plugin = {
  name: 'module-map',
  apply: 'build',
  generateBundle(_options, bundle) {
    const map: Record<string, string> = {};
    const root = process.cwd().replace(/\\/g, '/') + '/';
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      for (const id of c.moduleIds)
        if (id.replace(/\\/g, '/').startsWith(root)) map[id.replace(/\\/g, '/').slice(root.length)] = c.fileName;
    }
    this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map) });
  },
};

// The app is served at '/' (history router, base '/').
export default defineConfig(({ command }) => ({
  base: '/',
  resolve: command === 'build' ? { alias: ROUTER_PRODUCTION } : {},
  plugins: [react(), devWithoutCsp, startUp, firstLoad, compileHints, precompress, moduleMap],
  // JSON modules (texts, manifests, themes, schemas) as `JSON.parse('…')` of their text, without named
  // exports (nothing imports a JSON file's keys by name): as a script of one variable per value, the
  // tickets texts were 2.7 KB gzip instead of 1.8, and every page 3 to 4 KB heavier. JSON.parse is also
  // quicker for the browser than the same data as an object literal.
  json: { namedExports: false, stringify: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // scripts/size.mjs follows the entry's and each family's static imports through this manifest.
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => !startUpFiles.has(d)) },
    rolldownOptions: {
      // A feature's index.ts only re-exports: importing one name from it must not pull the feature's
      // other modules (the checkout, the cart) into the menu's chunks. Likewise src/domain (pure): a
      // name from its index pulls the module that defines it, not the cart calculator, dayjs, parking
      // and wallet rules into login or a booking result.
      treeshake: {
        moduleSideEffects: (id) =>
          FEATURE_INDEX.test(id) || DOMAIN.test(id) || CALL_TABLE.test(id) ? false : undefined,
      },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': api,
      '/pro': api,
      '/account': api,
      '/lotInfo': api,
      '/lot/': api,
      '/qrcode': api,
      '/assets/images': api,
      '/dev': api,
    },
  },
}));
