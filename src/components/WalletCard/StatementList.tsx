// A card's statement: every movement of one purse from the ledger, newest first, with date, venue,
// order and amount, and the balance after it. "Show more" reads a longer page.
import { useState } from 'react';
import { formatDateTime } from '../../domain';
import { formatPoints, ledgerKind } from '../../domain';
import { useTranslation } from '../../i18n';
import { useStatement, type Pass, type Purse } from '../../features/wallet';
import { useMoney } from '../../shared/hooks';
import styles from '../styles/wallet.module.css';
import own from './WalletCard.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const PAGE = 20;
const MAX = 100; // the server's largest page

export default function StatementList({ pass }: { pass: Pass }) {
  const { t } = useTranslation();
  const money = useMoney();
  const purse: Purse = pass.kind === 'loyalty' ? 'points' : 'value';
  const [size, setSize] = useState(PAGE);
  const st = useStatement(pass.cardNum, purse, size);
  const show = (n: number) => (purse === 'points' ? t('wallet.pointsValue', { points: formatPoints(n) }) : money(n));
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${show(Math.abs(n))}`;

  if (st.error && !st.data)
    return (
      <Alert tone="none">
        {t('walletcard.statementError')}{' '}
        <Button variant="secondary" onClick={() => void st.mutate()}>
          {t('wallet.retry')}
        </Button>
      </Alert>
    );
  if (!st.data) return <Status as="p">{t('walletcard.loadingStatement')}</Status>;
  const { lines, count, balance } = st.data;
  return (
    <div className={styles.wrap}>
      <p className={styles.muted}>{t('walletcard.statementBalance', { amount: show(balance) })}</p>
      {!lines.length ? (
        <p>{t('walletcard.statementEmpty')}</p>
      ) : (
        <ul
          className={own.lines}
          aria-label={t('walletcard.statementFor', { card: pass.cardNumMasked })}
          data-testid="statement"
        >
          {lines.map((l) => (
            <li key={l.id} className={own.line} data-testid="statement-line">
              <span>{t(`walletcard.kind_${ledgerKind(l.kind)}`)}</span>
              <span className={l.amount > 0 ? own.plus : own.minus}>{signed(l.amount)}</span>
              <span className={styles.muted}>
                {formatDateTime(l.date)} · {l.venueName}
                {l.orderNo ? ` · ${t('walletcard.orderNo', { no: l.orderNo })}` : ''}
              </span>
              <span className={styles.muted}>{t('walletcard.balanceAfter', { amount: show(l.balanceAfter) })}</span>
            </li>
          ))}
        </ul>
      )}
      {count > lines.length && size < MAX ? (
        <Button variant="secondary" disabled={st.isValidating} onClick={() => setSize((n) => Math.min(n + PAGE, MAX))}>
          {t('walletcard.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
