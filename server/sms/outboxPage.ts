// GET /dev/outbox: the development SMS outbox as a small HTML page (and JSON with ?format=json).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async (req, reply) => {
    const rows = await db.query<{ id: number; mobile: string; body: string; created_at: string }>(
      'SELECT * FROM sms_outbox ORDER BY id DESC LIMIT 50',
    );
    if ((req.query as { format?: string }).format === 'json')
      return {
        success: true,
        result: rows.map((r) => ({ id: r.id, mobile: r.mobile, text: r.body, at: Number(r.created_at) })),
      };
    const items = rows
      .map(
        (r) =>
          `<tr><td>${new Date(Number(r.created_at)).toISOString()}</td><td>${esc(r.mobile)}</td><td>${esc(r.body)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox (development)</title></head><body><h1>SMS outbox</h1><p>Messages the server would have sent by SMS (newest first). Development only.</p><table border="1" cellpadding="4"><thead><tr><th>Time (UTC)</th><th>Mobile</th><th>Message</th></tr></thead><tbody>${items || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></body></html>`,
      );
  });
}
