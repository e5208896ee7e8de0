// Sign out for real (spec 4): the token is revoked on the server, the user, member card, franchisee
// card and saved profile are cleared (src/features/accounts signOut); then the family's sign-in
// screen (or its home, or '/').
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { signOut } from '../../features/accounts';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import { showToast } from '../../state/ui';

export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { family, base } = useFamily();
  const [busy, setBusy] = useState(false);
  const out = async () => {
    setBusy(true);
    const told = await signOut();
    if (told) showToast('account.signedOut', { tone: 'success' });
    const login = family?.loginRoute !== undefined && base ? `${base}/${family.loginRoute}` : '';
    navigate(login || familyHomePath(family, base) || '/', { replace: true });
  };
  return (
    <button type="button" className={className} onClick={() => void out()} disabled={busy} aria-busy={busy}>
      {busy ? t('account.signingOut') : t('account.signOut')}
    </button>
  );
}
