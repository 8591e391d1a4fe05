import type { AnswerRequest, CitedSource } from './answerer.js';

/** Characters of one page in the prompt, and of all pages together. */
const MAX_SOURCE_CHARS = 4000;
const MAX_EXCERPTS_CHARS = 24_000;

const sourceNumber = (source: CitedSource) => Number(source.sourceId.replace(/^src-/, ''));

/** A page as the model reads it: its number, title, URL and sections, cut at `maxChars`. */
export function excerpt(source: CitedSource, maxChars = MAX_SOURCE_CHARS): string {
  const body = source.sections
    .map((s) => {
      const code = s.code.map((c) => `\`\`\`${c.lang ?? ''}\n${c.code}\n\`\`\``).join('\n');
      return [s.headings.length ? `## ${s.headings.join(' › ')}` : '', s.text, code]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n\n');
  const cut = body.length > maxChars ? `${body.slice(0, maxChars)}\n[…]` : body;
  return `[${sourceNumber(source)}] ${source.title} (${source.url})\n${cut}`;
}

/**
 * The system prompt that keeps a model to the docs. The model always sees what retrieval found
 * and decides itself whether it answers the question; with tools it may search and read more.
 */
export function groundingPrompt(
  request: Pick<AnswerRequest, 'sources' | 'context' | 'language'>,
  options: { tools: boolean },
): string {
  let budget = MAX_EXCERPTS_CHARS;
  const docs: string[] = [];
  for (const source of request.sources) {
    if (budget <= 0) break;
    const text = excerpt(source, Math.min(MAX_SOURCE_CHARS, budget));
    budget -= text.length;
    docs.push(text);
  }
  const context = request.context
    .map(
      (c) => `${c.type === 'code' ? 'Code' : 'Selected text'}${c.path ? ` from ${c.path}` : ''}:\n${c.value}`,
    )
    .join('\n\n');
  return [
    'You are the documentation assistant of this site. Answer only from the documentation excerpts below' +
      (options.tools ? ' and the pages your tools return.' : '.'),
    'First decide whether the documentation answers the question. If it does, open with the answer itself (the value, command, setting or step asked for), then give steps or code.',
    'Cite each page you use with its number in square brackets, like [1]. Cite only numbered pages.',
    'If the documentation does not cover the question, say so plainly in one sentence, do not guess, and name the closest pages by their numbers so the reader can look there.',
    options.tools
      ? 'When the excerpts do not answer the question, search the documentation with other words (search_docs), or read a whole page when an excerpt is cut short (read_page). Do not search again for what the excerpts already answer.'
      : '',
    'Use Markdown; keep code in fenced blocks with a language.',
    request.language
      ? `Answer in the language of the question (the docs searched are in "${request.language}").`
      : '',
    '',
    docs.length
      ? `Documentation excerpts:\n\n${docs.join('\n\n---\n\n')}`
      : 'No documentation excerpt matched the question.',
    context ? `\nThe reader attached this from the page, and asks about it:\n\n${context}` : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
