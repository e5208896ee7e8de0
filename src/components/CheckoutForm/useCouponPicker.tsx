// The coupon picker lists what a signed-in customer holds: a guest's checkout loads neither its code
// nor its texts (it draws nothing for a guest). When its code cannot be loaded (offline), only
// the picker says so, with Try again; the rest of the checkout and the order button stay.
import { lazy, useMemo, useState, type ComponentType } from 'react';
import { loadNamespaces, useTranslation } from '../../i18n';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';

type Picker = typeof import('./CouponPicker').default;
let loaded: Picker | null = null;
const loadCouponPicker = () =>
  loadNamespaces(['couponpick']).then(() =>
    import('./CouponPicker').then((m) => {
      loaded = m.default;
      return m;
    }),
  );

/** Loads the picker and its texts before the live form draws it (a member's stand-in drew one). */
export const preloadCouponPicker = (): Promise<unknown> => loadCouponPicker();

function CouponsUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" as="div">
      <p>{t('engine.chunkError')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/**
 * The coupon picker: drawn at once when it is already loaded, else lazily; a new attempt (after a
 * failed load) makes a new lazy component.
 */
export function useCouponPicker(): ComponentType<Parameters<Picker>[0]> {
  const [attempt, setAttempt] = useState(0);
  return useMemo(
    () =>
      loaded ??
      lazy(() =>
        loadCouponPicker().catch(() => ({
          default: function Unavailable() {
            return <CouponsUnavailable retry={() => setAttempt((n) => n + 1)} />;
          },
        })),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt is the reason to make it again
    [attempt],
  );
}
