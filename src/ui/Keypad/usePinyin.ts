// The pinyin candidates for the letters being composed on the text keyboard (issue 34). The
// character index (./pinyin, with pinyin-pro) is loaded and built when the keyboard first needs it;
// until then there are no candidates and `loading` is true.
import { useEffect, useMemo, useState } from 'react';
import type { Candidates, PinyinIndex } from './pinyin';

type PinyinModule = typeof import('./pinyin');
let loaded: { mod: PinyinModule; index: PinyinIndex } | undefined;
let loading: Promise<void> | undefined;

/** Loads the module and builds its index once (shared by every keyboard). */
export function loadPinyin(): Promise<void> {
  loading ??= import('./pinyin').then((mod) => {
    loaded = { mod, index: mod.pinyinIndex() };
  });
  return loading;
}

export interface PinyinState {
  candidates: Candidates;
  loading: boolean;
}

const NONE: Candidates = { chars: [], consumed: 0 };

/** Candidates for `letters` while `active`; loads the index when first active. */
export function usePinyin(active: boolean, letters: string): PinyinState {
  const [ready, setReady] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (!active || ready) return undefined;
    let live = true;
    void loadPinyin().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [active, ready]);
  const candidates = useMemo(
    () => (ready && loaded && letters ? loaded.mod.pinyinCandidates(letters, loaded.index) : NONE),
    [ready, letters],
  );
  return { candidates, loading: active && !ready };
}
