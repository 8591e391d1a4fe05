import { isStepCount, streamText, type LanguageModel, type ModelMessage, type StopCondition } from 'ai';
import type { AnswerEvent, AnswerRequest, Answerer, CitedSource } from './answerer.js';
import { docsTools, READ_TOOL, SEARCH_TOOL } from './docs-tools.js';
import { groundingPrompt } from './grounding-prompt.js';

/** How far one answer may go: model calls, tokens and time. */
export interface ModelLimits {
  /** Model calls per answer; the last one may not use tools, so it must answer. */
  maxSteps: number;
  /** Tokens each model call may write. */
  maxOutputTokens: number;
  /** Tokens (read and written) of all calls together; no further call starts past it. */
  maxTotalTokens: number;
  /** Wall-clock time of the whole answer. */
  timeoutMs: number;
}

export const DEFAULT_MODEL_LIMITS: ModelLimits = {
  maxSteps: 6,
  maxOutputTokens: 2000,
  maxTotalTokens: 100_000,
  timeoutMs: 90_000,
};

/** Earlier turns the model sees, and how much of each. */
const HISTORY_MESSAGES = 12;
const HISTORY_MESSAGE_CHARS = 4000;

const tokenBudget =
  (max: number): StopCondition<ReturnType<typeof docsTools>> =>
  ({ steps }) =>
    steps.reduce((total, step) => total + (step.usage.totalTokens ?? 0), 0) >= max;

/**
 * The conversation as the model reads it. Earlier answers cite pages by numbers that meant
 * something only in their own turn, so their markers are dropped.
 */
function conversation(request: AnswerRequest): ModelMessage[] {
  const history = request.history.slice(-HISTORY_MESSAGES).map((m) => ({
    role: m.role,
    content: (m.role === 'assistant' ? m.text.replace(/\s?\[\d{1,3}(?:,\s*\d{1,3})*\]/g, '') : m.text).slice(
      0,
      HISTORY_MESSAGE_CHARS,
    ),
  }));
  return [...history, { role: 'user', content: request.question }];
}

/** What the reader is told when the limits stop the model before it has answered. */
function unfinished(sources: CitedSource[], cutShort: boolean): string {
  if (cutShort) return '\n\n*The answer was cut short: it took too long.*';
  const closest = sources
    .slice(0, 3)
    .map((s) => `- ${s.title} [${s.sourceId.replace(/^src-/, '')}]`)
    .join('\n');
  return `I could not finish an answer within the time and steps allowed.${closest ? ` These pages look closest:\n\n${closest}` : ''}`;
}

/**
 * Answers with a language model through the AI SDK. The model starts from the turn's retrieval,
 * may search the docs and read pages with tools, and decides itself whether the docs answer the
 * question. Every search and page read is reported, so that the reader sees it.
 */
export class ModelAnswerer implements Answerer {
  constructor(
    readonly name: string,
    private readonly model: LanguageModel,
    private readonly limits: ModelLimits = DEFAULT_MODEL_LIMITS,
  ) {}

  async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
    const { limits } = this;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error('answer time limit')), limits.timeoutMs);
    const tools = docsTools(request.docs);
    const result = streamText({
      model: this.model,
      instructions: groundingPrompt(request, { tools: true }),
      messages: conversation(request),
      tools,
      stopWhen: [isStepCount(limits.maxSteps), tokenBudget(limits.maxTotalTokens)],
      // The last call gets no tools: it has to answer from what it found.
      prepareStep: ({ stepNumber }) => (stepNumber >= limits.maxSteps - 1 ? { activeTools: [] } : undefined),
      maxOutputTokens: limits.maxOutputTokens,
      abortSignal: AbortSignal.any([request.signal, deadline.signal]),
      maxRetries: 1,
      // Errors arrive as stream parts and are handled (and logged) by the turn.
      onError: () => {},
    });
    let wrote = false;
    try {
      for await (const part of result.stream) {
        if (part.type === 'text-delta') {
          wrote ||= part.text.trim() !== '';
          yield { type: 'text', delta: part.text };
        } else if (part.type === 'reasoning-delta') yield { type: 'reasoning', delta: part.text };
        else if (part.type === 'tool-result' && !part.dynamic) {
          if (part.toolName === SEARCH_TOOL)
            yield { type: 'searched', query: part.input.query, found: part.output };
          else if (part.toolName === READ_TOOL && part.output) yield { type: 'read', source: part.output };
        } else if (part.type === 'error')
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
    } catch (err) {
      if (!deadline.signal.aborted || request.signal.aborted) throw err;
    } finally {
      clearTimeout(timer);
    }
    if (request.signal.aborted) return;
    if (!wrote || deadline.signal.aborted)
      yield { type: 'text', delta: unfinished(request.sources, wrote && deadline.signal.aborted) };
  }
}
