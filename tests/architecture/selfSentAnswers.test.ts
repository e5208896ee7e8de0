// One contract per call (issue 26): a handler answers by returning its answer or through ctx.send
// (server/wire/define.ts), both held to the call's answer schema in development and test. Sending on the
// reply itself (`ctx.reply.code(..).send(..)`, or a reply taken out of the context) would skip that
// check, so this test fails when a file under server/ touches a call's reply outside define.ts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const SERVER = join(ROOT, 'server');

/** The one file that may send on a call's reply: the framework's ctx.send and returned answers. */
const FRAMEWORK = 'server/wire/define.ts';

/**
 * Uses of a call's reply that are not a JSON answer, with why. Each entry is a file and the exact line text.
 */
const ALLOWED: readonly { file: string; line: string; why: string }[] = [
  {
    file: 'server/routes/catalogue.ts',
    line: 'handler: async (ctx) => void (await sendImage(ctx.payload.name, ctx.reply, ctx.payload.lang)),',
    why: 'the resource download answers a picture or video (bytes with their own content type), not JSON',
  },
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.ts$/.test(p) ? [p] : [];
  });
}

/** Lines of a file's text that reach a call's reply: `ctx.reply`, or `reply` destructured from a context. */
export function replyUsesIn(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /\bctx\s*\.\s*reply\b/.test(l) || /\{[^}]*\breply\b[^}]*\}\s*=\s*ctx\b/.test(l));
}

function found(): { file: string; line: string }[] {
  return walk(SERVER)
    .map((p) => relative(ROOT, p))
    .filter((file) => file !== FRAMEWORK)
    .flatMap((file) => replyUsesIn(readFileSync(join(ROOT, file), 'utf8')).map((line) => ({ file, line })));
}

describe('a handler never sends its JSON answer on the reply itself', () => {
  it('finds the ways a handler reaches its reply', () => {
    expect(
      replyUsesIn(
        [
          'const send = (ctx: Ctx, out: Stored) => void ctx.reply.code(out.status).send(out.answer);',
          '  ctx.reply.header("content-type", "application/json").send(body);',
          'const { payload, reply } = ctx;',
          'ctx.send(out.status, out.answer);',
          'return reply.code(404).send(page); // a plain route, not a call',
        ].join('\n'),
      ),
    ).toEqual([
      'const send = (ctx: Ctx, out: Stored) => void ctx.reply.code(out.status).send(out.answer);',
      'ctx.reply.header("content-type", "application/json").send(body);',
      'const { payload, reply } = ctx;',
    ]);
  });

  it('no file under server/ but the framework sends on a call reply (ctx.send instead)', () => {
    const allowed = (u: { file: string; line: string }) => ALLOWED.some((a) => a.file === u.file && a.line === u.line);
    expect(found().filter((u) => !allowed(u))).toEqual([]);
  });

  it('every allowed use is still there (a stale entry is removed)', () => {
    const uses = found();
    for (const a of ALLOWED) expect(uses, a.why).toContainEqual({ file: a.file, line: a.line });
  });
});
