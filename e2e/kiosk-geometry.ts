// The kiosk's geometry rules (issue 34), measured in the page: the step's content spans at least 60 % of
// the screen height, every tappable control is at least 64x64 px, no text is under 28 px outside
// small print (elements marked data-small-print), each scaled by `scale` in the accessible layout.
import type { Page } from '@playwright/test';

export interface Geometry {
  /** Share of the screen height the step spans (its heading's top to the bottom bar's foot). */
  span: number;
  /** Controls under the minimum: "text (w x h)". */
  small: string[];
  /** Text under the minimum: "text (size px)". */
  tinyText: string[];
}

export function measureKiosk(page: Page, scale = 1): Promise<Geometry> {
  return page.evaluate((k) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // (the staff's hidden corner is invisible on purpose: not a customer's control)
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0';
    };
    const label = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
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
    for (const el of root.querySelectorAll('button, a[href], input, textarea, select, [role="button"]')) {
      if (!visible(el)) continue;
      let r = el.getBoundingClientRect();
      // a checkbox or radio is tapped by its label (the tile), which must be large
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const l = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (l) r = l.getBoundingClientRect();
      }
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
