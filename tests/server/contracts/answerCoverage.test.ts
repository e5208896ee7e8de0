// Every answer the server sends in test is held to its call's contract — a success, a refusal it returns
// and a refusal it throws (HttpAnswer: the door's 400/401/403/404 and a handler's own) — and written down
// when CALL_ANSWER_LOG names a folder (server/wire/answerLog.ts). After the server tests, npm test runs
// scripts/answer-coverage.mjs on that folder: a registered call that no test made answer fails it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { answerCoverage, readAnswers, readContracts } from '../../../scripts/answer-coverage.mjs';
import { HttpAnswer } from '../../../server/wire/answers';
import { installErrorHandler, registerCall } from '../../../server/wire/define';
import { get, post, startServer, type TestServer } from '../helpers';

const ROOT = new URL('../../../', import.meta.url).pathname;
const contracts = readContracts() as Record<string, unknown>;
const keys = Object.keys(contracts);

let s: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'answers-'));
  process.env.CALL_ANSWER_LOG = dir;
  s = await startServer();
}, 300_000);
afterAll(async () => {
  delete process.env.CALL_ANSWER_LOG;
  await s.close();
});

/** Runs the coverage check of npm test on `folder`: its exit status and what it printed. */
function coverageRun(folder: string): { status: number; out: string } {
  try {
    return { status: 0, out: execFileSync('node', ['scripts/answer-coverage.mjs', folder], { cwd: ROOT }).toString() };
  } catch (e) {
    const err = e as { status: number; stdout: Buffer };
    return { status: err.status, out: err.stdout.toString() };
  }
}

describe('the answers a test makes the server send are checked and written down', () => {
  it('a success, a returned refusal and thrown refusals, each with its kind; a file’s bytes are not JSON', async () => {
    expect((await post(s, '/qrcode/gen', { text: 'https://example.com' })).body.success).toBe(true);
    expect((await post(s, '/account/logout', {})).body).toMatchObject({ success: false, result: 'api.not.logged' });
    const bad = await get(s, '/pro/common/download/resource?name=../package.json');
    expect(bad.status).toBe(400);
    expect((await get(s, '/pro/common/download/resource?name=nothing.svg')).status).toBe(404);
    expect((await get(s, '/pro/common/download/resource?name=banner-cafe.svg')).status).toBe(200);
    const c = answerCoverage(readAnswers(dir));
    expect(c.counts).toEqual({ success: 1, refusal: 1, thrown: 2 });
    expect(c.answered).toEqual(['GET /pro/common/download/resource', 'POST /account/logout', 'POST /qrcode/gen']);
    expect(c.unanswered).toHaveLength(keys.length - 3);
    // logout answered only its refusal; the resource's success is a file, outside the JSON envelope.
    expect(c.withoutSuccess).toEqual(['POST /account/logout']);
  });

  it('a refusal of the door’s text rule, thrown before the call decodes its body, is checked and written too', async () => {
    const nul = await post(s, '/qrcode/gen', { text: 'a\u0000b' }, { format: 'plain' });
    expect(nul.status).toBe(400);
    expect(nul.body.result).toMatchObject({ code: 'wire.text-nul', field: 'text' });
    const lines = readAnswers(dir) as { call: string; kind: string }[];
    expect(lines.filter((l) => l.call === 'POST /qrcode/gen')).toEqual([
      { call: 'POST /qrcode/gen', kind: 'success' },
      { call: 'POST /qrcode/gen', kind: 'thrown' },
    ]);
  });

  it('a thrown refusal that breaks its call’s answer schema, or names a code the call does not list, fails (500)', async () => {
    const app = Fastify();
    installErrorHandler(app);
    let answer: HttpAnswer = new HttpAnswer(409, { success: false, dispMsg: 'Refused' });
    registerCall(app, { now: () => Date.now() } as never, {
      method: 'POST',
      path: '/qrcode/gen',
      who: 'anyone',
      schema: {},
      handler: async () => {
        throw answer;
      },
    });
    const send = async () =>
      (await app.inject({ method: 'POST', url: '/qrcode/gen', payload: { text: 'x' } })).statusCode;
    expect(await send()).toBe(409);
    // A refusal's rtn is 0 or below (REFUSAL_RULE): a positive one is a success dressed as a refusal.
    answer = new HttpAnswer(409, { success: false, result: { rtn: 3, dispMsg: 'Refused' }, dispMsg: 'Refused' });
    expect(await send()).toBe(500);
    answer = new HttpAnswer(409, { success: false, result: { code: 'coupon.unknown' }, dispMsg: 'Refused' });
    expect(await send()).toBe(500);
    await app.close();
  });
});

describe('npm test’s coverage check (scripts/answer-coverage.mjs)', () => {
  it('fails while a call has no answer, or no success of its own, and passes when every call has', () => {
    const partial = mkdtempSync(join(tmpdir(), 'answers-'));
    const line = (call: string, kind: string) => `${JSON.stringify({ call, kind })}\n`;
    writeFileSync(
      join(partial, 'answers-1.jsonl'),
      keys
        .slice(1)
        .map((k) => line(k, 'success'))
        .join(''),
    );
    const missing = coverageRun(partial);
    expect(missing.status).toBe(1);
    expect(missing.out).toContain(`never answered in a server test: ${keys[0]}`);

    writeFileSync(join(partial, 'answers-2.jsonl'), line(keys[0], 'thrown'));
    const refusedOnly = coverageRun(partial);
    const ownSuccess = keys[0] !== 'GET /pro/common/download/resource';
    expect(refusedOnly.status).toBe(ownSuccess ? 1 : 0);
    if (ownSuccess) expect(refusedOnly.out).toContain(`never answered a success in a server test: ${keys[0]}`);

    writeFileSync(join(partial, 'answers-3.jsonl'), line(keys[0], 'success'));
    const all = coverageRun(partial);
    expect(all.status).toBe(0);
    expect(all.out).toMatch(new RegExp(`calls answered ${keys.length} of ${keys.length}`));
  });
});
