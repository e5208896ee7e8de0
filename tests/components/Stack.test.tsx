// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

  it('folds its children behind a button named by its label (collapseWhenNarrow), which says whether they are shown', () => {
    const { container } = render(
      <Stack as="aside" label="Main navigation" collapseWhenNarrow>
        <nav aria-label="Main navigation">
          <a href="/x">Products</a>
        </nav>
      </Stack>,
    );
    const aside = container.querySelector('aside')!;
    const button = screen.getByRole('button', { name: 'Main navigation' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.querySelector('a')?.textContent).toBe('Products');
    const closedClass = aside.className;
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(aside.className).not.toBe(closedClass);
    // Following a link inside closes it again.
    fireEvent.click(panel.querySelector('a')!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
