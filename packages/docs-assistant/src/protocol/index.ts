/** The wire contract between the element, the reference proxy and the platform API. */
export * from './errors.js';
export * from './limits.js';
export * from './parts.js';
export * from './request.js';
export * from './request-schema.js';
export * from './search.js';
export * from './stream.js';
export * from './ulid.js';
export * from './feedback.js';
