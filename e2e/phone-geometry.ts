// The phone's geometry rules (issue 33), measured in the page with the kiosk's shared probe
// (e2e/kiosk-geometry.ts): no two form fields or buttons overlap, no field is clipped off the screen
// sideways (nor does the page scroll sideways), and a field that has the focus is not under any
// sticky or fixed part of the page (header, tab bar, action bar), whether reached with Tab going down
// the page or focused from below (the browser scrolls it up to the sticky header); every tap target
// is at least 44 px. `walkCustomerScreens` opens the screens both phone specs measure.
import { expect, type Page } from '@playwright/test';
import { installProbe } from './kiosk-geometry';
import { customiseBurger, placeCash, signInUi, start, T, type Lang } from './ordering-helpers';

declare global {
  interface Window {
    __coveredFocus: () => string | null;
  }
}

const FIELDS = 'input:not([type="hidden"]), select, textarea';
const CONTROLS = `${FIELDS}, button, [role="button"]`;

/** Overlapping controls and controls clipped sideways, as readable lines. */
export async function layoutProblems(page: Page): Promise<string[]> {
  await installProbe(page);
  return page.evaluate((selector) => {
    const { label, controls } = window.__geometry;
    const name = (e: HTMLElement) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${label(e) || e.getAttribute('name') || ''}"`;
    // The sticky or fixed part an element sits in (null: the page's flow): parts on different
    // layers slide over one another on purpose as the page scrolls.
    const layer = (e: Element) => {
      for (let p: Element | null = e; p; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') return p;
      }
      return null;
    };
    // In a sideways-scrolling row (the category pills) a control out of view is reached by scrolling.
    const inScroller = (e: Element) => {
      for (let p = e.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth + 1)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    const els = controls(document, selector)
      .filter((e) => !e.closest('[aria-hidden="true"], [inert]'))
      .map((e) => ({ e, r: e.getBoundingClientRect(), l: layer(e) }))
      .filter(({ r }) => r.width > 2 && r.height > 2);
    for (const { e, r } of els)
      if ((r.left < -1 || r.right > innerWidth + 1) && !inScroller(e))
        out.push(`clipped: ${name(e)} (${Math.round(r.left)}..${Math.round(r.right)} of ${innerWidth})`);
    for (let i = 0; i < els.length; i++)
      for (let j = i + 1; j < els.length; j++) {
        const [a, b] = [els[i], els[j]];
        if (a.l !== b.l || a.e.contains(b.e) || b.e.contains(a.e)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 2 && h > 2) out.push(`overlap: ${name(a.e)} | ${name(b.e)}`);
      }
    return out;
  }, CONTROLS);
}

/** The focused element's name when a sticky or fixed part (not its own) covers it, else null. */
function coveredFocus(): string | null {
  const f = document.activeElement as HTMLElement | null;
  if (!f || f === document.body || !f.matches('input:not([type="hidden"]), select, textarea')) return null;
  const r = f.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  const why: string[] = [];
  if (r.top < -1 || r.bottom > innerHeight + 1) why.push(`off screen (${Math.round(r.top)}..${Math.round(r.bottom)})`);
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const s = getComputedStyle(el);
    if (s.position !== 'sticky' && s.position !== 'fixed') continue;
    if (el.contains(f) || f.contains(el) || !window.__geometry.visible(el)) continue;
    // a part drawn under the field's own layer (a sheet's backdrop) does not cover it
    if (el.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_CONTAINED_BY) continue;
    const layerOfField = f.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (layerOfField && !layerOfField.contains(el)) continue;
    const o = el.getBoundingClientRect();
    const w = Math.min(o.right, r.right) - Math.max(o.left, r.left);
    const h = Math.min(o.bottom, r.bottom) - Math.max(o.top, r.top);
    if (w > 1 && h > 1) {
      const who = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
      why.push(`under ${who} (${Math.round(o.top)}..${Math.round(o.bottom)})`);
    }
  }
  if (!why.length) return null;
  const id = f.id || f.getAttribute('name') || f.getAttribute('aria-label') || f.tagName;
  return `${id} at ${Math.round(r.top)}..${Math.round(r.bottom)}: ${why.join(', ')}`;
}

/**
 * Tab through the page from its top (up to `max` presses) and then focus every field from below
 * (scrolled to the end first, as Shift+Tab or a tap on a field above does): the fields left covered.
 */
export async function coveredWhenFocused(page: Page, max = 60): Promise<string[]> {
  await installProbe(page);
  // (as text: the function runs in the page, where the strict CSP allows no eval of its own)
  await page.evaluate(`window.__coveredFocus = ${coveredFocus.toString()}`);
  const out = new Set<string>();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  let first: string | null = null;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const [here, covered] = await page.evaluate(() => {
      const a = document.activeElement;
      const key = a ? `${a.tagName}#${a.id}|${a.textContent?.slice(0, 20)}|${a.getBoundingClientRect().left}` : '';
      return [key, window.__coveredFocus()] as const;
    });
    if (covered) out.add(`Tab: ${covered}`);
    if (i > 0 && (here === first || here.startsWith('BODY'))) break;
    if (i === 0) first = here;
  }
  const fromBelow = await page.evaluate((sel) => {
    const check = window.__coveredFocus;
    const found: string[] = [];
    const fields = window.__geometry.controls(document, sel).filter((e) => !e.closest('[aria-hidden="true"]'));
    for (const f of fields) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      f.focus();
      const c = check();
      if (c) found.push(`from below: ${c}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return found;
  }, FIELDS);
  for (const c of fromBelow) out.add(c);
  return [...out];
}

const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="link"]';

/**
 * Targets smaller than 44×44 CSS px (WCAG 2.5.5), as "selector "text" W×H" lines. A checkbox or radio
 * (an input, or the UI kit's Radix button with its role) counts with its label when the label wraps
 * it or names it (the label is the target: a tap on it checks the box); a link inside
 * a sentence (its block has other text around it) is exempt, as WCAG 2.5.8 allows inline targets.
 */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  await installProbe(page);
  return page.evaluate(
    ({ selector, min }) => {
      const { visible } = window.__geometry;
      const out: string[] = [];
      const inSentence = (e: HTMLElement) => {
        if (e.tagName !== 'A' || getComputedStyle(e).display !== 'inline') return false;
        const block = e.parentElement;
        if (!block) return false;
        const own = (e.textContent ?? '').trim().length;
        return (block.textContent ?? '').trim().length > own + 3;
      };
      for (const e of document.querySelectorAll<HTMLElement>(selector)) {
        if (e.closest('[aria-hidden="true"], [inert]') || !visible(e)) continue;
        let r = e.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) continue;
        const role = e.getAttribute('role');
        const box =
          (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) ||
          role === 'checkbox' ||
          role === 'radio';
        if (box) {
          const label = e.closest('label') ?? (e.id ? document.querySelector(`label[for="${e.id}"]`) : null);
          if (label) r = label.getBoundingClientRect();
        }
        if (r.width + 0.5 >= min && r.height + 0.5 >= min) continue;
        if (inSentence(e)) continue;
        const text = (e.getAttribute('aria-label') || e.textContent || e.getAttribute('name') || '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 30);
        out.push(`small target: ${e.tagName.toLowerCase()} "${text}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return out;
    },
    { selector: TARGETS, min },
  );
}

/** Screens a guest sees, by address. */
export const GUEST_SCREENS = [
  '/shop/demo-cafe/login',
  '/shop/demo-cafe/signup',
  '/shop/demo-cafe/home',
  '/shop/demo-cafe/category',
  '/mobile/demo-cafe/home',
  '/reservation/demo-cafe/ticket/all/home',
  '/massage/demo-massage/ticket/all/home',
  '/partyroom/demo-partyroom/ticket/all/home',
  '/ktv/demo-ktv/ticket/all/home',
  '/ticket/demo-parking/code/all/home',
  '/company/demo-passes/home',
  '/company/demo-passes/site',
  '/company/demo-passes/daterange/home?pool=ps-3day',
];
/** Screens of a signed-in customer, by address (the order detail is opened in My orders). */
export const ACCOUNT_SCREENS = [
  '/shop/demo-cafe/me',
  '/shop/demo-cafe/mywallet',
  '/shop/demo-cafe/myorders',
  '/reservation/demo-cafe/mybookings',
  '/massage/demo-massage/mybookings',
  '/company/demo-passes/mytickets',
];

const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));

/**
 * Opens, from a clean browser in `lang` (`extra`: more saved choices, e.g. the theme), the main
 * screens of every customer family as a customer reaches them and calls `check(name)` on each once
 * it has settled: the guest screens; the shop's product, cart and checkout; a massage's checkout;
 * then signed in: the checkout, order placed (cash), the account screens, an order's detail; last
 * table service (table 5 from its QR).
 */
export async function walkCustomerScreens(
  page: Page,
  lang: Lang,
  check: (what: string) => Promise<void>,
  extra: Record<string, string> = {},
): Promise<void> {
  const t = T[lang];
  const settled = async (what: string) => {
    await page.waitForLoadState('networkidle');
    await page.locator('main').first().waitFor();
    await page.waitForTimeout(200);
    await check(what);
  };
  const visit = async (path: string) => {
    await page.goto(path);
    await settled(path);
  };
  await start(page, lang, GUEST_SCREENS[0], extra);
  await settled(GUEST_SCREENS[0]);
  for (const path of GUEST_SCREENS.slice(1)) await visit(path);

  // The shop's product, cart and checkout, as a customer gets there.
  await page.goto('/shop/demo-cafe/home');
  await page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: t.burgers }).click();
  await page.getByRole('link', { name: new RegExp(t.burger) }).click();
  await settled('product');
  await customiseBurger(page, lang);
  await visit('/shop/demo-cafe/cart');
  await visit('/shop/demo-cafe/checkout');

  // A booking's checkout: a massage tomorrow, the first free time.
  await page.goto('/massage/demo-massage/ticket/all/home');
  await page.getByLabel(lang === 'en-gb' ? 'Date' : '日期').fill(tomorrow());
  await page.getByTestId('slots').getByRole('button').first().click();
  await page.getByRole('button', { name: lang === 'en-gb' ? 'Continue' : '继续' }).click();
  await expect(page).toHaveURL(/\/checkout\?start=\d+/);
  await settled('booking checkout');

  // Signed in: the checkout (wallet ways to pay), order placed, the account, an order's detail.
  await signInUi(page, lang, '/shop/demo-cafe');
  await visit('/shop/demo-cafe/checkout');
  await placeCash(page, lang);
  await settled('order placed');
  for (const path of ACCOUNT_SCREENS) await visit(path);
  await page.goto('/shop/demo-cafe/myorders');
  const order = page.getByTestId('my-order').first();
  await order.locator('summary', { hasText: lang === 'en-gb' ? 'Details' : '详情' }).click();
  await expect(order.getByTestId('order-detail')).toBeVisible();
  await settled('order detail');

  // Last: table service (the table's session stays with the browser); its home from the table's QR.
  await page.goto('/shop/demo-cafe/home?tn=5');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/home\?tn=5&ses=/);
  await settled('table 5');
}
