// One pass of the wallet: a loyalty card (points to 2 decimals) or a stored-value card (balance), its
// masked number (first 4, last 3: spec 5), venue and own name, and what can be done with it.
import { formatPoints } from '../../domain';
import { useTranslation } from '../../i18n';
import type { Pass } from '../../features/wallet';
import { passName } from './passName';
import { useMoney } from '../../shared/hooks';
import styles from '../styles/wallet.module.css';
import { Button } from '../../ui/Button/Button';

export type PassAction = 'statement' | 'topup' | 'pin' | 'rename' | 'remove';

export default function PassCard({ pass, onAction }: { pass: Pass; onAction: (a: PassAction, p: Pass) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = passName(pass, t);
  const headingId = `pass-${pass.passId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const locked = (pass.pinLockedUntil ?? 0) > Date.now();
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid={`pass-${pass.kind}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.name} id={headingId}>
          {name}
        </h3>
        <span className={styles.amount} data-testid="pass-amount">
          {pass.kind === 'loyalty'
            ? t('wallet.pointsValue', { points: formatPoints(pass.pointsCents ?? 0) })
            : money(pass.balanceCents ?? 0)}
        </span>
      </div>
      <p className={styles.venue}>{pass.venueName}</p>
      <p className={styles.muted}>
        {t('wallet.cardNumber')}{' '}
        <span className={styles.number} data-testid="pass-number">
          {pass.cardNumMasked}
        </span>
      </p>
      {pass.kind === 'stored' && !pass.pinSet ? <p className={styles.muted}>{t('wallet.noPinYet')}</p> : null}
      {locked ? (
        <p className={styles.muted} role="note">
          {t('wallet.pinLockedNote')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onAction('statement', pass)} aria-describedby={headingId}>
          {t('wallet.statement')}
        </Button>
        {pass.kind === 'stored' ? (
          <Button variant="primary" onClick={() => onAction('topup', pass)} aria-describedby={headingId}>
            {t('wallet.topup')}
          </Button>
        ) : null}
        {pass.kind === 'stored' ? (
          <Button variant="secondary" onClick={() => onAction('pin', pass)} aria-describedby={headingId}>
            {pass.pinSet ? t('wallet.changePin') : t('wallet.setPin')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onAction('rename', pass)} aria-describedby={headingId}>
          {t('wallet.rename')}
        </Button>
        <Button variant="dangerOutline" onClick={() => onAction('remove', pass)} aria-describedby={headingId}>
          {t('wallet.remove')}
        </Button>
      </div>
    </li>
  );
}
