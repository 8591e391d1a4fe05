/* global process */
import { createAssistantProxy } from 'docs-assistant/server';

const proxy = createAssistantProxy({
  upstream: process.env.DOCS_ASSISTANT_UPSTREAM,
  assistantKey: process.env.DOCS_ASSISTANT_KEY,
  domain: process.env.DOCS_ASSISTANT_DOMAIN,
});

export const POST = (request) => proxy(request);
