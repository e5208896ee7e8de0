// Debian's nginx with the configuration block of docs/production.md (its ```nginx block, as written
// there, with the ports swapped in) in front of server processes on 127.0.0.1: for the multi-process
// test (nginx.test.ts) and the scale bench (scripts/bench-writes.mjs --scale).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './serverProcesses';

export const NGINX = '/usr/sbin/nginx';
const DOC = fileURLToPath(new URL('../../docs/production.md', import.meta.url));
const README = fileURLToPath(new URL('../../README.md', import.meta.url));
/** The upstream ports the doc's block names, replaced by the real ones (a block for fewer processes drops the rest). */
export const DOC_PORTS = ['8081', '8082', '8083'];

/** The doc's nginx block with these ports. */
export function nginxBlock(doc: string, o: { listen: number; upstreams: number[] }): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/production.md has no ```nginx block');
  if (!DOC_PORTS.every((p) => block.includes(`127.0.0.1:${p}`)) || !block.includes('listen 80;'))
    throw new Error('the nginx block no longer has the ports this test replaces');
  if (o.upstreams.length < 1 || o.upstreams.length > DOC_PORTS.length)
    throw new Error(`from 1 to ${DOC_PORTS.length} upstreams`);
  return DOC_PORTS.reduce((b, p, i) => {
    if (i < o.upstreams.length) return b.replaceAll(`127.0.0.1:${p}`, `127.0.0.1:${o.upstreams[i]}`);
    return b.replace(new RegExp(`^.*127\\.0\\.0\\.1:${p}.*\\n`, 'm'), '');
  }, block).replace('listen 80;', `listen 127.0.0.1:${o.listen};`);
}

export interface NginxProxy {
  base: string;
  dir: string;
  /** The tail of nginx's error log. */
  errors(): string;
  stop(): Promise<void>;
}

/** Starts nginx in front of the servers at these bases; resolves once /healthz answers through it. */
export async function startNginx(upstreamBases: string[]): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'venue-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d));
  const listen = await freePort();
  // The README's Production section shows the same block: one configuration, tested.
  const doc = readFileSync(DOC, 'utf8');
  const readme = readFileSync(README, 'utf8');
  const blockOf = (text: string) => /```nginx\n([\s\S]*?)```/.exec(text)?.[1];
  if (blockOf(doc) !== blockOf(readme))
    throw new Error("README.md's nginx block differs from docs/production.md's: keep them the same");
  const http = nginxBlock(doc, {
    listen,
    upstreams: upstreamBases.map((b) => Number(new URL(b).port)),
  });
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${http}
}
`,
  );
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr!.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const gone = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) {
      await stop();
      throw new Error(`nginx did not answer: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = join(dir, 'error.log');
  return { base, dir, stop, errors: () => (existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '') };
}
