/** `docs-assistant/server`: the reference proxy, for any runtime with `Request` and `Response`. */
export * from './assistant-proxy.js';
export * from './client-address.js';
