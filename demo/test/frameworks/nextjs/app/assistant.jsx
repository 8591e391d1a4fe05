'use client';
// Rendered on the server too: the entries import in Node and define the element in browsers only.
import { DocsAssistant } from 'docs-assistant/react';

export default function Assistant() {
  return (
    <DocsAssistant
      api="/api/assistant"
      suggestions={['How do I install the CLI?', 'How do I deploy?']}
      onFinish={(event) => console.log('assistant answered', event.detail.threadId)}
    />
  );
}
