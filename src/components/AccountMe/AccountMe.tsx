// Me and the account home (spec 2: me in the mobile and merchant families, home of the account
// family): a greeting, the member card at this venue (spec 3: number masked to its first 4 and last
// 3, points to 2 decimals, stored value), loaded when the screen opens (spec 4: WALLET then CHECK,
// any failure resets it), links to the family's account screens that exist, and sign out.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { maskCardNumber } from '../../domain';
import { useAccount, useMemberCard } from '../../features/accounts';
import { useFamily } from '../../engine/runtime/family';
import { useMoney } from '../../shared/hooks';
import { SignOutButton } from './SignOutButton';
import styles from './AccountMe.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { AccountMeProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

/** The account screens a family may have, in the order they are offered. */
const LINKS: { path: string; label: string }[] = [
  { path: 'user/profile', label: 'account.linkProfile' },
  { path: 'account/edit/home', label: 'account.linkProfile' },
  { path: 'my/qrcode/home', label: 'account.linkQr' },
  { path: 'mywallet', label: 'account.linkWallet' },
  { path: 'mycards', label: 'account.linkCards' },
  { path: 'myorders', label: 'account.linkOrders' },
  { path: 'mybookings', label: 'custnav.linkBookings' },
  { path: 'mytickets', label: 'custnav.linkTickets' },
];

export function MemberCardSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  const { card, state, retry } = useMemberCard();
  if (state === 'loading')
    return (
      <Status as="p" className={styles.muted}>
        {t('account.cardLoading')}
      </Status>
    );
  if (state === 'none' || card.status !== 1) {
    return (
      <div className={styles.row}>
        <p className={styles.muted}>{t('account.noCard')}</p>
        <button type="button" className={styles.secondary} onClick={retry}>
          {t('account.retry')}
        </button>
      </div>
    );
  }
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('account.cardNumber')}</dt>
        <dd data-testid="member-card-number">{maskCardNumber(card.cardNum)}</dd>
      </div>
      <div>
        <dt>{t('account.points')}</dt>
        <dd>{card.points.toFixed(2)}</dd>
      </div>
      <div>
        <dt>{t('account.balance')}</dt>
        <dd>{money(card.balance)}</dd>
      </div>
    </dl>
  );
}

export default function AccountMe({ variant = 'me' }: AccountMeProps & EngineProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const { family, base } = useFamily();
  const name = account.name || (typeof account.details.firstName === 'string' ? account.details.firstName : '');
  const paths = new Set((family?.routes ?? []).map((r) => r.path));
  const seen = new Set<string>();
  const links = LINKS.filter((l) => paths.has(l.path) && !seen.has(l.label) && seen.add(l.label));
  return (
    <div className={styles.wrap} data-variant={variant}>
      <p className={styles.hello}>{name ? t('account.hello', { name }) : t('account.helloNoName')}</p>
      {account.mobile ? (
        <p className={styles.muted}>{t('account.mobileOnAccount', { mobile: account.mobile })}</p>
      ) : null}
      <section className={styles.card} aria-labelledby="me-card">
        <h2 id="me-card" className={styles.title}>
          {t('account.memberCard')}
        </h2>
        <MemberCardSummary />
      </section>
      {links.length ? (
        <nav aria-label={t('account.accountLinks')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.path}>
                <RouterLink to={`${base}/${l.path}`} className={styles.link}>
                  {t(l.label)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <SignOutButton className={styles.signOut} />
    </div>
  );
}
