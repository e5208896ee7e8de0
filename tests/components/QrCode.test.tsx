// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import QrCode, { qrPath } from '../../src/components/QrCode/QrCode';
import { encodeQr } from '../../src/domain';
import { qrSvg } from '../../server/qr/qr';

afterEach(() => cleanup());

describe('QrCode', () => {
  it('draws the same modules as the server encoder, named for screen readers', () => {
    render(<QrCode value="6001234567890123" label="Member QR code" showValue />);
    const svg = screen.getByRole('img', { name: 'Member QR code' });
    const d = svg.querySelector('path')?.getAttribute('d') ?? '';
    expect(d).toBe(qrPath(encodeQr('6001234567890123')!.modules));
    expect(qrSvg('6001234567890123')).toContain(`d="${d}"`);
    expect(screen.getByText('6001234567890123')).toBeTruthy();
  });
  it('a value too long to encode is shown as text, not dropped', () => {
    const long = 'x'.repeat(400);
    const { container } = render(<QrCode value={long} label="Code" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText(long)).toBeTruthy();
  });
});
