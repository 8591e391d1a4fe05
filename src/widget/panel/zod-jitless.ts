import { config } from 'zod/v4/core';

// The chat engine brings zod, which probes `new Function` to pick a faster parser. Under
// `script-src 'self'` the probe is reported as a CSP violation, so turn it off. This module is
// imported first so it runs before the engine's modules evaluate.
config({ jitless: true });
