// The coupon picker lists what a signed-in customer holds: a guest's checkout loads neither its code
// nor its texts (it draws nothing for a guest). When its code cannot be loaded (offline), only
// the picker says so, with Try again; the rest of the checkout and the order button stay.
import { lazy, useMemo, useState } from 'react';
import { loadNamespaces, useTranslation } from '../../i18n';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';

const loadCouponPicker = () => loadNamespaces(['couponpick']).then(() => import('./CouponPicker'));

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

/** The lazy coupon picker; a new attempt (after a failed load) makes a new lazy component. */
export function useCouponPicker() {
  const [attempt, setAttempt] = useState(0);
  return useMemo(
    () =>
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
