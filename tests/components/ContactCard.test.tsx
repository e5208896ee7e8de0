// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactCard from '../../src/components/ContactCard/ContactCard';
import { renderInFamily } from './helpers';

describe('ContactCard', () => {
  it('lists the profile with tel: and mailto: links', async () => {
    await renderInFamily(
      <ContactCard
        company="Harbour Cafe"
        address="1 Eagle St"
        phone="07 3000 0101"
        email="hi@cafe.example"
        logo="/logo.svg"
      />,
    );
    expect(screen.getByRole('link', { name: '07 3000 0101' }).getAttribute('href')).toBe('tel:0730000101');
    expect(screen.getByRole('link', { name: 'hi@cafe.example' }).getAttribute('href')).toBe('mailto:hi@cafe.example');
    expect(screen.getByText('1 Eagle St')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Harbour Cafe' })).toBeTruthy();
  });
  it('omits missing fields and does not link a malformed email', async () => {
    await renderInFamily(<ContactCard email="not an email" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.getByText('not an email')).toBeTruthy();
  });
});
