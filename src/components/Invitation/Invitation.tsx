// Invitations: member/{code}/invitation and merchant/{code}/invitation show who invites and let the
// signed-in visitor accept (once per code; never their own; an expired one says so and when), then
// invitation/accepted says they joined (with the welcome coupon when the venue gives one) and shows
// their own invitation link and who joined with it.
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { acceptInvitation, formatDay, useInvitation, useMyInvitation, useSignedIn } from '../../features/coupons';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { useGo } from '../../shared/hooks';
import { app } from '../../state/stores';
import { asText } from '../propText';
import { Loading, LoadFailed, useRefusalText } from '../CouponTicket/Loading';
import SignInFirst from '../CouponTicket/SignInFirst';
import styles from '../styles/coupons.module.css';
import own from './Invitation.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { InvitationProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

function Invite({ kind, code }: { kind: 'member' | 'merchant'; code: string }) {
  const { t } = useTranslation();
  const lang = useSnapshot(app).lang;
  const signedIn = useSignedIn();
  const go = useGo();
  const refusal = useRefusalText();
  const info = useInvitation(kind, code);
  const signup = useTarget('signup');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (info.isLoading) return <Loading label={t('coupons.loading')} />;
  if (info.error || !info.data) return <LoadFailed error={info.error} />;
  const i = info.data;
  const accept = async () => {
    setBusy(true);
    setError('');
    const r = await acceptInvitation(kind, code);
    setBusy(false);
    if (r.ok)
      go(
        `invitation/accepted?inviter=${encodeURIComponent(r.value.inviter)}${r.value.rewardTicket ? `&reward=${encodeURIComponent(r.value.rewardTicket)}` : ''}${r.value.memberCard ? `&card=${encodeURIComponent(r.value.memberCard)}${r.value.memberCardInWallet ? '&wallet=1' : ''}` : ''}`,
        { replace: true },
      );
    else
      setError(
        r.code === 'invitation.expired' && i.expiresAt
          ? t('coupons.invitationExpired', { date: formatDay(i.expiresAt, lang) })
          : refusal(r.code, r.message),
      );
  };
  return (
    <article className={`${styles.card} ${own.root}`} aria-labelledby="invite-title">
      <h1 id="invite-title" className={styles.title}>
        {t(`coupons.invite.${kind}`, { name: i.inviter })}
      </h1>
      <p className={styles.muted}>{t('coupons.inviteWhy')}</p>
      {i.expired ? (
        <Alert as="p" tone="none" className={styles.alert} data-testid="invite-expired">
          {t('coupons.invitationExpired', { date: formatDay(i.expiresAt ?? 0, lang) })}
        </Alert>
      ) : i.own ? (
        <Status as="p" className={styles.alert}>
          {t('coupons.refusal.invitation_own')}
        </Status>
      ) : i.accepted ? (
        <Status as="p" className={styles.muted}>
          {t('coupons.refusal.invitation_accepted')}
        </Status>
      ) : !signedIn ? (
        <>
          <SignInFirst why={t('coupons.signInToAccept')} />
          <RouterLink to={signup} className={styles.link}>
            {t('coupons.signUpFirst')}
          </RouterLink>
        </>
      ) : (
        <>
          {error ? (
            <Alert as="p" tone="none" className={styles.alert}>
              {error}
            </Alert>
          ) : null}
          <button type="button" className={styles.action} onClick={() => void accept()} disabled={busy}>
            {busy ? t('coupons.accepting') : t('coupons.accept')}
          </button>
        </>
      )}
    </article>
  );
}

function MyLink() {
  const { t } = useTranslation();
  const lang = useSnapshot(app).lang;
  const mine = useMyInvitation();
  const { base } = useFamily();
  const [copied, setCopied] = useState(false);
  if (mine.isLoading) return <Loading label={t('coupons.loading')} />;
  if (mine.error || !mine.data) return <LoadFailed error={mine.error} retry={() => void mine.mutate()} />;
  const url = `${window.location.origin}${base}/${mine.data.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="my-invite-title">
      <h2 id="my-invite-title" className={styles.title}>
        {t('coupons.yourInvitation')}
      </h2>
      <p className={styles.mono} data-testid="my-invitation-code">
        {mine.data.invitationCode}
      </p>
      <p className={styles.muted}>{url}</p>
      <button type="button" className={`${styles.action} ${styles.secondary}`} onClick={() => void copy()}>
        {copied ? t('coupons.copied') : t('coupons.copyLink')}
      </button>
      <h3 className={styles.itemTitle}>{t('coupons.whoJoined')}</h3>
      {mine.data.joined.length ? (
        <ul className={styles.list}>
          {mine.data.joined.map((j) => (
            <li key={`${j.code}-${j.acceptedAt}-${j.firstName}`} className={styles.item}>
              {t('coupons.joinedOn', { name: j.firstName, date: formatDay(j.acceptedAt, lang) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('coupons.noOneYet')}</p>
      )}
    </section>
  );
}

function Accepted() {
  const { t } = useTranslation();
  const q = new URLSearchParams(useLocation().search);
  const signedIn = useSignedIn();
  const reward = q.get('reward');
  const rewardTo = useTarget(reward ? `coupon/${reward}` : 'home');
  const home = useTarget('home');
  const card = q.get('card');
  const wallet = useTarget('mywallet');
  if (!signedIn) return <SignInFirst why={t('coupons.signInToView')} />;
  return (
    <>
      <article className={styles.card} aria-labelledby="accepted-title">
        <h1 id="accepted-title" className={styles.title} data-testid="invitation-accepted">
          {t('coupons.acceptedTitle')}
        </h1>
        <p>{q.get('inviter') ? t('coupons.acceptedBy', { name: q.get('inviter') }) : t('coupons.acceptedPlain')}</p>
        {card ? (
          <>
            <p data-testid="invitation-member-card">{t('coupons.memberCardMade', { card })}</p>
            {q.get('wallet') ? (
              <RouterLink to={wallet} className={styles.action}>
                {t('coupons.seeMemberCard')}
              </RouterLink>
            ) : null}
          </>
        ) : null}
        {reward ? (
          <RouterLink to={rewardTo} className={styles.action}>
            {t('coupons.seeWelcome')}
          </RouterLink>
        ) : null}
        <RouterLink to={home} className={`${styles.action} ${styles.secondary}`}>
          {t('coupons.startOrdering')}
        </RouterLink>
      </article>
      <MyLink />
    </>
  );
}

export default function Invitation({ kind, variant, code }: InvitationProps & EngineProps) {
  if (asText(variant) === 'accepted' || !code) return <Accepted />;
  return <Invite kind={asText(kind) === 'merchant' ? 'merchant' : 'member'} code={asText(code)} />;
}
