// What stops the order, from the venue: every blocked reason of its last check, a closed venue,
// a refused or failed submit. Server texts and app keys both show in the visitor's language.
import { useSnapshot } from 'valtio';
import { translateMessage, useTranslation } from '../../i18n';
import { checkout } from '../../features/ordering';
import { app } from '../../state/stores';
import { formStyles } from '../../ui/Field';

export const CLOSED_ID = 'co-closed';

export default function CheckoutAlerts() {
  const { t } = useTranslation();
  const ck = useSnapshot(checkout);
  const { closed, closedMessage } = useSnapshot(app);
  return (
    <>
      {ck.blocked.length ? (
        <div role="alert" className={formStyles.alert}>
          <p className={formStyles.legend}>{t('ordering.cannotOrder')}</p>
          <ul>{ck.blocked.map((b) => <li key={b.code}>{b.message ? translateMessage(b.message) : t('ordering.blockedCode', { code: b.code })}</li>)}</ul>
        </div>
      ) : null}
      {closed && !ck.blocked.length ? <p id={CLOSED_ID} role="alert" className={formStyles.alert}>{translateMessage(String(closedMessage || '')) || t('message.shopClosed')}</p> : null}
      {ck.error ? <p role="alert" className={formStyles.alert}>{translateMessage(ck.error)}</p> : null}
    </>
  );
}
