import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import { DocsAssistantFeedbackEvent, type FeedbackDetail } from '../../src/widget/events.js';
import { feedbackUrl } from '../../src/widget/feedback-poster.js';
import { clearStorage, loadPanel, loopbackApi, queryAll, settled } from './helpers/element.js';

interface Posted {
  source: string;
  clientId: string;
  path: string;
  helpful: boolean;
  threadId: string;
  messageId: string;
  comment?: string;
}

async function posted(api: string): Promise<Posted[]> {
  const session = new URL(api, location.href).searchParams.get('session');
  return (await (await fetch(`/api/feedback?session=${session}`)).json()) as Posted[];
}

async function waitForPosts(api: string, count: number): Promise<Posted[]> {
  let bodies: Posted[] = [];
  await waitUntil(
    async () => (bodies = await posted(api)).length >= count,
    `expected ${count} feedback posts`,
    { timeout: 4000 },
  );
  return bodies;
}

/** A rating with the reason the element's reason picker adds to the event. */
const rated = (detail: FeedbackDetail & { reason?: string }) => new DocsAssistantFeedbackEvent(detail);

describe('thumbs posted to <api>/feedback', () => {
  before(loadPanel);
  beforeEach(clearStorage);

  it('builds the feedback URL beside the API URL, keeping its query', () => {
    expect(feedbackUrl('/api/assistant?session=1', 'https://docs.example/guide/')).to.equal(
      'https://docs.example/api/assistant/feedback?session=1',
    );
    expect(feedbackUrl('https://proxy.example/assistant/', 'https://docs.example/')).to.equal(
      'https://proxy.example/assistant/feedback',
    );
  });

  it('posts a thumbs-down on a streamed answer, tied to its thread and message', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    const finished = oneEvent(el, 'docs-assistant-finish');
    await el.ask('How do I install it?');
    const { detail: answer } = await finished;
    await settled(el);
    const [, down] = queryAll(el, '[part~="feedback-button"]');
    down!.click();
    const [body] = await waitForPosts(api, 1);
    expect(body).to.deep.equal({
      source: 'thumbs',
      clientId: body!.clientId,
      path: location.pathname,
      helpful: false,
      threadId: el.threadId,
      messageId: answer.messageId,
    });
    expect(body!.clientId).to.match(/^[0-9a-f]{32}$/);
  });

  it('sends the reason as the comment, and the same rating twice with one client id', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    const detail = { threadId: 'th_9', messageId: 'm_9', helpful: false, reason: '  Not accurate ' };
    el.dispatchEvent(rated(detail));
    el.dispatchEvent(rated(detail));
    el.dispatchEvent(rated({ ...detail, helpful: true, reason: undefined }));
    const bodies = await waitForPosts(api, 3);
    const reasoned = bodies.filter((b) => b.comment === 'Not accurate');
    expect(reasoned).to.have.length(2);
    expect(reasoned[0]!.clientId).to.equal(reasoned[1]!.clientId);
    const up = bodies.find((b) => b.helpful)!;
    expect(up).to.not.have.property('comment');
    expect(up.clientId).to.not.equal(reasoned[0]!.clientId);
  });

  it('retries once after a server failure with the same client id', async () => {
    const api = loopbackApi('503-once');
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    el.dispatchEvent(rated({ threadId: 'th_1', messageId: 'm_1', helpful: true }));
    const bodies = await waitForPosts(api, 2);
    expect(bodies).to.have.length(2);
    expect(bodies[1]).to.deep.equal(bodies[0]);
  });

  it('posts nothing for a rating without a thread', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    el.dispatchEvent(rated({ threadId: undefined, messageId: 'm_1', helpful: true }));
    el.dispatchEvent(rated({ threadId: 'th_2', messageId: 'm_2', helpful: true }));
    const bodies = await waitForPosts(api, 1);
    expect(bodies.map((b) => b.threadId)).to.deep.equal(['th_2']);
  });
});
