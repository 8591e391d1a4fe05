export * from './assistant-proxy.js';
export * from './hono-route.js';
