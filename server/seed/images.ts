// Generates the small SVG illustrations shipped in server/assets/images (run: npx tsx server/seed/images.ts).
// Each item card is a coloured card with a simple drawing and no words (the page names the item in the
// customer's language); banners and logos carry the venue's name. No outside URLs.
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

export function paymentSvg(id: string, label: string): string {
  const hh = hue(`pay-${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120" role="img" aria-label="${esc(label)}"><rect width="200" height="120" rx="14" fill="hsl(${hh} 55% 40%)"/><rect x="20" y="22" width="52" height="36" rx="6" fill="#fff" opacity=".9"/><rect x="20" y="32" width="52" height="7" fill="hsl(${hh} 55% 30%)"/><text x="100" y="96" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" font-weight="600" fill="#fff">${esc(label)}</text></svg>\n`;
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
