// The HTML page a visitor sees when a page request fails (the build being swapped, a server fault, an
// file that is not there, asked for by a browser): in the visitor's language, never the API's JSON. The language is the
// address's own (?lang=zh-hans, as payment pages and links carry it), else the browser's
// Accept-Language (by preference), else English. Plain HTML, no script (strict CSP), inline style.
import { escapeHtml } from './escape';

export const PAGE_LANGS = ['en-gb', 'zh-hans'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

export const PAGE_FAILURES = ['unavailable', 'failed', 'notFound'] as const;
/** unavailable: no complete build to serve (503, try again soon); failed: a server fault (500); notFound: 404. */
export type PageFailure = (typeof PAGE_FAILURES)[number];

export const FAILURE_STATUS: Record<PageFailure, number> = { unavailable: 503, failed: 500, notFound: 404 };

const TEXTS: Record<PageLang, Record<PageFailure, { title: string; body: string }> & { retry: string; home: string }> =
  {
    'en-gb': {
      unavailable: {
        title: 'The site is being updated',
        body: 'This page will be back in a moment. Please try again shortly.',
      },
      failed: { title: 'Something went wrong', body: 'The page could not be loaded. Please try again in a moment.' },
      notFound: { title: 'Page not found', body: 'There is nothing at this address. Check it and try again.' },
      retry: 'Try again',
      home: 'Back to the venue',
    },
    'zh-hans': {
      unavailable: { title: '网站正在更新', body: '此页面稍后即可恢复，请稍后重试。' },
      failed: { title: '出错了', body: '页面无法加载，请稍后重试。' },
      notFound: { title: '找不到页面', body: '此地址没有内容，请检查网址后重试。' },
      retry: '重试',
      home: '返回商户',
    },
  };

const langFrom = (tag: string): PageLang | null => {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('zh')) return 'zh-hans';
  if (t.startsWith('en')) return 'en-gb';
  return null;
};

/** The visitor's language: the address's ?lang= first, then Accept-Language by its q values, else en-gb. */
export function pageLang(url: string, acceptLanguage: unknown): PageLang {
  const q = /[?&]lang=([^&#]*)/.exec(url);
  if (q) {
    let v = q[1];
    try {
      v = decodeURIComponent(v);
    } catch {
      /* as written */
    }
    const l = langFrom(v);
    if (l) return l;
  }
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : '';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const qv = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: qv === undefined ? 1 : Number(qv), i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const l = langFrom(r.tag);
    if (l) return l;
  }
  return 'en-gb';
}

/** A path of this site (no scheme, no '//host', no spaces): the page never links anywhere else. */
const OWN_PATH = /^\/(?![/\\])[^\s]*$/;

/**
 * The venue's own start for a venue address ('/shop/demo-cafe/cart' -> '/shop/demo-cafe': the
 * family's empty path goes to its home); null for other addresses.
 */
export function venueStart(path: string): string | null {
  const [family, shop] = path.split(/[?#]/)[0].split('/').filter(Boolean);
  return family && shop ? `/${family}/${shop}` : null;
}

/** The error page: a heading, what happened, a link to try the same address again and one to the venue's start. */
export function errorPage(lang: PageLang, failure: PageFailure, path: string): string {
  const t = TEXTS[lang];
  const { title, body } = t[failure];
  const own = OWN_PATH.test(path);
  const home = own ? venueStart(path) : null;
  return `<!doctype html>
<html lang="${lang === 'zh-hans' ? 'zh-Hans' : 'en-GB'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;color:#1b1f24;background:#f6f7f9}
main{max-width:32rem;margin:15vh auto 0;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 .5rem}
a{display:inline-block;margin:1rem 1rem 0 0;color:#0a58a0;font-weight:600}a:focus-visible{outline:3px solid #1a62d6;outline-offset:2px}
</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<p>${own && failure !== 'notFound' ? `<a href="${escapeHtml(path)}">${escapeHtml(t.retry)}</a>` : ''}${home ? `<a href="${escapeHtml(home)}">${escapeHtml(t.home)}</a>` : ''}</p></main></body></html>`;
}
