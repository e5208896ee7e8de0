// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Footer from '../../src/components/Footer/Footer';
import { renderInFamily } from './helpers';

describe('Footer', () => {
  it('is the contentinfo landmark with name, designer link and version', async () => {
    await renderInFamily(
      <Footer name="Harbour Cafe" designer="Venue App" website="https://example.com" version="V3.60.38" />,
    );
    expect(screen.getByRole('contentinfo').textContent).toContain('Harbour Cafe');
    expect(screen.getByRole('link', { name: 'Venue App' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.getByText('V3.60.38')).toBeTruthy();
  });
  it('does not link an unsafe website', async () => {
    await renderInFamily(<Footer designer="X" website="javascript:void 0" />);
    expect(screen.queryByRole('link', { name: 'X' })).toBeNull();
  });
});
