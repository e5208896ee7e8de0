// The kiosk's receipt to the local print service (issue 34): a real HTTP print server on 127.0.0.1
// receives the receipt as JSON; a refusal, a service that does not answer in time and one that is not
// running are 'failed'; without an address the browser prints.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newCartItem } from '../../../src/domain/cart/cart';
import { printReceipt, printServiceAddress, receiptLines, type ReceiptJob } from '../../../src/features/kiosk/receipt';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let base = '';
let received: { method?: string; path?: string; type?: string; body: string }[] = [];
let handler: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
};

beforeEach(async () => {
  received = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, path: req.url, type: req.headers['content-type'], body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  handler = (_req, res) => {
    res.writeHead(200);
    res.end();
  };
});

const burger = newCartItem(
  {
    pluId: 'p1',
    pluName1: 'Cheeseburger',
    pluName2: '芝士汉堡',
    price: 1400,
    quantity: 2,
    attrs: [{ attrId: 'g1:o2', name: 'Bacon', price: 250, quantity: 1, amount: 500 }],
    mealPlus: [{ pluId: 'm1', pluName1: 'Fries', pluName2: '薯条', price: 300, quantity: 1, amount: 600 }],
    ingredients: [{ name1: 'Onion', name2: '洋葱' }],
    notes: 'well done',
  } as Parameters<typeof newCartItem>[0],
  1,
);

function job(): ReceiptJob {
  return {
    printer: 'Front counter',
    printType: 1,
    lang: 'en-gb',
    shop: 'Demo Cafe',
    orderNo: 'A100',
    serviceNo: '201',
    paid: false,
    payment: 'cash',
    totalCents: 3900,
    lines: receiptLines([burger]),
    text: ['Order number 201', '2 × Cheeseburger  $39.00', 'Total $39.00'],
  };
}

describe('receiptLines', () => {
  it('keeps every option, meal extra, ingredient left out and the note with its price', () => {
    const [line] = receiptLines([burger]);
    expect(line).toMatchObject({ name1: 'Cheeseburger', name2: '芝士汉堡', quantity: 2, notes: 'well done' });
    expect(line.parts).toEqual([
      { kind: 'option', name1: 'Bacon', name2: 'Bacon', quantity: 1, priceCents: 250 },
      { kind: 'meal', name1: 'Fries', name2: '薯条', quantity: 1, priceCents: 300 },
      { kind: 'without', name1: 'Onion', name2: '洋葱', quantity: 1, priceCents: 0 },
    ]);
  });
});

describe('printServiceAddress', () => {
  it('takes http addresses on the kiosk itself only', () => {
    expect(printServiceAddress('http://127.0.0.1:8631/print')?.port).toBe('8631');
    expect(printServiceAddress(' http://localhost:9100/receipt ')?.hostname).toBe('localhost');
    expect(printServiceAddress('http://[::1]:9100/')).toBeNull(); // the CSP cannot name an IPv6 literal
    expect(printServiceAddress('http://printer.example.com/print')).toBeNull();
    expect(printServiceAddress('https://10.0.0.5/print')).toBeNull();
    expect(printServiceAddress('')).toBeNull();
    expect(printServiceAddress('Front counter')).toBeNull();
    expect(printServiceAddress('file:///etc/passwd')).toBeNull();
  });
});

describe('printReceipt against a local test print server', () => {
  it('posts the receipt as JSON and reports printed on 2xx', async () => {
    const out = await printReceipt(`${base}/print`, job());
    expect(out).toBe('printed');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/print', type: 'application/json' });
    const sent = JSON.parse(received[0].body) as ReceiptJob;
    expect(sent.printer).toBe('Front counter');
    expect(sent.serviceNo).toBe('201');
    expect(sent.lines[0].parts.map((p) => p.name1)).toEqual(['Bacon', 'Fries', 'Onion']);
    expect(sent.text[0]).toBe('Order number 201');
  });

  it('reports failed when the service refuses (out of paper)', async () => {
    handler = (_req, res) => {
      res.writeHead(503);
      res.end('out of paper');
    };
    expect(await printReceipt(`${base}/print`, job())).toBe('failed');
  });

  it('reports failed when the service does not answer in time', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    expect(await printReceipt(`${base}/print`, job(), { timeoutMs: 300 })).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports failed when no service runs at the address', async () => {
    const port = (server.address() as AddressInfo).port;
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    expect(await printReceipt(`http://127.0.0.1:${port}/print`, job(), { timeoutMs: 2_000 })).toBe('failed');
  });

  it('uses the browser print without an address, and does not call any service', async () => {
    let printed = 0;
    expect(await printReceipt('', job(), { print: () => printed++ })).toBe('browser');
    expect(printed).toBe(1);
    expect(received).toHaveLength(0);
  });
});
