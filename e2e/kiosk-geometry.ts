// The kiosk's geometry rules (issue 34), measured in the page: the step's content spans at least 60 % of
// the screen height, every tappable control is at least 64x64 px, no text is under 28 px outside
// small print (elements marked data-small-print), each scaled by `scale` in the accessible layout.
// The in-page probe (what is visible, a control's name, the box a customer taps, the controls of a
// part of the page) is shared with the phone's geometry test (e2e/phone-geometry.ts).
import type { Page } from '@playwright/test';

export interface Geometry {
  /** Share of the screen height the step spans (its heading's top to the bottom bar's foot). */
  span: number;
  /** Controls under the minimum: "text (w x h)". */
  small: string[];
  /** Text under the minimum: "text (size px)". */
  tinyText: string[];
}

/** The probe's functions, installed on window.__geometry by installProbe. */
export interface Probe {
  /** Drawn and not hidden (zero size, visibility hidden, display none or opacity 0 are not). */
  visible: (el: Element) => boolean;
  /** The control's accessible name or text, short. */
  label: (el: Element) => string;
  /** The box a customer taps: a checkbox or radio is tapped by its label (the tile). */
  tapRect: (el: Element) => DOMRect;
  /** The visible controls (buttons, links, fields, role=button) under root. */
  controls: (root: ParentNode, selector?: string) => HTMLElement[];
}

declare global {
  interface Window {
    __geometry: Probe;
  }
}

/** Installs the shared probe in the page (again after every load). */
export function installProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // (the staff's hidden corner is invisible on purpose: not a customer's control)
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0';
    };
    const label = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const tapRect = (el: Element) => {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const l = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (l) return l.getBoundingClientRect();
      }
      return el.getBoundingClientRect();
    };
    const controls = (root: ParentNode, selector = 'button, a[href], input, textarea, select, [role="button"]') =>
      [...root.querySelectorAll<HTMLElement>(selector)].filter(visible);
    window.__geometry = { visible, label, tapRect, controls };
  });
}

export async function measureKiosk(page: Page, scale = 1): Promise<Geometry> {
  await installProbe(page);
  return page.evaluate((k) => {
    const { visible, label, tapRect, controls } = window.__geometry;
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const root: Element = dialog ?? document.body;
    const title = document.getElementById('kiosk-step-title');
    const section = title?.closest('section') ?? null;
    const bar = section?.querySelector('[class*="bar"]') ?? null;
    let span = 0;
    if (dialog) span = dialog.getBoundingClientRect().height / innerHeight;
    else if (section) {
      const top = section.getBoundingClientRect().top;
      const bottom = Math.max(section.getBoundingClientRect().bottom, bar?.getBoundingClientRect().bottom ?? 0);
      span = (bottom - top) / innerHeight;
    }
    const minTarget = 64 * k;
    const small: string[] = [];
    for (const el of controls(root)) {
      const r = tapRect(el);
      if (r.width + 0.5 < minTarget || r.height + 0.5 < minTarget)
        small.push(`${label(el)} (${Math.round(r.width)}x${Math.round(r.height)})`);
    }
    const minText = 28 * k;
    const tinyText: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || !visible(el) || el.closest('[data-small-print]')) continue;
      if (el.closest('[aria-hidden="true"]') && !el.closest('button')) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size + 0.5 < minText) tinyText.push(`${n.textContent.trim().slice(0, 40)} (${size}px)`);
    }
    return { span, small, tinyText };
  }, scale);
}
