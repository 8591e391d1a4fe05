export * from './assistant-proxy.js';
export * from './client-address.js';
export * from './hono-route.js';
