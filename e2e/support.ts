// Shared pieces of the e2e specs: the page-problem watcher and the axe-core check.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Collects uncaught page errors, console errors and CSP violations. HTTP 4xx console lines are
 * left out: the app answers them itself (401 -> login, 404 -> empty state).
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) problems.push(`console: ${m.text()}`);
    if (/Content Security Policy/i.test(m.text())) problems.push(`csp: ${m.text()}`);
  });
  return problems;
}

/** The text namespaces (src/i18n/locales/en-gb/<ns>.json): a word on screen that reads '<ns>.<key>' is a text never looked up. */
const NAMESPACES = readdirSync('src/i18n/locales/en-gb').map((f) => f.replace(/\.json$/, ''));
const TEXT_KEY = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[a-z][A-Za-z0-9_]*\\b`, 'g');

/**
 * The text keys the page shows instead of words (in its text, labels, placeholders and titles): a
 * deferred namespace that did not load before its component drew.
 */
export async function shownTextKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((e) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
      ),
    ].join('\n'),
  );
  return [...text.matchAll(TEXT_KEY)].map((m) => m[0]);
}

let axeSource: string | null = null;

/** Serious and critical axe-core violations on the page as it stands, as 'rule: targets' lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.waitForLoadState('networkidle');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Every test starts from empty storage with the language (and any other saved choices) set, once
 * per tab: the init script runs on every load, so a marker in sessionStorage keeps reloads and
 * in-app navigations from wiping what the test has built up (cart, login, table session).
 */
export async function freshStorage(page: Page, lang: string, extra: Record<string, string> = {}): Promise<void> {
  // E2E_CPU_THROTTLE=4: the page runs as on a phone four times slower (Chromium's CPU throttling), to
  // bring out races between the page's own work and what the visitor does (a flaky CI run, reproduced).
  const slow = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (slow > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slow });
  await page.addInitScript(
    ([l, more]) => {
      if (!sessionStorage.getItem('e2e-init')) {
        localStorage.clear();
        localStorage.setItem('venue_lang', l as string);
        for (const [k, v] of Object.entries(more as Record<string, string>)) localStorage.setItem(k, v);
        sessionStorage.setItem('e2e-init', '1');
      }
    },
    [lang, extra] as const,
  );
}

/** The distinct orders the server placed for this page (each order call's answer, by transaction id), and how many order calls it made. */
export function watchPlacedOrders(page: Page): { placed: Set<string>; calls: () => number } {
  const placed = new Set<string>();
  let calls = 0;
  page.on('response', async (r) => {
    if (!/\/api\/shop\/order\/add\/v2/.test(r.url())) return;
    calls++;
    const body = (await r.json().catch(() => null)) as {
      success?: boolean;
      result?: { transactionId?: string };
    } | null;
    if (body?.success && body.result?.transactionId) placed.add(body.result.transactionId);
  });
  return { placed, calls: () => calls };
}

/** Keyboard only: Tab (forwards) until the target has the focus, then the key ('' for none). */
export async function tabTo(page: Page, target: Locator, key = 'Enter', max = 80): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      if (key) await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * A kiosk page address that enrols this browser as a kiosk of the venue, as staff do it (issue 27):
 * the venue's administrator makes a one-time enrolment code (the API the back office calls), and the
 * kiosk is opened once with `?enrol=<code>`; it keeps the credential in its encrypted settings store.
 */
export async function enrolledKioskUrl(request: APIRequestContext, path: string, shop = 'demo-kiosk'): Promise<string> {
  const login = await request.post('/account/signIn', {
    data: { userName: 'admin@example.com', password: 'Admin1234!', shop },
  });
  const token = String(((await login.json()) as { result?: { userId?: string } }).result?.userId ?? '');
  const r = await request.post('/pro/kiosk/enrolment/code', {
    data: { shop, name: 'e2e kiosk' },
    headers: { authorization: `Bearer ${token}` },
  });
  const code = ((await r.json()) as { result?: { code?: string } }).result?.code;
  if (!code) throw new Error(`no kiosk enrolment code for ${shop}: ${r.status()}`);
  return `${path}${path.includes('?') ? '&' : '?'}enrol=${code}`;
}
