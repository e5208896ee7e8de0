// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Banner from '../../src/components/Banner/Banner';

afterEach(() => cleanup());

describe('Banner', () => {
  it('shows the branding banner when showBanner is on', () => {
    expect(render(<Banner image="/assets/images/banner.svg" show={1} />).container.querySelector('img')).not.toBeNull();
  });
  it('hides when showBanner is off or there is no image', () => {
    expect(render(<Banner image="/assets/images/banner.svg" show={0} />).container.querySelector('img')).toBeNull();
    expect(render(<Banner show={1} />).container.querySelector('img')).toBeNull();
  });
});
