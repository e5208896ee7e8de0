// E-mail delivery of an invitation (issue 31): the one function the invitation calls. Until a sender
// is configured (server/messaging/ provides one) it logs that the e-mail was not sent and answers
// "not sent"; the console then says the link must be passed on by hand. The link itself is never logged.
// The text is the i18n resource's (server/messaging/texts.ts), in the inviting administrator's language.
import { invitationEmail, type MessageLang } from '../messaging/texts';
import { INVITE_DAYS } from './invitations';

export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

export type EmailOutcome = 'sent' | 'notSent';

export async function sendInviteEmail(
  sender: EmailSender | null,
  to: string,
  venue: string,
  link: string,
  log: (line: string) => void,
  lang: MessageLang = 'en-gb',
): Promise<EmailOutcome> {
  if (!sender) {
    log(`invite-email not-sent to=${to} venue=${venue} reason=no-email-sender`);
    return 'notSent';
  }
  try {
    const mail = invitationEmail(lang, { to, venue, link, days: INVITE_DAYS });
    await sender.send(mail.to, mail.subject, mail.text);
    return 'sent';
  } catch (e) {
    log(`invite-email failed to=${to} venue=${venue} error=${e instanceof Error ? e.message : String(e)}`);
    return 'notSent';
  }
}
