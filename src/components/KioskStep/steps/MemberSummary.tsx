// The member card attached to this visit, as the menu, cart, checkout and payment show it: the masked
// number, the member discount on this cart, points spent and the points the order earns.
import { useSnapshot } from 'valtio';
import { kiosk } from '../../../features/kiosk';
import { useMemberTotals } from '../../../features/kiosk/visit';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import member from './Membership.module.css';

/** Points as people read them: up to 2 decimals, grouped. */
export function usePoints(): (n: number) => string {
  const { i18n } = useTranslation();
  const f = new Intl.NumberFormat(i18n.language || 'en-GB', { maximumFractionDigits: 2 });
  return (n) => f.format(n);
}

export default function MemberSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  const points = usePoints();
  const snap = useSnapshot(kiosk);
  const { cart } = useMemberTotals();
  if (!snap.member) return null;
  const parts = [t('kiosk.memberAttached', { card: snap.member.masked })];
  if (cart.userDiscountAmount > 0) parts.push(t('kiosk.memberSaved', { amount: money(cart.userDiscountAmount) }));
  if (cart.pointDiscount > 0)
    parts.push(t('kiosk.memberPointsUsed', { points: points(cart.redeemedPoints), amount: money(cart.pointDiscount) }));
  if (cart.topupPoints > 0) parts.push(t('kiosk.memberEarn', { points: points(cart.topupPoints) }));
  return (
    <p className={member.summary} data-testid="kiosk-member-summary">
      {parts.join(' · ')}
    </p>
  );
}
