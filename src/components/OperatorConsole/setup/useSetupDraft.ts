// The state every mode's setup section shares: its values (read from the draft, else the live
// configuration), the problems found by meaning (shown once a save was tried), and the save into the
// console's draft (refused with the first problem focused; a server refusal in the operator's words).
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { saveDraft, type ConsoleStateResult } from '../../../features/backoffice';
import type { ConfigSnapshot } from '../../../domain';

/** A problem by meaning at a path of the section's values (a ResourceIssue, a CounterIssue...). */
export interface SetupIssue {
  path: string;
  code: string;
  message: string;
}
import { setupFailure } from './setupFailure';

export interface SetupSectionProps {
  shop: string;
  state: ConsoleStateResult;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
}

interface SetupMode<V, I extends SetupIssue> {
  /** The section's values from a configuration snapshot. */
  read: (c: ConfigSnapshot) => V;
  /** The snapshot with the section's values written into it. */
  write: (v: V, base: ConfigSnapshot) => ConfigSnapshot;
  /** Problems by meaning, each at a path of the snapshot. */
  check: (v: V, base: ConfigSnapshot) => I[];
}

export function useSetupDraft<V, I extends SetupIssue>(
  { shop, state, refresh, announce }: SetupSectionProps,
  mode: SetupMode<V, I>,
) {
  const { t } = useTranslation();
  const base: ConfigSnapshot = state.draft?.config ?? state.live;
  const [v, setV] = useState<V>(() => mode.read(base));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const rootRef = useRef<HTMLElement>(null);
  const issues = useMemo(() => mode.check(v, base), [mode, v, base]);
  /** One value changed: a notice about the last save no longer applies. */
  const set = <K extends keyof V>(k: K, x: V[K]) => {
    setFailure('');
    setV((o) => ({ ...o, [k]: x }));
  };
  const save = async () => {
    setTried(true);
    setFailure('');
    if (issues.length) {
      setFailure(t('setup.fixFirst'));
      setTimeout(() => rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 30);
      return;
    }
    setBusy(true);
    try {
      await saveDraft(shop, mode.write(v, base), state.draft?.revision ?? 0);
      const section = rootRef.current?.getAttribute('aria-labelledby');
      await refresh();
      announce(t('setup.saved'));
      // The saved draft re-mounts every section: the focus goes back to this section's Save button.
      refocus(`section[aria-labelledby="${section}"] [data-setup-save]`);
    } catch (e) {
      setFailure(setupFailure(t, e));
    } finally {
      setBusy(false);
    }
  };
  return { base, v, set, tried, busy, failure, rootRef, issues, save };
}

/** Once the re-mount is done (a few frames at most): focus `selector` if the focus was lost on the page. */
function refocus(selector: string, frames = 20) {
  const here = document.activeElement;
  if (here && here !== document.body && here.isConnected && !here.closest('[aria-busy="true"]')) return;
  const target = document.querySelector<HTMLElement>(selector);
  if (target && !target.hasAttribute('disabled')) target.focus();
  else if (frames > 0) requestAnimationFrame(() => refocus(selector, frames - 1));
}
