// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Stack from '../../src/components/Stack/Stack';

afterEach(() => cleanup());

describe('Stack', () => {
  it('renders the chosen landmark with its label and children', () => {
    const { container } = render(
      <Stack as="section" label="Details">
        <p>one</p>
        <p>two</p>
      </Stack>,
    );
    const el = container.querySelector('section');
    expect(el?.getAttribute('aria-label')).toBe('Details');
    expect(el?.querySelectorAll('p').length).toBe(2);
  });
  it('gives main the skip-link target id', () => {
    const { container } = render(
      <Stack as="main">
        <p>x</p>
      </Stack>,
    );
    expect(container.querySelector('main')?.id).toBe('main');
  });
});
