// What stops the order, from the venue: every blocked reason of its last check, a closed venue,
// a refused or failed submit. Server texts and app keys both show in the visitor's language.
import { useSnapshot } from 'valtio';
import { translateMessage, useTranslation } from '../../i18n';
import { checkout } from '../../features/ordering';
import { app } from '../../state/stores';
import formStyles from '../../ui/Field/Field.module.css';
import { Alert } from '../../ui/Alert/Alert';
import { ClosedAlert } from './ClosedAlert';

export { CLOSED_ID } from './ClosedAlert';

export default function CheckoutAlerts() {
  const { t } = useTranslation();
  const ck = useSnapshot(checkout);
  const { closed } = useSnapshot(app);
  return (
    <>
      {ck.blocked.length ? (
        <Alert appearance="box">
          <p className={formStyles.legend}>{t('orders.cannotOrder')}</p>
          <ul>
            {ck.blocked.map((b) => (
              <li key={b.code}>
                {b.message ? translateMessage(b.message) : t('orders.blockedCode', { code: b.code })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {closed && !ck.blocked.length ? <ClosedAlert /> : null}
      {ck.error ? (
        <Alert as="p" appearance="box">
          {translateMessage(ck.error)}
        </Alert>
      ) : null}
    </>
  );
}
