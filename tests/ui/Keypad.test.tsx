// @vitest-environment jsdom
// The on-screen keypad and keyboard (issue 34): keys and what they do to a value (within maxLength), the
// keypad's keys named in both languages, and the docked keyboard typing into a focused React field as
// typing would (the field's onChange sees each key), the numeric keypad for numeric fields, none for
// fields with their own keypad (inputMode none), and gone with Done.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyKey, Keypad, KeyboardDock } from '../../src/ui/Keypad';
import { initI18n, setLanguage } from '../../src/i18n';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined; // jsdom has none; the dock keeps the field in sight
  return initI18n('en-gb');
});
afterEach(() => cleanup());

describe('applyKey', () => {
  it('adds characters within maxLength, deletes, clears, types a space', () => {
    expect(applyKey('12', '3')).toBe('123');
    expect(applyKey('123', '4', 3)).toBe('123');
    expect(applyKey('123', 'back')).toBe('12');
    expect(applyKey('好吃', 'back')).toBe('好');
    expect(applyKey('123', 'clear')).toBe('');
    expect(applyKey('no', 'space')).toBe('no ');
    expect(applyKey('x', 'done')).toBe('x');
  });
});

describe('Keypad', () => {
  it('reports digits and actions, its action keys named (en-gb and zh-hans)', async () => {
    const onKey = vi.fn();
    render(<Keypad label="Number keypad" onKey={onKey} />);
    expect(screen.getByRole('group', { name: 'Number keypad' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onKey.mock.calls.map((c) => c[0])).toEqual(['7', 'back', 'clear']);
    await act(async () => {
      await setLanguage('zh-hans');
    });
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
    await act(async () => {
      await setLanguage('en-gb');
    });
  });
});

function Fields({ seen }: { seen: string[] }) {
  const [note, setNote] = useState('');
  const [pin, setPin] = useState('');
  return (
    <>
      <label htmlFor="note">Note</label>
      <textarea
        id="note"
        value={note}
        maxLength={5}
        onChange={(e) => {
          seen.push(e.target.value);
          setNote(e.target.value);
        }}
      />
      <label htmlFor="pin">PIN</label>
      <input id="pin" inputMode="numeric" value={pin} onChange={(e) => setPin(e.target.value)} />
      <label htmlFor="own">Own</label>
      <input id="own" inputMode="none" defaultValue="" />
      <KeyboardDock />
    </>
  );
}

describe('KeyboardDock', () => {
  it('types into the focused field through its own change handling, numeric keypad for numeric fields', () => {
    const seen: string[] = [];
    render(<Fields seen={seen} />);
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
    act(() => screen.getByLabelText('Note').focus());
    const kb = screen.getByRole('group', { name: 'On-screen keyboard' });
    expect(kb).toBeTruthy();
    for (const k of ['h', 'o', 't']) fireEvent.click(screen.getByRole('button', { name: k }));
    fireEvent.click(screen.getByRole('button', { name: 'Space' }));
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    fireEvent.click(screen.getByRole('button', { name: 'b' })); // past maxLength 5: nothing
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('hot a');
    expect(seen).toEqual(['h', 'ho', 'hot', 'hot ', 'hot a']);
    // a numeric field: the keypad (digits only)
    act(() => screen.getByLabelText('PIN').focus());
    expect(screen.queryByRole('button', { name: 'q' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('42');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
    // a field with its own keypad brings no dock
    act(() => screen.getByLabelText('Own').focus());
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
  });

  it('a field focused before the dock is drawn (its code loaded on first use) gets the keyboard at once', () => {
    function Later() {
      const [dock, setDock] = useState(false);
      return (
        <>
          <label htmlFor="member">Member number</label>
          <input id="member" inputMode="numeric" defaultValue="" />
          <button type="button" onClick={() => setDock(true)}>
            Draw the dock
          </button>
          {dock ? <KeyboardDock /> : null}
        </>
      );
    }
    render(<Later />);
    const field = screen.getByLabelText('Member number') as HTMLInputElement;
    act(() => field.focus());
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
    // the dock arrives while the field keeps the focus (no focus event comes for it)
    act(() => screen.getByRole('button', { name: 'Draw the dock' }).click());
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('group', { name: 'On-screen keyboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(field.value).toBe('7');
  });
});

describe('TextKeyboard in Chinese (pinyin)', () => {
  it('composes letters as pinyin, offers the characters, types the one tapped; Pinyin off types letters', async () => {
    await act(async () => {
      await setLanguage('zh-hans');
    });
    try {
      const seen: string[] = [];
      render(<Fields seen={seen} />);
      act(() => screen.getByLabelText('Note').focus());
      for (const k of ['n', 'i', 'h', 'a', 'o']) fireEvent.click(screen.getByRole('button', { name: k }));
      // the letters are composed, not typed; the bar offers the characters for "ni"
      expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');
      const bar = await screen.findByRole('group', { name: '“nihao”的候选字' });
      fireEvent.click(await within(bar).findByRole('button', { name: '你' }));
      // "hao" is left: 好 is offered
      const rest = screen.getByRole('group', { name: '“hao”的候选字' });
      fireEvent.click(within(rest).getByRole('button', { name: '好' }));
      expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('你好');
      expect(screen.queryByRole('group', { name: /候选字/ })).toBeNull();
      // delete takes back a composed letter first; space types the first candidate
      for (const k of ['l', 'a', 'x']) fireEvent.click(screen.getByRole('button', { name: k }));
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      expect(screen.getByRole('group', { name: '“la”的候选字' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '空格' }));
      expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('你好垃');
      // first letters: "zh" offers 中 among the zh- syllables (paged)
      act(() => screen.getByLabelText('Note').focus());
      fireEvent.click(screen.getByRole('button', { name: 'z' }));
      fireEvent.click(screen.getByRole('button', { name: 'h' }));
      const zh = screen.getByRole('group', { name: '“zh”的候选字' });
      expect(within(zh).getAllByRole('button').length).toBeGreaterThan(2);
      expect(within(zh).getByRole('button', { name: '更多候选字' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      // Pinyin off: letters are typed as they are
      const pinyinKey = screen.getByRole('button', { name: '拼音' });
      expect(pinyinKey.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(pinyinKey);
      fireEvent.click(screen.getByRole('button', { name: 'o' }));
      expect(seen.at(-1)).toBe('你好垃o');
    } finally {
      await act(async () => {
        await setLanguage('en-gb');
      });
    }
  });

  it('has no Pinyin key and no candidates in English', () => {
    render(<Fields seen={[]} />);
    act(() => screen.getByLabelText('Note').focus());
    expect(screen.queryByRole('button', { name: 'Pinyin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('n');
  });
});
