import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../src/assistant/answerer.js';
import { retrieve, sameTerm, unknownWords, type RetrievalInput } from '../../src/assistant/retrieval.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { DocsIndex } from '../../src/docs/search-index.js';

const DEMO_DOCS = fileURLToPath(new URL('../../../../demo/docs', import.meta.url));
const SITE = 'https://docs.example.com/';

let index: DocsIndex;
beforeAll(async () => {
  index = DocsIndex.build((await loadDocs(DEMO_DOCS)).sections);
});

type Message = ConversationMessage & { cited?: string[] };
const user = (text: string): Message => ({ role: 'user', text });
/** An earlier answer, with the pages it cited. */
const answer = (text: string, cited: string[]): Message => ({ role: 'assistant', text, cited });
const turn = (messages: Message[], extra: Partial<RetrievalInput> = {}) =>
  retrieve(index, {
    messages: messages.map(({ role, text }) => ({ role, text })),
    priorPaths: messages.filter((m) => m.role === 'assistant').at(-1)?.cited ?? [],
    context: [],
    pageSize: 5,
    siteUrl: SITE,
    language: 'en',
    ...extra,
  });
const paths = (r: ReturnType<typeof turn>) => r.sources.map((s) => new URL(s.url).pathname);

describe('retrieval over a conversation', () => {
  it('finds what an elliptical follow-up refers to, from the earlier turn and the pages it cited', () => {
    const alone = turn([user('what happens if I go over?')]);
    expect(paths(alone)[0]).not.toBe('/configuration');

    const followUp = turn([
      user('what are the rate limits'),
      answer('`LIMIT_ASSISTANT_PER_ORG_HOUR`: 10,000 answers per organization per hour [1]', [
        '/configuration',
      ]),
      user('what happens if I go over?'),
    ]);
    expect(followUp.followUp).toBe(true);
    expect(paths(followUp)[0]).toBe('/configuration');
    expect(followUp.sources[0]!.match).toBeGreaterThan(0.45);
    expect(followUp.query).toContain('what are the rate limits');
  });

  it('reads "and how do I … one?" as a follow-up of the turn before', () => {
    const r = turn([
      user('how do I create keys'),
      answer('Create them with the CLI. [1]', ['/server-api']),
      user('and how do I revoke one?'),
    ]);
    expect(r.followUp).toBe(true);
    expect(paths(r)[0]).toBe('/server-api');
  });

  it('does not drag a new standalone question back to the earlier topic', () => {
    const r = turn([
      user('how do I create keys'),
      answer('Create them with the CLI. [1]', ['/server-api']),
      user('how do I deploy several instances to production with postgres'),
    ]);
    expect(r.followUp).toBe(false);
    expect(paths(r)[0]).toBe('/deployment');
  });
});

describe('retrieval with page context', () => {
  it('ranks first the section that holds the code block the reader asks about', () => {
    const r = turn([user('explain this')], {
      currentPath: '/quickstart',
      context: [
        {
          type: 'code',
          value:
            'DATABASE_URL=postgres://app:secret@db:5432/docs \\\nREDIS_URL=redis://cache:6379 \\\nHOST=0.0.0.0 TRUST_PROXY=true npm start',
        },
      ],
    });
    expect(paths(r)[0]).toBe('/deployment');
    expect(r.sources[0]!.sections[0]!.anchor).toBe('several-instances');
    expect(r.sources[0]!.match).toBe(1);
  });

  it('finds a selected passage whatever its markup, on the page the reader is on', () => {
    const r = turn([user('what does this mean?')], {
      currentPath: '/server-api',
      context: [
        {
          type: 'textSelection',
          value: 'The key is sent only once; a threadId without its key is answered with 404.',
        },
      ],
    });
    expect(paths(r)[0]).toBe('/server-api');
    expect(r.sources[0]!.sections[0]!.anchor).toBe('threads');
  });

  it('still answers from the question when the selection is not in the docs', () => {
    const r = turn([user('which port does the server listen on?')], {
      currentPath: '/element',
      context: [{ type: 'textSelection', value: 'words that appear on no page of these docs at all' }],
    });
    expect(paths(r)).toContain('/configuration');
  });
});

describe('words the docs do not use', () => {
  const stats = { rarity: () => 1, known: (term: string) => ['如何', '安装', 'default'].includes(term) };
  it('counts three Han characters never written together as a word, not a pair across two words', () => {
    expect(unknownWords('如何安装', 'zh', stats)).toEqual([]);
    expect(unknownWords('如何做红烧肉', 'zh', stats)).toEqual(['何做红烧肉']);
  });

  it('takes a misspelt stop word for a stop word, not for a word the docs lack', () => {
    expect(unknownWords('wich default', 'en', stats)).toEqual([]);
    expect(unknownWords('shoud I change the default', 'en', stats)).toEqual([]);
    expect(unknownWords('bitcoin default', 'en', stats)).toEqual(['bitcoin']);
  });

  it('takes two swapped letters for one typo', () => {
    expect(sameTerm('defualt', 'default')).toBe(true);
    expect(sameTerm('deflaut', 'default')).toBe(false);
  });
});
