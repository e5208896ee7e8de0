// @vitest-environment jsdom
// Card, Stack and Inline: the element asked for (landmarks, lists), a class per gap token, props passed on.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from '../../src/ui/Card';
import { Inline, Stack } from '../../src/ui/Stack';
import { GAPS } from '../../src/ui';

afterEach(() => cleanup());

describe('Card', () => {
  it('draws the element asked for with its props (a named region)', () => {
    render(
      <Card as="section" aria-label="Order 12" padding="lg" raised>
        items
      </Card>,
    );
    const c = screen.getByRole('region', { name: 'Order 12' });
    expect(c.tagName).toBe('SECTION');
    expect(c.textContent).toBe('items');
  });
  it('padding and raised change the look', () => {
    const { container } = render(
      <>
        <Card padding="sm">a</Card>
        <Card padding="lg">b</Card>
        <Card padding="lg" raised>
          c
        </Card>
      </>,
    );
    const [a, b, c] = Array.from(container.children).map((e) => e.className);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});

describe('Stack and Inline', () => {
  it('a list stays a list (ul > li)', () => {
    render(
      <Stack as="ul" aria-label="Cards">
        <li>one</li>
        <li>two</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Cards' }).tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
  it('every gap token has its own class; Stack and Inline differ', () => {
    const { container } = render(
      <>
        {GAPS.map((g) => (
          <Stack key={g} gap={g} />
        ))}
      </>,
    );
    const classes = Array.from(container.children).map((e) => e.className);
    expect(new Set(classes).size).toBe(GAPS.length);
    cleanup();
    const { container: c2 } = render(
      <>
        <Stack gap="sm" />
        <Inline gap="sm" />
        <Inline gap="sm" nowrap />
      </>,
    );
    expect(new Set(Array.from(c2.children).map((e) => e.className)).size).toBe(3);
  });
});
