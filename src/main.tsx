// Entry point: see src/app/start.tsx for the bootstrap.
import { createRoot } from 'react-dom/client';
import './app/base.css';
import { start } from './app/start';

const el = document.getElementById('root');
// The UI kit's examples page, in development builds only (import.meta.env.DEV is false in a build,
// so the bundler drops this branch and the page's chunk): docs/ui-kit.md.
if (el && import.meta.env.DEV && window.location.pathname === '/dev/kit')
  void import('./app/dev/kitPage').then((m) => m.mountKit(createRoot(el)));
else if (el) void start(createRoot(el));
