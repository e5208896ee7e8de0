// The QR code as SVG text for the server's pages and /qrcode/gen; the encoder is the domain's (src/domain/qr.ts).
import { encodeQr } from '../../src/domain/qr';
export { encodeQr } from '../../src/domain/qr';
export type { QrMatrix } from '../../src/domain/qr';

/** The QR code as an SVG document (4-module quiet zone), or null when the text is too long. */
export function qrSvg(text: string, px = 256): string | null {
  const q = encodeQr(text);
  if (!q) return null;
  const dim = q.size + 8;
  let path = '';
  for (let y = 0; y < q.size; y++)
    for (let x = 0; x < q.size; x++) if (q.modules[y][x]) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${dim} ${dim}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
