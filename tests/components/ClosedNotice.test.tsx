// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ClosedNotice from '../../src/components/ClosedNotice/ClosedNotice';
import { renderInFamily } from './helpers';

describe('ClosedNotice', () => {
  it('shows the standard closed message when ordering is closed', async () => {
    await renderInFamily(<ClosedNotice closed />);
    expect(screen.getByRole('status').textContent).toBe('This restaurant is closed, ordering is currently unavailable');
  });
  it('prefers the server message and hides when open', async () => {
    const { unmount } = await renderInFamily(<ClosedNotice closed message="Closed for a holiday" />);
    expect(screen.getByText('Closed for a holiday')).toBeTruthy();
    unmount();
    const { container } = await renderInFamily(<ClosedNotice closed={false} />);
    expect(container.textContent).toBe('');
  });
});
