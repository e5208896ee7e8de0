// The pinpad screen (company family): set or change the six-digit PIN of the customer's stored-value
// cards, one card at a time (the same form as the wallet's PIN dialog).
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { usePasses } from '../../features/wallet';
import { passName } from '../Wallet/passName';
import PinForm from '../WalletCard/PinForm';
import EmptyTab from '../Wallet/EmptyTab';
import styles from '../styles/wallet.module.css';
import own from './CardPinPad.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { CardPinPadProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function CardPinPad(_props: CardPinPadProps & EngineProps) {
  const { t } = useTranslation();
  const passes = usePasses();
  const [chosen, setChosen] = useState<string | null>(null);
  if (passes.error && !passes.data)
    return (
      <Alert tone="none">
        {t('wallet.loadError')}{' '}
        <Button variant="secondary" onClick={() => void passes.mutate()}>
          {t('wallet.retry')}
        </Button>
      </Alert>
    );
  if (!passes.data) return <Status as="p">{t('wallet.loading')}</Status>;
  const cards = passes.data.filter((p) => p.kind === 'stored');
  if (!cards.length) return <EmptyTab kind="stored" />;
  return (
    <div className={own.pad}>
      <p className={own.intro}>{t('walletcard.pinpadIntro')}</p>
      <ul className={styles.list}>
        {cards.map((p) => (
          <li key={p.passId} className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.name}>{passName(p, t)}</h2>
              <span className={styles.number}>{p.cardNumMasked}</span>
            </div>
            <p className={styles.venue}>{p.venueName}</p>
            {chosen === p.cardNum ? (
              <PinForm pass={p} onDone={() => setChosen(null)} />
            ) : (
              <div className={styles.actions}>
                <Button variant="primary" onClick={() => setChosen(p.cardNum)}>
                  {p.pinSet ? t('wallet.changePin') : t('wallet.setPin')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
