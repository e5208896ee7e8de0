// Pinyin to characters for the on-screen text keyboard in Chinese (issue 34). Loaded on first use
// (its own chunk, with pinyin-pro): the kiosk's first load does not carry it.
// The characters are the GB2312 level-1 set (the 3755 common characters), decoded from their byte
// range with TextDecoder('gb2312'); each is filed under every reading pinyin-pro gives it (toneless,
// ü as v), in GB2312's order (by pinyin), the characters usually read so first. Typed letters match a whole syllable ("ni" → 你, 尼, …) or
// the start of syllables ("n", "zh": first letters), and the longest such prefix of the letters is
// what a chosen character replaces ("nihao": 你 for "ni", then "hao" is left to choose from).
import { pinyin } from 'pinyin-pro';

/** GB2312 level 1: rows 0xB0-0xD7, cells 0xA1-0xFE (row 0xD7 ends at 0xF9): 3755 characters. */
export function commonCharacters(): string[] {
  const decoder = new TextDecoder('gb2312');
  const bytes: number[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    const last = row === 0xd7 ? 0xf9 : 0xfe;
    for (let cell = 0xa1; cell <= last; cell++) bytes.push(row, cell);
  }
  return Array.from(decoder.decode(new Uint8Array(bytes)));
}

export interface PinyinIndex {
  /** Toneless syllables (ü as v), sorted. */
  syllables: string[];
  /** Characters per syllable, in GB2312 order. */
  bySyllable: Map<string, string[]>;
}

export function buildPinyinIndex(chars: readonly string[] = commonCharacters()): PinyinIndex {
  // A character's first reading is its usual one: under its other readings it comes after the
  // characters usually read so (ni: 你 before 呢, whose usual reading is ne).
  const usual = new Map<string, string[]>();
  const other = new Map<string, string[]>();
  for (const ch of chars) {
    const readings = pinyin(ch, { multiple: true, type: 'array', toneType: 'none', v: true });
    [...new Set(readings.map((s) => s.toLowerCase()))].forEach((r, i) => {
      if (!/^[a-z]+$/.test(r)) return;
      const into = i === 0 ? usual : other;
      const list = into.get(r);
      if (list) list.push(ch);
      else into.set(r, [ch]);
    });
  }
  const bySyllable = new Map<string, string[]>();
  for (const r of new Set([...usual.keys(), ...other.keys()])) {
    bySyllable.set(r, [...(usual.get(r) ?? []), ...(other.get(r) ?? [])]);
  }
  return { syllables: [...bySyllable.keys()].sort(), bySyllable };
}

let index: PinyinIndex | undefined;
/** The index, built once. */
export function pinyinIndex(): PinyinIndex {
  index ??= buildPinyinIndex();
  return index;
}

export interface Candidates {
  /** The characters to choose from: the whole syllable's first, then those of longer syllables. */
  chars: string[];
  /** How many of the typed letters a chosen character stands for (0: none match). */
  consumed: number;
}

function startsWith(idx: PinyinIndex, prefix: string): string[] {
  // syllables are sorted: those starting with prefix are one run
  let lo = 0;
  let hi = idx.syllables.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (idx.syllables[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < idx.syllables.length && idx.syllables[i].startsWith(prefix); i++) out.push(idx.syllables[i]);
  return out;
}

/** The characters for typed letters (lower-case a-z; v for ü). */
export function pinyinCandidates(letters: string, idx: PinyinIndex = pinyinIndex()): Candidates {
  const input = letters.toLowerCase().replace(/ü/g, 'v');
  for (let n = input.length; n > 0; n--) {
    const prefix = input.slice(0, n);
    const syllables = startsWith(idx, prefix);
    if (syllables.length === 0) continue;
    const exact = idx.bySyllable.get(prefix) ?? [];
    const seen = new Set(exact);
    const chars = [...exact];
    for (const s of syllables) {
      if (s === prefix) continue;
      for (const ch of idx.bySyllable.get(s) ?? []) {
        if (!seen.has(ch)) {
          seen.add(ch);
          chars.push(ch);
        }
      }
    }
    return { chars, consumed: n };
  }
  return { chars: [], consumed: 0 };
}
