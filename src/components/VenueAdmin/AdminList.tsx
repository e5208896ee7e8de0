// One venue's administrators (the platform administrator or that venue's): who administers it, the
// open invitations, invite by mobile or e-mail (the link shown once, with a copy button, and whether
// it was sent or must be passed on by hand), remove an administrator, withdraw an invitation. Remove
// and withdraw ask first (ui/Dialog).
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import {
  inviteAdmin,
  removeAdmin,
  revokeInvite,
  useVenueAdmins,
  venueProblem,
  type InviteResult,
} from '../../features/backoffice';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Field } from '../../ui/Field/Field';
import { formStyles } from '../../ui/Field';
import { Status } from '../../ui/Status/Status';
import { venueFailure } from './venueFailure';
import styles from './VenueAdmin.module.css';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

type Asking = { kind: 'remove'; id: string; who: string } | { kind: 'revoke'; id: string; who: string } | null;

export function AdminList({ shop, venueName }: { shop: string; venueName: string }) {
  const { t } = useTranslation();
  const state = useVenueAdmins(shop);
  const [contact, setContact] = useState('');
  const [contactError, setContactError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<InviteResult | null>(null);
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    setSent(null);
    setCopied(false);
    const c = contact.trim();
    if (!c) {
      setContactError(t('venues.contactRequired'));
      document.getElementById('admin-contact')?.focus();
      return;
    }
    setContactError('');
    setBusy(true);
    try {
      const r = await inviteAdmin(shop, c.includes('@') ? { email: c } : { mobile: c });
      setSent(r);
      setContact('');
      await state.mutate();
    } catch (err) {
      if (venueProblem(err) === 'contact') {
        setContactError(t('venues.problem_contact'));
        document.getElementById('admin-contact')?.focus();
      } else setFailure(venueFailure(t, err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const a = asking;
    setAsking(null);
    if (!a) return;
    setFailure('');
    try {
      const next = a.kind === 'remove' ? await removeAdmin(shop, a.id) : await revokeInvite(shop, a.id);
      await state.mutate(next, { revalidate: false });
      setNotice(t(a.kind === 'remove' ? 'venues.removed' : 'venues.revoked', { who: a.who }));
    } catch (err) {
      setFailure(venueFailure(t, err));
    }
  };

  const copy = async () => {
    if (!sent) return;
    try {
      await navigator.clipboard.writeText(sent.link);
      setCopied(true);
    } catch {
      setCopied(false);
      setFailure(t('venues.copyFailed'));
    }
  };

  const how = sent
    ? sent.email === 'sent' || sent.sms === 'sent'
      ? t(sent.email === 'sent' ? 'venues.sentEmail' : 'venues.sentSms')
      : t('venues.passOn')
    : '';

  return (
    <Card as="section" aria-labelledby="admins-h">
      <div className={styles.page}>
        <h2 id="admins-h" className={styles.h2}>
          {t('venues.adminsTitle', { venue: venueName })}
        </h2>
        <Status as="p" className={styles.muted}>
          {notice}
        </Status>
        {state.error ? (
          <Alert tone="none">
            <p>{venueFailure(t, state.error)}</p>
            <Button variant="secondary" onClick={() => void state.mutate()}>
              {t('venues.retry')}
            </Button>
          </Alert>
        ) : !state.data ? (
          <Status as="p" className={styles.muted} aria-busy="true">
            {t('venues.loading')}
          </Status>
        ) : (
          <>
            <ul className={styles.list} aria-label={t('venues.adminsList')}>
              {state.data.admins.map((a) => (
                <li key={a.userId} className={styles.row}>
                  <span>
                    {a.login}
                    {a.platform ? <span className={styles.muted}> · {t('venues.platformAdmin')}</span> : null}
                  </span>
                  {a.platform ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setAsking({ kind: 'remove', id: a.userId, who: a.login })}
                    >
                      {t('venues.remove', { who: a.login })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <h3 className={styles.h2}>{t('venues.invitationsTitle')}</h3>
            {state.data.invitations.length ? (
              <ul className={styles.list}>
                {state.data.invitations.map((i) => (
                  <li key={i.id} className={styles.row}>
                    <span>
                      {i.contact}{' '}
                      <span className={styles.muted}>
                        {t('venues.expires', { date: new Date(i.expiresAt).toLocaleDateString() })}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setAsking({ kind: 'revoke', id: i.id, who: i.contact })}
                    >
                      {t('venues.revoke', { who: i.contact })}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('venues.noInvitations')}</p>
            )}
          </>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.links}>
          <Field
            name="contact"
            id="admin-contact"
            label={t('venues.contact')}
            hint={t('venues.contactHint')}
            error={contactError}
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                value={contact}
                autoComplete="off"
                onChange={(e) => setContact(e.target.value)}
              />
            )}
          </Field>
          <div>
            <Button type="submit" variant="primary" busy={busy}>
              {t('venues.invite')}
            </Button>
          </div>
        </form>
        {sent ? (
          <Alert tone="success" appearance="box">
            <p>{how}</p>
            <p className={styles.muted}>{t('venues.linkOnce')}</p>
            <p className={styles.link} data-testid="invite-link">
              {sent.link}
            </p>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('venues.copied') : t('venues.copy')}
            </Button>
          </Alert>
        ) : null}
        {failure ? (
          <Alert as="p" tone="danger">
            {failure}
          </Alert>
        ) : null}
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(o) => (o ? null : setAsking(null))}
            title={t(asking.kind === 'remove' ? 'venues.removeTitle' : 'venues.revokeTitle', { who: asking.who })}
            description={t(asking.kind === 'remove' ? 'venues.removeText' : 'venues.revokeText', {
              who: asking.who,
              venue: venueName,
            })}
            confirmLabel={t(asking.kind === 'remove' ? 'venues.removeConfirm' : 'venues.revokeConfirm')}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
