// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Heading from '../../src/components/Heading/Heading';

afterEach(() => cleanup());

describe('Heading', () => {
  it('renders the level and the text as text (never HTML)', () => {
    render(<Heading text="<b>About</b>" level={1} />);
    const h = screen.getByRole('heading', { level: 1 });
    expect(h.textContent).toBe('<b>About</b>');
    expect(h.querySelector('b')).toBeNull();
  });
  it('clamps odd levels into 1..4', () => {
    render(<Heading text="Deep" level={9 as never} />);
    expect(screen.getByRole('heading', { level: 4 })).toBeTruthy();
  });
});
