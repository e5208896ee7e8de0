// Entry point: see src/app/start.tsx for the bootstrap.
import { createRoot } from 'react-dom/client';
import './app/base.css';
import { start } from './app/start';

const el = document.getElementById('root');
if (el) void start(createRoot(el));
