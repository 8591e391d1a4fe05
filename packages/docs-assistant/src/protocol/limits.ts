/** Sizes the request body may reach: the proxy, the API and their OpenAPI document share them. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MESSAGES_MAX = 200;
export const PARTS_MAX = 200;
export const MESSAGE_TEXT_MAX_LENGTH = 100_000;
export const CONTEXT_ITEMS_MAX = 20;
export const CONTEXT_VALUE_MAX_LENGTH = 20_000;
export const CURRENT_PATH_MAX_LENGTH = 200;
export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5;
export const RETRIEVAL_PAGE_SIZE_MAX = 50;
