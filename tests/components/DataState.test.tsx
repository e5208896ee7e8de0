// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DataState from '../../src/components/DataState/DataState';
import { ScreenContext, type ScreenContextValue } from '../../src/engine/runtime/context';
import type { DataStatus } from '../../src/engine/runtime/data';
import { renderInFamily } from './helpers';

function withStatus(status: DataStatus, refresh = vi.fn()) {
  const value: ScreenContextValue = {
    elements: {},
    file: 'x.json',
    params: {},
    query: new URLSearchParams(),
    data: { values: { info: status === 'ready' ? { a: 1 } : null }, status: { info: status }, errors: {}, refresh },
  };
  return renderInFamily(
    <ScreenContext.Provider value={value}>
      <DataState source="info" emptyText="Nothing yet">
        <p>content</p>
      </DataState>
    </ScreenContext.Provider>,
  );
}

describe('DataState', () => {
  it('shows loading, then content when ready', async () => {
    await withStatus('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('content')).toBeNull();
  });
  it('shows the content when ready', async () => {
    await withStatus('ready');
    expect(screen.getByText('content')).toBeTruthy();
  });
  it('shows the empty text', async () => {
    await withStatus('empty');
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
  it('shows an error with a retry that refreshes the source', async () => {
    const refresh = vi.fn();
    await withStatus('error', refresh);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledWith('info');
  });
});
