// `npm start`: launches the desktop app through electron-vite, or says in one line why it cannot.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let electronPath;
try {
  electronPath = require('electron');
} catch {
  electronPath = undefined;
}
const { existsSync } = await import('node:fs');
if (typeof electronPath !== 'string' || !existsSync(electronPath)) {
  console.error('The Electron binary is not installed on this machine; run the app in a browser with `npm run web` instead.');
  process.exit(1);
}
const child = spawn(process.execPath, [require.resolve('electron-vite/bin/electron-vite.js'), 'preview'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
