// The venue's settings as its server has them now: POST /api/spot/config through swr (one request
// shared by the checkout's parts), normalised like the venue store's, so a change made in the back
// office (gift cards off, a new delivery zone) shows at checkout without a reload. null until it answers.
import { useMemo } from 'react';
import { useSpotConfig } from '../../api/sourceHooks';
import { normaliseSettings, type Settings } from '../../domain';
import { app } from '../../state/stores';

export function useFreshSettings(): Settings | null {
  const spot = useSpotConfig(app.shop ? { shop: app.shop } : null);
  const raw = spot.data?.result?.settings;
  return useMemo(() => (raw ? normaliseSettings(raw) : null), [raw]);
}
