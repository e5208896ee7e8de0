// Pinyin to characters for the on-screen keyboard (issue 34): the GB2312 level-1 set decoded from its
// byte range, filed by pinyin-pro's toneless readings; whole syllables and first letters.
import { describe, expect, it } from 'vitest';
import { buildPinyinIndex, commonCharacters, pinyinCandidates } from '../../src/ui/Keypad/pinyin';

const index = buildPinyinIndex();

describe('commonCharacters', () => {
  it('is the 3755 characters of GB2312 level 1, each once, from 啊 to 座', () => {
    const chars = commonCharacters();
    expect(chars).toHaveLength(3755);
    expect(new Set(chars).size).toBe(3755);
    expect(chars[0]).toBe('啊');
    expect(chars[3754]).toBe('座');
    expect(chars.every((c) => /\p{Script=Han}/u.test(c))).toBe(true);
  });
});

describe('pinyinCandidates', () => {
  it('offers the characters of a whole syllable: ni → 你, hao → 好', () => {
    const ni = pinyinCandidates('ni', index);
    expect(ni.consumed).toBe(2);
    expect(ni.chars).toContain('你');
    expect(ni.chars.slice(0, 16)).toContain('你');
    const hao = pinyinCandidates('hao', index);
    expect(hao.chars.slice(0, 16)).toContain('好');
    expect(hao.chars).not.toContain('你');
  });

  it('files a character under each of its readings (呢: ne and ni; 绿: lv)', () => {
    expect(pinyinCandidates('ne', index).chars).toContain('呢');
    expect(pinyinCandidates('ni', index).chars).toContain('呢');
    expect(pinyinCandidates('lv', index).chars).toContain('绿');
    expect(pinyinCandidates('lü', index).chars).toContain('绿');
  });

  it('matches first letters: n and zh offer the characters of every syllable they start', () => {
    const n = pinyinCandidates('n', index);
    expect(n.consumed).toBe(1);
    expect(n.chars).toEqual(expect.arrayContaining(['你', '牛', '年', '女']));
    const zh = pinyinCandidates('zh', index);
    expect(zh.consumed).toBe(2);
    expect(zh.chars).toEqual(expect.arrayContaining(['中', '猪', '找']));
    expect(zh.chars).not.toContain('子');
  });

  it('puts the whole syllable first, then longer ones, without repeats', () => {
    const ji = pinyinCandidates('ji', index);
    const jia = new Set(pinyinCandidates('jia', index).chars.filter((c) => !index.bySyllable.get('ji')!.includes(c)));
    const firstJia = ji.chars.findIndex((c) => jia.has(c));
    expect(ji.chars.slice(0, firstJia).every((c) => index.bySyllable.get('ji')!.includes(c))).toBe(true);
    expect(new Set(ji.chars).size).toBe(ji.chars.length);
  });

  it('takes the longest syllable prefix of run-on letters (nihao → ni) and nothing for letters no syllable has', () => {
    expect(pinyinCandidates('nihao', index).consumed).toBe(2);
    expect(pinyinCandidates('xian', index).consumed).toBe(4);
    expect(pinyinCandidates('v', index)).toEqual({ chars: [], consumed: 0 });
  });
});
