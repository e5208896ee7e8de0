// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import Banner from '../../src/components/Banner/Banner';

/** The banner as a family's home draws it (inner pages draw it compact or not at all). */
const onHome = (ui: ReactElement) =>
  render(<MemoryRouter initialEntries={['/shop/demo-cafe/home']}>{ui}</MemoryRouter>);

afterEach(() => cleanup());

describe('Banner', () => {
  it('shows the branding banner when showBanner is on', () => {
    expect(onHome(<Banner image="/assets/images/banner.svg" show={1} />).container.querySelector('img')).not.toBeNull();
  });
  it('hides when showBanner is off or there is no image', () => {
    expect(onHome(<Banner image="/assets/images/banner.svg" show={0} />).container.querySelector('img')).toBeNull();
    expect(onHome(<Banner show={1} />).container.querySelector('img')).toBeNull();
  });
});
