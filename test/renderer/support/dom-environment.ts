import { builtinEnvironments, type Environment } from 'vitest/runtime';

/*
 * Vitest's happy-dom environment, except that the network stays Node's. The component tests run
 * the real app core in the same process, and its HTTP client (sync, connection tests) must reach
 * the loopback PSA service with Node's fetch, as it does in the desktop app and web mode, not
 * through the simulated browser's fetch (which adds an origin and CORS of its own). The renderer
 * itself never fetches: it reaches the core through window.psa.
 */

const NODE_KEYS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
] as const;

const happyDom = builtinEnvironments['happy-dom'];

const environment: Environment = {
  name: 'happy-dom-node-network',
  viteEnvironment: 'client',
  async setup(global: Record<string, unknown>, options) {
    const kept = NODE_KEYS.map((key) => [key, global[key]] as const);
    const env = await happyDom.setup(global, options);
    // happy-dom's globals are accessors whose setter overrides the window's value.
    for (const [key, value] of kept) global[key] = value;
    return env;
  },
};

export default environment;
