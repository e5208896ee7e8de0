import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

// In development the reference server (npm start, port 8080) answers the calls. '/account/...'
// is both an API prefix (POST /account/signIn) and the account family's pages
// (GET /account/{shop}/home): page loads that ask for HTML stay with Vite.
const api: ProxyOptions = {
  target: 'http://127.0.0.1:8080',
  bypass: (req) => (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined),
};

// The strict Content-Security-Policy of index.html holds for the built app. The dev server's
// React refresh needs an inline preamble script, so `npm run dev` serves the page without it.
const devWithoutCsp: Plugin = {
  name: 'dev-without-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

// The app is served at '/' (history router, base '/').
export default defineConfig({
  base: '/',
  plugins: [react(), devWithoutCsp],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // scripts/size.mjs follows the entry's and each family's static imports through this manifest.
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/pro': api, '/account': api, '/lotInfo': api, '/lot/': api, '/qrcode': api, '/assets/images': api, '/dev': api },
  },
});
