// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ThemeSwitch from '../../src/components/ThemeSwitch/ThemeSwitch';
import { renderInFamily } from './helpers';

describe('ThemeSwitch', () => {
  it('offers the themes and emits change', async () => {
    const emit = vi.fn();
    await renderInFamily(
      <ThemeSwitch
        themes={[
          { id: 'default', name: 'Day' },
          { id: 'night', name: 'Night' },
        ]}
        current="default"
        emit={emit}
      />,
    );
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'night' } });
    expect(emit).toHaveBeenCalledWith('change', { theme: 'night' });
  });
  it('hides with fewer than two themes', async () => {
    const { container } = await renderInFamily(<ThemeSwitch themes={[{ id: 'default' }]} />);
    expect(container.querySelector('select')).toBeNull();
  });
});
