// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LanguageSwitch, { languageSwitchVisible } from '../../src/components/LanguageSwitch/LanguageSwitch';
import { renderInFamily } from './helpers';

describe('LanguageSwitch', () => {
  it('shows only with more than one language and not hidden (spec 4)', () => {
    expect(languageSwitchVisible(['en-gb', 'zh-hans'], 0)).toBe(true);
    expect(languageSwitchVisible(['en-gb'], 0)).toBe(false);
    expect(languageSwitchVisible(['en-gb', 'en-gb'], 0)).toBe(false);
    expect(languageSwitchVisible(['en-gb', 'zh-hans'], 1)).toBe(false);
    expect(languageSwitchVisible(['en-gb', 'zh-hans'], '1')).toBe(false);
  });
  it('emits change with the chosen language', async () => {
    const emit = vi.fn();
    await renderInFamily(<LanguageSwitch languages={['en-gb', 'zh-hans']} current="en-gb" emit={emit} />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh-hans' } });
    expect(emit).toHaveBeenCalledWith('change', { lang: 'zh-hans' });
  });
  it('renders nothing when hidden', async () => {
    const { container } = await renderInFamily(<LanguageSwitch languages={['en-gb', 'zh-hans']} hidden />);
    expect(container.querySelector('select')).toBeNull();
  });
});
