// The user profile (spec 5: names, e-mail required, post code digits only 'Please input numbers
// only'), saved with /account/update and read back with the user info; the mobile number is the
// account's sign-in name and is shown, not edited. Below: change password (current and new, with
// the strength meter and weak warning) and sign out.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { validateEmail, validatePostcode } from '../../domain';
import { changePassword, updateProfile, useAccount } from '../../features/accounts';
import { showToast } from '../../state/ui';
import { domainRule, Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import { messageOf } from '../SignupForm/refusals';
import { PasswordStep } from '../SignupForm/PasswordStep';
import { SignOutButton } from '../AccountMe/SignOutButton';
import styles from './ProfileForm.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { ProfileFormProps } from '../../generated/component-props';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  postcode: string;
}
const emailRule = domainRule(validateEmail);
const postcodeRule = domainRule((v: string) => validatePostcode(v));
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export default function ProfileForm({
  changePassword: withPassword = true,
  signOut = true,
}: ProfileFormProps & EngineProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const d = account.details as Record<string, unknown>;
  const saved: ProfileValues = {
    firstName: text(d.firstName),
    lastName: text(d.lastName),
    email: text(d.email),
    postcode: text(d.postcode),
  };
  const form = useForm<ProfileValues>({ defaultValues: saved, shouldFocusError: false });
  const busy = form.formState.isSubmitting;
  const key = JSON.stringify(saved);
  // The profile arriving (or changing on another screen) fills the fields the visitor has not touched.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(key) as ProfileValues);
  }, [key, form]);
  const save = async (v: ProfileValues) => {
    try {
      await updateProfile(v);
      form.reset(v);
      showToast('account.profileSaved', { tone: 'success' });
    } catch (e) {
      showRefusal(form, { message: messageOf(e) });
    }
  };
  const mobile = account.mobile || text(d.mobile);
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.title}>
          {t('account.profileDetails')}
        </h2>
        {mobile ? <p className={styles.muted}>{t('account.mobileOnAccount', { mobile })}</p> : null}
        <Form form={form} onValid={save} className={styles.form} aria-busy={busy}>
          <TextField<ProfileValues>
            name="firstName"
            id="profile-first"
            label={t('account.firstName')}
            input={{ autoComplete: 'given-name', maxLength: 60 }}
          />
          <TextField<ProfileValues>
            name="lastName"
            id="profile-last"
            label={t('account.lastName')}
            input={{ autoComplete: 'family-name', maxLength: 60 }}
          />
          <TextField<ProfileValues>
            name="email"
            id="profile-email"
            label={t('account.email')}
            rules={{ validate: emailRule }}
            input={{ type: 'email', autoComplete: 'email', maxLength: 120 }}
          />
          <TextField<ProfileValues>
            name="postcode"
            id="profile-postcode"
            label={t('account.postcode')}
            hint={t('account.postcodeHint')}
            rules={{ validate: postcodeRule }}
            input={{ inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 }}
          />
          <FormAlert id="profile-error" />
          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? t('account.saving') : t('account.save')}
          </button>
        </Form>
      </section>
      {withPassword ? (
        <section className={styles.card} aria-labelledby="profile-password">
          <h2 id="profile-password" className={styles.title}>
            {t('account.changePasswordHeading')}
          </h2>
          <PasswordStep
            idPrefix="change"
            withCurrent
            resetOnSuccess
            submitLabel={t('account.changePassword')}
            busyLabel={t('account.saving')}
            onPassword={async (pw, current) => {
              await changePassword(current, pw);
              showToast('account.passwordChanged', { tone: 'success' });
            }}
          />
        </section>
      ) : null}
      {signOut ? <SignOutButton className={styles.signOut} /> : null}
    </div>
  );
}
