// A QR code drawn in the browser from a value (a card number, a coupon or ticket code): no outside
// service and no server round trip. The encoder is the domain's (src/domain/qr.ts); the code is drawn as
// one SVG path with React elements, never as HTML text. A value too long to encode shows it as text.
import { useMemo } from 'react';
import { encodeQr } from '../../domain';
import { asText } from '../propText';
import styles from './QrCode.module.css';
import type { QrCodeProps } from '../../generated/component-props';

/** The SVG path of a QR matrix with a 4-module quiet zone. */
export function qrPath(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    }),
  );
  return d;
}

export default function QrCode({ value, label, size = 'md', showValue = false }: QrCodeProps) {
  const text = asText(value);
  const qr = useMemo(() => (text ? encodeQr(text) : null), [text]);
  if (!qr) return <p className={styles.value}>{text}</p>;
  const dim = qr.size + 8;
  return (
    <figure className={styles.figure}>
      <svg
        className={[styles.code, styles[size]].join(' ')}
        viewBox={`0 0 ${dim} ${dim}`}
        role="img"
        aria-label={asText(label)}
        shapeRendering="crispEdges"
      >
        <rect width={dim} height={dim} fill="#fff" />
        <path d={qrPath(qr.modules)} fill="#000" />
      </svg>
      {showValue && <figcaption className={styles.value}>{text}</figcaption>}
    </figure>
  );
}
