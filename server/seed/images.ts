// Generates the small SVG illustrations shipped in server/assets/images (run: npx tsx server/seed/images.ts).
// Each item card is a coloured card with a simple drawing and no words (the page names the item in the
// customer's language), and so is each way to pay's picture; banners and logos carry the venue's
// name. No outside URLs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_DIR } from '../routes/catalogue';
import { DEMO_VENUES } from './venues';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hue = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

const SHAPES = [
  (c: string) =>
    `<circle cx="160" cy="90" r="56" fill="#fff" opacity=".9"/><circle cx="160" cy="90" r="40" fill="${c}"/>`,
  (c: string) =>
    `<rect x="105" y="36" width="110" height="104" rx="18" fill="#fff" opacity=".9"/><rect x="122" y="53" width="76" height="70" rx="10" fill="${c}"/>`,
  (c: string) =>
    `<path d="M160 30 L220 140 L100 140 Z" fill="#fff" opacity=".9"/><circle cx="160" cy="106" r="24" fill="${c}"/>`,
  (c: string) =>
    `<ellipse cx="160" cy="90" rx="80" ry="50" fill="#fff" opacity=".9"/><ellipse cx="160" cy="84" rx="52" ry="28" fill="${c}"/>`,
];

export function cardSvg(id: string, label: string, w = 320, h = 240): string {
  const hh = hue(id);
  const bg = `hsl(${hh} 60% 42%)`;
  const accent = `hsl(${(hh + 40) % 360} 75% 60%)`;
  // No words drawn on the picture (issue 33): the page prints the item's name in the customer's
  // language next to it; the label stays only as the SVG's accessible name.
  const text = '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}"><rect width="${w}" height="${h}" rx="16" fill="${bg}"/>${SHAPES[hh % SHAPES.length](accent)}${text}</svg>\n`;
}

export function bannerSvg(id: string, name1: string, name2: string): string {
  const hh = hue(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${esc(name1)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hh} 65% 35%)"/><stop offset="1" stop-color="hsl(${(hh + 50) % 360} 70% 50%)"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/><circle cx="1040" cy="80" r="140" fill="#fff" opacity=".12"/><circle cx="140" cy="330" r="110" fill="#fff" opacity=".1"/><text x="80" y="170" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#fff">${esc(name1)}</text><text x="80" y="240" font-family="system-ui, sans-serif" font-size="40" fill="#fff" opacity=".9">${esc(name2)}</text></svg>\n`;
}

export function logoSvg(id: string, name1: string): string {
  const hh = hue(id);
  const initials = name1
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${esc(name1)} logo"><circle cx="80" cy="80" r="78" fill="hsl(${hh} 60% 40%)"/><text x="80" y="98" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#fff">${esc(initials)}</text></svg>\n`;
}

/** A drawing per way to pay (no words: the page names the way to pay in the customer's language). */
const PAY_MARKS: Record<string, (dark: string) => string> = {
  // coins
  cash: (d) =>
    `<circle cx="80" cy="66" r="30" fill="#fff" opacity=".9"/><circle cx="80" cy="66" r="20" fill="${d}"/><circle cx="124" cy="62" r="30" fill="#fff"/><circle cx="124" cy="62" r="20" fill="none" stroke="${d}" stroke-width="5"/>`,
  // a card with a star: the venue's own stored-value card
  svc: (d) =>
    `<rect x="40" y="26" width="120" height="76" rx="10" fill="#fff" opacity=".9"/><path d="M100 40 L108 58 L128 60 L113 73 L117 92 L100 82 L83 92 L87 73 L72 60 L92 58 Z" fill="${d}"/>`,
  // a phone with a speech bubble, a phone with a mark, a cloud: the app wallets
  wechat: (d) =>
    `<rect x="70" y="18" width="60" height="92" rx="10" fill="#fff" opacity=".9"/><ellipse cx="100" cy="58" rx="20" ry="15" fill="${d}"/><path d="M92 70 L88 80 L100 72 Z" fill="${d}"/>`,
  alipay: (d) =>
    `<rect x="70" y="18" width="60" height="92" rx="10" fill="#fff" opacity=".9"/><rect x="84" y="44" width="32" height="32" rx="8" fill="${d}"/>`,
  paypal: (d) =>
    `<circle cx="86" cy="64" r="28" fill="#fff" opacity=".9"/><circle cx="120" cy="58" r="34" fill="#fff" opacity=".9"/><path d="M96 78 L112 44 L124 44 L108 78 Z" fill="${d}"/>`,
};
/** A bank card: chip and stripe. */
const cardMark = (d: string) =>
  `<rect x="40" y="26" width="120" height="76" rx="10" fill="#fff" opacity=".9"/><rect x="40" y="40" width="120" height="12" fill="${d}"/><rect x="56" y="64" width="26" height="20" rx="4" fill="${d}"/>`;

export function paymentSvg(id: string, label: string): string {
  const hh = hue(`pay-${id}`);
  const dark = `hsl(${hh} 55% 30%)`;
  // No words on it (issue 33): the label stays only as the SVG's accessible name.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120" role="img" aria-label="${esc(label)}"><rect width="200" height="120" rx="14" fill="hsl(${hh} 55% 40%)"/>${(PAY_MARKS[id] ?? cardMark)(dark)}</svg>\n`;
}

/** Every image file the seed references, with its content. */
export function allImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of DEMO_VENUES) {
    out.set(String(v.branding.bannerImage).split('/').pop()!, bannerSvg(v.shopId, v.name1, v.name2));
    out.set(`logo-${v.shopId}.svg`, logoSvg(v.shopId, v.name1));
    for (const c of v.catalogue.categories) out.set(`cat-${c.catId}.svg`, cardSvg(c.catId, c.name1));
    for (const p of v.catalogue.plus) out.set(`plu-${p.pluId}.svg`, cardSvg(p.pluId, p.name1));
    for (const p of v.payments)
      out.set(String(p.imageUrl).split('/').pop()!, paymentSvg(String(p.payment), String(p.name)));
  }
  return out;
}

if (process.argv[1] && /images\.ts$/.test(process.argv[1])) {
  mkdirSync(IMAGES_DIR, { recursive: true });
  const imgs = allImages();
  for (const [name, svg] of imgs) writeFileSync(join(IMAGES_DIR, name), svg);
  console.log(`wrote ${imgs.size} images to ${IMAGES_DIR}`);
}
