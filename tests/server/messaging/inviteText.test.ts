import { describe, expect, it } from 'vitest';
import { sendInviteEmail, type EmailSender } from '../../../server/venues/inviteEmail';

function recorder() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const sender: EmailSender = {
    send: async (to, subject, text) => {
      sent.push({ to, subject, text });
    },
  };
  return { sent, sender };
}

describe('invitation e-mail text (i18n resources)', () => {
  it('is written in the inviting administrator’s language, with the link and the days it lasts', async () => {
    const en = recorder();
    expect(await sendInviteEmail(en.sender, 'a@example.com', 'Demo Cafe', 'https://x/invite?token=t', () => {})).toBe(
      'sent',
    );
    expect(en.sent[0].subject).toBe('You are invited to run Demo Cafe');
    expect(en.sent[0].text).toContain('expires in 7 days:\nhttps://x/invite?token=t');
    const zh = recorder();
    await sendInviteEmail(zh.sender, 'a@example.com', 'Demo Cafe', 'https://x/invite?token=t', () => {}, 'zh-hans');
    expect(zh.sent[0].subject).toBe('邀请您管理 Demo Cafe');
    expect(zh.sent[0].text).toContain('7 天后失效');
  });

  it('says "not sent" without a sender and never logs the link', async () => {
    const lines: string[] = [];
    expect(
      await sendInviteEmail(null, 'a@example.com', 'Demo Cafe', 'https://x/invite?token=secret', (l) => lines.push(l)),
    ).toBe('notSent');
    expect(lines.join('\n')).not.toContain('secret');
  });
});
