// Entry point: see src/app/start.tsx for the bootstrap.
import { createRoot } from 'react-dom/client';
import './app/base.css';
import { start } from './app/start';
// In the entry already (start.tsx draws it for a failed venue load): a static import, not a second dynamic one.
import { BootError } from './app/BootError';

const el = document.getElementById('root');
// The UI kit's examples page, in development builds only (import.meta.env.DEV is false in a build,
// so the bundler drops this branch and the page's chunk): docs/ui-kit.md.
if (el && import.meta.env.DEV && window.location.pathname === '/dev/kit')
  void import('./app/dev/kitPage').then((m) => m.mountKit(createRoot(el)));
else if (el) {
  const root = createRoot(el);
  // A start-up that fails outside the venue load (a chunk, the texts, the theme) says so with a retry
  // instead of leaving the page blank (issue 33: a blank page after goto in e2e).
  start(root).catch((e: unknown) => {
    console.error('start-up failed', e);
    root.render(
      <BootError onRetry={() => window.location.reload()} detail={e instanceof Error ? e.message : String(e)} />,
    );
  });
}
