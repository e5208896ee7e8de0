// E-mail delivery of an invitation (issue 31): the one function the invitation calls. Until a sender
// is configured (server/messaging/ will provide one) it logs that the e-mail was not sent and answers
// "not sent"; the console then says the link must be passed on by hand. The link itself is never logged.
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
): Promise<EmailOutcome> {
  if (!sender) {
    log(`invite-email not-sent to=${to} venue=${venue} reason=no-email-sender`);
    return 'notSent';
  }
  try {
    await sender.send(
      to,
      `You are invited to administer ${venue}`,
      `You are invited to administer ${venue}.\n\nOpen this link within 7 days to set your password:\n${link}\n\nIf you did not expect this, ignore this e-mail.`,
    );
    return 'sent';
  } catch (e) {
    log(`invite-email failed to=${to} venue=${venue} error=${e instanceof Error ? e.message : String(e)}`);
    return 'notSent';
  }
}
