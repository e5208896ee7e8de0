// The nginx configuration of docs/production.md, as written there, in front of two real server
// processes on one Postgres (issue 28; part pg, and only where Debian's nginx is installed). A client
// that writes a new X-Forwarded-For with every sign-in attempt still meets the per-address limit:
// nginx replaces the header, and the servers (TRUST_PROXY=1) believe one hop only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './serverProcesses';
import { createDatabase, TEST_DATABASE_URL } from './testDatabases';

const NGINX = '/usr/sbin/nginx';
const DOC = fileURLToPath(new URL('../../docs/production.md', import.meta.url));
const LOGIN_LIMIT = 2; // per address five times that: 10
const TOO_MANY = -821020;

/** The doc's nginx block with this test's ports. */
function nginxBlock(doc: string, o: { listen: number; upstreams: number[] }): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/production.md has no ```nginx block');
  const ports = ['8081', '8082'];
  if (!ports.every((p) => block.includes(`127.0.0.1:${p}`)) || !block.includes('listen 80;'))
    throw new Error('the nginx block no longer has the ports this test replaces');
  return ports
    .reduce((b, p, i) => b.replaceAll(`127.0.0.1:${p}`, `127.0.0.1:${o.upstreams[i]}`), block)
    .replace('listen 80;', `listen 127.0.0.1:${o.listen};`);
}

describe.skipIf(!TEST_DATABASE_URL || !existsSync(NGINX))(
  'nginx (docs/production.md) in front of two server processes',
  () => {
    let scratch: Awaited<ReturnType<typeof createDatabase>>;
    const servers: ServerProcess[] = [];
    let nginx: ChildProcess | undefined;
    let dir = '';
    let base = '';
    beforeAll(async () => {
      scratch = await createDatabase({ seeded: false, now: Date.now() });
      const env = { TRUST_PROXY: '1', LOGIN_LIMIT: String(LOGIN_LIMIT) };
      servers.push(await startServerProcess({ databaseUrl: scratch.url, env }));
      servers.push(await startServerProcess({ databaseUrl: scratch.url, env }));
      dir = mkdtempSync(join(tmpdir(), 'venue-nginx-'));
      for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d));
      const listen = await freePort();
      const http = nginxBlock(readFileSync(DOC, 'utf8'), {
        listen,
        upstreams: servers.map((s) => Number(new URL(s.base).port)),
      });
      writeFileSync(
        join(dir, 'nginx.conf'),
        `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${http}
}
`,
      );
      nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      nginx.stderr!.on('data', (d) => (stderr += d));
      base = `http://127.0.0.1:${listen}`;
      for (let i = 0; ; i++) {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
        try {
          if ((await fetch(`${base}/healthz`)).ok) break;
        } catch {
          // not listening yet
        }
        if (i > 100) throw new Error(`nginx did not answer: ${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }, 240_000);
    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const gone = new Promise((r) => nginx!.once('exit', r));
        nginx.kill('SIGTERM');
        await gone;
      }
      await Promise.all(servers.map((s) => s.stop()));
      await scratch?.drop().catch(() => undefined);
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    it('a forged X-Forwarded-For on every attempt: the 11th sign-in from one client is refused', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${base}/account/signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ userName: `nobody-${i}@example.com`, password: 'x' }),
        });
        answers.push((await res.json()).result.rtn);
      }
      expect(answers.slice(0, 10).every((a) => a !== TOO_MANY)).toBe(true);
      expect(answers[10]).toBe(TOO_MANY);
    });
  },
);
