// Graceful shutdown of a real server process (issue 28, server/shutdown.ts): after SIGTERM the
// listening socket closes at once (a new connection is refused), a request already in flight on a
// keep-alive connection still gets its answer even 5.5 s later (the old stop cut everything at 5 s),
// its connection is then closed, and the process exits 0.
import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './serverProcesses';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM: new connections refused, the request in flight answered, exit code 0', async () => {
    const server = await startServerProcess({ env: { SHUTDOWN_GRACE_MS: '15000' } });
    const port = Number(new URL(server.base).port);
    const exited = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
    try {
      const body = JSON.stringify({ userName: '0400000001', password: 'Demo1234!', shop: 'demo-cafe' });
      const agent = new Agent({ keepAlive: true });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/account/signIn',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10)); // in flight: the server has the request, not yet its whole body
        setTimeout(() => req.end(body.slice(10)), 6000);
      });
      await sleep(300);
      server.child.kill('SIGTERM');
      await sleep(700);
      expect(await accepts(port)).toBe(false);
      const a = await answer;
      expect(a.status).toBe(200);
      expect(JSON.parse(a.text).result?.rtn).toBe(1);
      agent.destroy();
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  }, 150_000);
});
