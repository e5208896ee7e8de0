// Mounts the UI kit's examples page (development builds only: main.tsx imports this behind
// import.meta.env.DEV, so production bundles never contain it). Applies the chosen theme and language.
import type { Root } from 'react-dom/client';
import { initI18n } from '../../i18n';
import { applyTheme } from '../theme';
import { KitExamples } from './KitExamples';
import { KIT_LANGS, type KitLang } from './kitTexts';

export async function mountKit(root: Root): Promise<void> {
  const q = new URLSearchParams(window.location.search);
  const lang: KitLang = (KIT_LANGS as readonly string[]).includes(q.get('lang') ?? '')
    ? (q.get('lang') as KitLang)
    : 'en-gb';
  const open = q.get('open');
  await Promise.all([initI18n(lang), applyTheme(q.get('theme') ?? 'default')]);
  document.documentElement.lang = lang;
  root.render(<KitExamples lang={lang} open={open === 'dialog' || open === 'sheet' ? open : undefined} />);
}
