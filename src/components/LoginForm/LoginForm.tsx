// Sign in (spec 4 "Login"): the form is LiveLoginForm; its form layer (react-hook-form) loads on the
// form's first use (focus, press, send), StillLoginForm standing in with the same markup until then.
import { FormOnFirstUse } from '../../ui/Field/FormOnFirstUse';
import { StillLoginForm } from './StillLoginForm';
import type { LoginFormProps } from '../../generated/component-props';

export { safeRedirect } from './safeRedirect';

const loadLive = () => import('./LiveLoginForm').then((m) => m.LiveLoginForm);

export default function LoginForm(props: LoginFormProps) {
  return <FormOnFirstUse load={loadLive} props={props} still={<StillLoginForm {...props} />} />;
}
