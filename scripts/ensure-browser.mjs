#!/usr/bin/env node
// Finds Debian's Chromium, or installs it (the machines here cannot download a Playwright browser).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
console.log(`Chromium not found at ${path}; installing Debian's chromium package...`);
const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
} catch {
  console.error('Could not install chromium with apt-get. Install it by hand or set CHROMIUM_PATH.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} does not exist; set CHROMIUM_PATH.`);
  process.exit(1);
}
