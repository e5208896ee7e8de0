// The account refusals a step shows (sign-up, SMS sign-in, password reset): the known result codes'
// texts in the visitor's language, else the server's own. No form layer: screens import it freely.
import { accountRefusal } from '../../features/accounts';
import { refusedAnswer, type ApiError } from '../../api/errors';

/** Result codes of the reference server's account refusals, and the text each shows (both languages). */
export const ACCOUNT_REFUSALS: Readonly<Record<number, string>> = {
  [-821001]: 'account.refusalWrongPassword',
  [-821003]: 'account.refusalDisabled',
  [-821009]: 'api.noAccount',
  [-821011]: 'account.refusalCodeMissing',
  [-821012]: 'account.refusalCodeExpired',
  [-821013]: 'account.refusalCodeLocked',
  [-821014]: 'account.refusalCodeWrong',
  [-821015]: 'account.refusalSmsNotSent',
  [-821020]: 'account.refusalTooMany',
  [-821030]: 'validation.termsRequired',
  [-821031]: 'account.refusalPasswordShort',
  [-821032]: 'validation.emailInvalid',
  [-821033]: 'account.refusalRegistered',
};

/** The message of a refused step: the known code's text, else the refusal's own (server text or key). */
export function messageOf(e: unknown): string {
  const r = accountRefusal(e);
  if (!r) return 'api.error';
  return ACCOUNT_REFUSALS[r.rtn] ?? r.message;
}

/** A failed sign-in outcome as the call error of its refusal (its code kept, so messageOf can name it). */
export const outcomeRefusal = (out: { message: string; rtn?: number }): ApiError =>
  refusedAnswer({ success: false, dispMsg: out.message, result: { rtn: out.rtn ?? 0 } });
