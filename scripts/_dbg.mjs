import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const p = await b.newPage();
p.on('console', (m) => { if (m.text().includes('DBGNS')) console.log(m.text().slice(0, 600)); });
p.on('request', (r) => { if (/extras|payonly|account|tablesvc/.test(r.url())) console.log('REQ', r.url()); });
await p.goto('http://127.0.0.1:8191/shop/demo-cafe/home', { waitUntil: 'networkidle' });
await p.waitForTimeout(3000);
await b.close();
