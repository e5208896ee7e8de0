// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Image from '../../src/components/Image/Image';

afterEach(() => cleanup());

describe('Image', () => {
  it('renders safe addresses with alt text', () => {
    const { container } = render(<Image src="/assets/images/logo.svg" alt="Logo" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Logo');
  });
  it('drops javascript: and missing addresses', () => {
    expect(render(<Image src="javascript:alert(1)" />).container.querySelector('img')).toBeNull();
    expect(render(<Image />).container.querySelector('img')).toBeNull();
  });
});
