import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app is served at '/' (history router, base '/').
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // scripts/size.mjs follows the entry's and each family's static imports through this manifest.
    manifest: true,
  },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': 'http://127.0.0.1:8080', '/pro': 'http://127.0.0.1:8080', '/account': 'http://127.0.0.1:8080' } },
});
