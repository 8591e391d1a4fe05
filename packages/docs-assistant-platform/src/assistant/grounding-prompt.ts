import type { AnswerRequest } from './answerer.js';

const MAX_SECTION_CHARS = 4000;

/** The system prompt that keeps a model to the retrieved docs. */
export function groundingPrompt(request: AnswerRequest): string {
  const docs = request.sources
    .map((source, i) => {
      const body = source.sections
        .map((s) => {
          const code = s.code.map((c) => `\`\`\`${c.lang ?? ''}\n${c.code}\n\`\`\``).join('\n');
          return [s.headings.length ? `## ${s.headings.join(' › ')}` : '', s.text, code]
            .filter(Boolean)
            .join('\n');
        })
        .join('\n\n')
        .slice(0, MAX_SECTION_CHARS);
      return `[${i + 1}] ${source.title} (${source.url})\n${body}`;
    })
    .join('\n\n---\n\n');
  const context = request.context
    .map(
      (c) => `${c.type === 'code' ? 'Code' : 'Selected text'}${c.path ? ` from ${c.path}` : ''}:\n${c.value}`,
    )
    .join('\n\n');
  return [
    'You are the documentation assistant of this site. Answer only from the documentation excerpts below.',
    'Cite the excerpts you use with their numbers in square brackets, like [1]. Use Markdown; keep code in fenced blocks with a language.',
    'If the excerpts do not answer the question, say plainly that the documentation does not cover it; do not guess.',
    request.language
      ? `Answer in the language of the question (the docs searched are in "${request.language}").`
      : '',
    '',
    docs ? `Documentation excerpts:\n\n${docs}` : 'No documentation excerpt matched the question.',
    context ? `\nThe reader attached this from the page:\n\n${context}` : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
