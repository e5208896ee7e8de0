// The venue is closed: its own message (or ours), in the visitor's language, the order button
// pointing to it (CLOSED_ID). Drawn by the checkout's alerts and by its stand-in.
import { useSnapshot } from 'valtio';
import { translateMessage, useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import { Alert } from '../../ui/Alert/Alert';

export const CLOSED_ID = 'co-closed';

export function ClosedAlert() {
  const { t } = useTranslation();
  const { closedMessage } = useSnapshot(app);
  return (
    <Alert as="p" appearance="box" id={CLOSED_ID}>
      {translateMessage(String(closedMessage || '')) || t('message.shopClosed')}
    </Alert>
  );
}
