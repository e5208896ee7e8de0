// React side of the accounts feature: the member card on demand, who is signed in (the code countdown
// is countdown.ts: the sign-in and sign-up forms use it without the data layer).
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { card } from '../../state/card';
import { user } from '../../state/stores';
import { ensureMemberCard } from './store';

export type CardLoad = 'loading' | 'loaded' | 'none';

/**
 * The member card (spec 3), loaded when the screen first needs it (one load shared by every screen:
 * ensureMemberCard); `retry` loads it again. The load's state is the data layer's (swr), keyed by user.
 */
export function useMemberCard(): {
  card: ReturnType<typeof useSnapshot<typeof card>>;
  state: CardLoad;
  retry: () => void;
} {
  const snap = useSnapshot(card);
  const { userId } = useSnapshot(user);
  const { isLoading, mutate } = useSWR(userId ? ['memberCard', userId] : null, () => ensureMemberCard(false), {
    revalidateOnFocus: false,
  });
  const state: CardLoad = snap.status === 1 ? 'loaded' : userId && isLoading ? 'loading' : 'none';
  return { card: snap, state, retry: () => void mutate(() => ensureMemberCard(true)) };
}

/** The signed-in user's name, mobile and details (empty when signed out). */
export function useAccount() {
  return useSnapshot(user);
}
