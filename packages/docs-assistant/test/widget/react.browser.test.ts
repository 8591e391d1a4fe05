import { useChat } from '@ai-sdk/react';
import { expect, waitUntil } from '@open-wc/testing';
import { createElement, useRef, type RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AssistantRequestBody } from '../../src/protocol/request.js';
import { createAssistantTransport, DocsAssistant, DocsAssistantElement } from '../../src/widget/react.js';
import { clearStorage, loadPanel, loopbackApi, recordedRequests } from './helpers/element.js';

describe('React entry against a loopback server', () => {
  let container: HTMLDivElement;
  let root: Root;
  before(loadPanel);
  beforeEach(() => {
    clearStorage();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('renders <DocsAssistant> with props and React event handlers', async () => {
    const api = loopbackApi();
    const finished: string[] = [];
    let elementRef: RefObject<DocsAssistantElement | null> | undefined;
    function App() {
      elementRef = useRef<DocsAssistantElement>(null);
      return createElement(DocsAssistant, {
        ref: elementRef,
        api,
        fp: 'react-user',
        suggestions: ['From React?'],
        onFinish: (event) => finished.push(event.detail.threadId ?? ''),
      });
    }
    root.render(createElement(App));
    await waitUntil(() => elementRef?.current, 'no element');
    const el = elementRef!.current!;
    expect(el).to.be.instanceOf(DocsAssistantElement);
    expect(el.api).to.equal(api);
    await el.ask('Hello from React');
    await waitUntil(() => finished.length === 1, 'no finish event');
    expect(finished[0]).to.match(/^01J/);
    const [body] = (await recordedRequests(api)) as AssistantRequestBody[];
    expect(body!.fp).to.equal('react-user');
  });

  it('drives useChat from @ai-sdk/react with the transport factory, threads included', async () => {
    const api = loopbackApi();
    const transport = createAssistantTransport({
      api,
      fields: () => ({ fp: 'hook-user', currentPath: '/docs' }),
    });
    let send: ((text: string) => void) | undefined;
    function Chat() {
      const { messages, sendMessage, status } = useChat({ transport });
      send = (text) => void sendMessage({ text });
      return createElement(
        'div',
        { 'data-status': status },
        messages.map((message) =>
          createElement(
            'p',
            { key: message.id, className: message.role },
            message.parts.map((part) => (part.type === 'text' ? part.text : '')).join(''),
          ),
        ),
      );
    }
    root.render(createElement(Chat));
    await waitUntil(() => send);
    send!('First');
    await waitUntil(() => container.querySelector('[data-status="ready"] p.assistant'), 'no answer', {
      timeout: 4000,
    });
    expect(container.querySelector('p.assistant')!.textContent).to.contain('Installing the assistant');
    send!('Second');
    await waitUntil(() => container.querySelectorAll('p.assistant').length === 2, 'no second answer', {
      timeout: 4000,
    });
    await waitUntil(() => container.querySelector('[data-status="ready"]'));
    const bodies = (await recordedRequests(api)) as AssistantRequestBody[];
    expect(bodies[0]!.fp).to.equal('hook-user');
    expect(bodies[1]!.threadId).to.equal(transport.thread?.threadId);
    expect(bodies[1]!.threadKey).to.match(/^tk_/);
  });
});
