import { boundQuestion } from '../docs/query-bounds.js';
import type { SectionCode } from '../db/schema.js';
import type { AnswerEvent, AnswerRequest, Answerer, CitedSource } from './answerer.js';

const STOP = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the this to what when where which who why with you your'.split(
    ' ',
  ),
);

/** Lowercased word stems, good enough to score sentences against a question. */
function stems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return new Set(words.filter((w) => !STOP.has(w) && w.length > 1).map((w) => w.slice(0, 6)));
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

const MAX_SENTENCE = 280;

/** Cuts a run-on "sentence" at a word boundary. */
function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_SENTENCE - 40))}…`;
}

/** The sentences of a section that bear on the question, in their original order. */
function relevantSentences(text: string, question: Set<string>, max: number): string[] {
  // Blank lines end paragraphs; single line breaks are only the source's wrapping.
  const sentences = text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?。！？])\s+/))
    .map((s) => s.trim())
    // Flattened table rows read as noise, not as sentences.
    .filter((s) => s.length > 20 && /[\p{L}]/u.test(s) && (s.match(/\|/g)?.length ?? 0) < 3)
    .map(shorten);
  const scored = sentences.map((s, i) => ({
    s,
    i,
    score: overlap(stems(s), question) + (i === 0 ? 0.5 : 0),
  }));
  const best = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max);
  const chosen = best.length > 0 ? best : scored.slice(0, Math.min(2, scored.length));
  return chosen.sort((a, b) => a.i - b.i).map((x) => x.s);
}

function bestCode(code: SectionCode[], question: Set<string>): SectionCode | undefined {
  return [...code].sort((a, b) => overlap(stems(b.code), question) - overlap(stems(a.code), question))[0];
}

function fence(block: SectionCode): string {
  const ticks = block.code.includes('```') ? '````' : '```';
  const info = [block.lang ?? '', block.title ?? ''].join(' ').trim();
  return `${ticks}${info}\n${block.code.trimEnd()}\n${ticks}`;
}

const NOT_COVERED = {
  en: "I couldn't find this in the documentation. Try different words, or name the feature or page you are asking about.",
  fr: "Je n'ai pas trouvé cela dans la documentation. Essayez d'autres mots, ou nommez la fonctionnalité ou la page concernée.",
  es: 'No encontré esto en la documentación. Prueba con otras palabras, o nombra la función o la página sobre la que preguntas.',
  zh: '我在文档中没有找到相关内容。请换个说法，或说明你询问的功能或页面。',
} as const;

/** Whether the retrieved pages answer the question, as far as the offline answerer can tell. */
export const covers = (request: Pick<AnswerRequest, 'sources' | 'covered'>) =>
  request.sources.length > 0 && request.covered;

/** The answer as markdown, citing each source by its number. */
export function composeAnswer(
  request: Pick<AnswerRequest, 'question' | 'sources' | 'covered' | 'context' | 'language'>,
): string {
  const { sources } = request;
  if (!covers(request)) {
    const lang = (request.language?.slice(0, 2) ?? 'en') as keyof typeof NOT_COVERED;
    return NOT_COVERED[lang] ?? NOT_COVERED.en;
  }
  const question = stems([boundQuestion(request.question), ...request.context.map((c) => c.value)].join(' '));
  const [first, ...rest] = sources as [CitedSource, ...CitedSource[]];
  const lines: string[] = [];
  const section = first.sections[0]!;
  lines.push(`**${first.title}** [1]`, '');
  lines.push(relevantSentences(section.text, question, 4).join(' '));
  const code = bestCode(
    first.sections.flatMap((s) => s.code),
    question,
  );
  if (code) lines.push('', fence(code));
  const more = first.sections.slice(1, 2).flatMap((s) => relevantSentences(s.text, question, 2));
  if (more.length) lines.push('', more.join(' '));
  const related = rest.slice(0, 3);
  if (related.length) {
    lines.push('', 'Related:');
    related.forEach((source, i) => {
      const lead = relevantSentences(source.sections[0]!.text, question, 1)[0];
      lines.push(`- **${source.title}** [${i + 2}]${lead ? `: ${lead}` : ''}`);
    });
  }
  return lines.join('\n');
}

/** Splits text into small deltas (words and the space after them), as a model would stream. */
export function* words(text: string): Generator<string> {
  for (const m of text.matchAll(/\S+\s*|\s+/g)) yield m[0];
}

/**
 * The built-in answerer: no network, no model. It quotes the passages (prose and code) that best
 * match the question from the top retrieved page, cites every source, and says plainly when the
 * docs do not cover the question.
 */
export class ExtractiveAnswerer implements Answerer {
  readonly name = 'extractive';

  async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
    if (!covers(request)) yield { type: 'declined' };
    for (const delta of words(composeAnswer(request))) {
      if (request.signal.aborted) return;
      yield { type: 'text', delta };
    }
  }
}
