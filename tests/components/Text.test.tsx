// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Text from '../../src/components/Text/Text';

afterEach(() => cleanup());

describe('Text', () => {
  it('renders data as a text node only', () => {
    const { container } = render(<Text text={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
  it('renders numbers', () => {
    const { container } = render(<Text text={42} tone="muted" />);
    expect(container.textContent).toBe('42');
  });
});
