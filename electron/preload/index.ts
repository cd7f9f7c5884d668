import { contextBridge } from 'electron';

// Only the app contract is exposed to the renderer; the shell issue adds invoke() and on().
contextBridge.exposeInMainWorld('psa', { version: 1 });
