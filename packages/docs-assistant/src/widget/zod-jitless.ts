// The chat engine brings zod, which probes `new Function` to pick a faster parser. Under
// `script-src 'self'` the probe is reported as a CSP violation, so the script-tag build turns it
// off before the engine loads, through the global zod reads its settings from (the npm build
// leaves the app's zod settings alone). Without it, answers still work: only a report is sent.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
