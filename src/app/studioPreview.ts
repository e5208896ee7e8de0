// The preview side of the theme studio (src/features/backoffice/studio): a customer's page opened in the studio's frame
// (?studioPreview=1; the server lets only its own origin frame such a page) shows the draft theme
// and the language the studio sends. Only messages from the framing page of this same origin count;
// the draft is checked like any venue theme, applied to this frame only and never stored.
import type { ThemeManifest } from '../engine/contract';
import { checkTheme } from '../engine/manifest/themeCheck';
import { setLanguage, normaliseLang } from '../i18n';
import { applyCssVars, themeToCssVars } from './theme';

/** What the studio sends its preview frames. */
export type PreviewMessage =
  { type: 'studio:theme'; theme: ThemeManifest; base: ThemeManifest[] } | { type: 'studio:lang'; lang: string };

export const PREVIEW_READY = 'studio:ready';

export function listenForDraft(shop: string): void {
  // The cart and checkout previews show a sample cart of the venue's own items (memory only).
  if (/[?&]sampleCart=1(&|$)/.test(window.location.search))
    void import('../features/ordering/sampleCart').then((m) =>
      m.fillSampleCart(shop, normaliseLang(document.documentElement.lang || 'en-gb')),
    );
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.origin !== window.location.origin || e.source !== window.parent) return;
    const m = e.data as PreviewMessage | null;
    if (m?.type === 'studio:theme') {
      const r = checkTheme(m.theme, Array.isArray(m.base) ? m.base : [], 'studio draft');
      // A draft with a problem still previews what can be drawn: its tokens pass the app's own colour filter.
      const doc =
        r.doc ?? (m.theme && typeof m.theme === 'object' && m.theme.tokens && m.theme.schemes ? m.theme : null);
      if (doc) applyCssVars(themeToCssVars(doc), `studio-draft-${shop}`);
    } else if (m?.type === 'studio:lang') void setLanguage(normaliseLang(m.lang));
  });
  window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
}
