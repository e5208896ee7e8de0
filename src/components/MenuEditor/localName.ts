// A menu text in the screen's language, the other language when it is empty, a dash when both are.
import type { MenuText } from '../../domain/menu';

export const localName = (n: MenuText, lang: string): string =>
  (lang === 'zh-hans' ? n['zh-hans'] || n['en-gb'] : n['en-gb'] || n['zh-hans']) || '—';
