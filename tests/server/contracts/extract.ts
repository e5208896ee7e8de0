// Bootstrap of schemas/calls/ from the running server: for each registered call WITHOUT a contract file,
// writes one with its inline route schema as the payload, who/sign/venue from the registry, the client's
// body variant and function name from src/api/calls.ts, the refusal codes named in the route's own source
// block, and the answer's shape read from a real answer to a well-formed sample (one level deep).
// Run: npx tsx tests/server/contracts/extract.ts   (then review the file and npm run gen:calls)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS } from '../../../src/api/calls';
import { REFUSALS } from '../../../src/domain/refusals';
import { registeredCalls, type CallDef } from '../../../server/wire/define';
import { login, startServer } from '../helpers';
import { placedOrder, samplePayload, sendPayload, tokenFor, withCallIdentity } from '../corpus/samples';
import { contractFile, typeName } from './contractNames';
// @ts-expect-error -- a plain ES module script without types
import { callRefusal } from '../../../scripts/gen-calls.mjs';

const ROOT = new URL('../../../', import.meta.url).pathname;
const DIR = join(ROOT, 'schemas/calls');

type Json = Record<string, unknown>;

function serverSources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push({ file: p, text: readFileSync(p, 'utf8') });
    }
  };
  walk(join(ROOT, 'server'));
  return out;
}

/** Refusal codes written in the route's own registerCall block (helpers it calls may add others). */
function refusalsOf(path: string, sources: { text: string }[]): string[] {
  const codes = new Set<string>();
  for (const { text } of sources) {
    const at = text.indexOf(`path: '${path}'`);
    if (at < 0) continue;
    const next = text.indexOf('registerCall(', at);
    const block = text.slice(at, next < 0 ? undefined : next);
    for (const m of block.matchAll(/'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g))
      if ((REFUSALS as readonly string[]).includes(m[1])) codes.add(m[1]);
  }
  return [...codes].sort();
}

function shallow(v: unknown, depth: number): Json {
  if (v === null || v === undefined) return {};
  if (typeof v === 'string') return { type: 'string' };
  if (typeof v === 'number') return { type: 'number' };
  if (typeof v === 'boolean') return { type: 'boolean' };
  if (Array.isArray(v))
    return depth > 0 && v.length ? { type: 'array', items: shallow(v[0], depth - 1) } : { type: 'array' };
  if (depth <= 0) return { type: 'object' };
  const properties: Json = {};
  for (const [k, x] of Object.entries(v as Json)) properties[k] = shallow(x, depth - 1);
  return { type: 'object', properties };
}

function answerSchema(name: string, body: Json | null): Json {
  // A success answer shows the result's shape; a refused sample (401, 422...) leaves it open.
  const good = !!body && body.success === true;
  const result = good ? { title: `${name}Result`, ...shallow(body!.result, 2) } : { title: `${name}Result` };
  const map = good && body!.map ? shallow(body!.map, 1) : { type: 'object' };
  const props: Json = {
    success: { type: 'boolean' },
    resultcode: { type: 'number' },
    dispMsg: { type: 'string' },
    result: { anyOf: [result, { $ref: '#/definitions/refusal' }, { $ref: '#/definitions/notLogged' }] },
    map: { ...map, properties: { ...((map as Json).properties as Json), refreshToken: { type: 'string' } } },
    list: good && Array.isArray(body!.list) ? shallow(body!.list, 2) : { type: 'array' },
  };
  return {
    title: `${name}Answer`,
    type: 'object',
    required: ['success'],
    additionalProperties: false,
    properties: props,
  };
}

function stripIdentity(schema: Json): Json {
  return { type: 'object', ...schema };
}

const s = await startServer();
try {
  const token = (await login(s)).token;
  const admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  const ctx = { token, admin, txn: await placedOrder(s) };
  const sources = serverSources();
  let written = 0;
  for (const def of registeredCalls(s.app) as CallDef[]) {
    const file = join(DIR, contractFile(def.path));
    if (existsSync(file)) continue;
    const payload = withCallIdentity(def, samplePayload(def, ctx), s.clock.t);
    const sent = await sendPayload(s.app, def, payload, { token: tokenFor(def, ctx) });
    const name = typeName(def.path);
    const client = CALLS.find((c) => c.path === def.path && c.method === def.method);
    const doc = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: `${name}Call`,
      'x-call': {
        method: def.method,
        path: def.path,
        who: def.who,
        signed: !!def.signed,
        venue: def.venue ?? 'none',
        wire: client?.wire ?? null,
        client: client?.name ?? null,
        refusals: refusalsOf(def.path, sources),
      },
      type: 'object',
      required: ['payload', 'answer'],
      additionalProperties: false,
      properties: {
        payload: { title: `${name}Payload`, ...stripIdentity(def.schema as Json) },
        answer: answerSchema(name, sent.body as Json | null),
      },
      definitions: {
        refusal: callRefusal(),
        notLogged: { title: 'NotLogged', const: 'api.not.logged' },
      },
    };
    writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
    written++;
  }
  console.log(`schemas/calls: ${written} contract file(s) written`);
} finally {
  await s.close();
}
