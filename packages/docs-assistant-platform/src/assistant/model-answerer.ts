import { streamText, type LanguageModel } from 'ai';
import type { AnswerEvent, AnswerRequest, Answerer } from './answerer.js';
import { groundingPrompt } from './grounding-prompt.js';

/** Answers with a language model through the AI SDK, grounded in the retrieved sections. */
export class ModelAnswerer implements Answerer {
  constructor(
    readonly name: string,
    private readonly model: LanguageModel,
  ) {}

  async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
    const result = streamText({
      model: this.model,
      system: groundingPrompt(request),
      messages: [
        ...request.history.map((m) => ({ role: m.role, content: m.text })),
        { role: 'user' as const, content: request.question },
      ],
      abortSignal: request.signal,
      maxRetries: 1,
    });
    for await (const part of result.stream) {
      if (part.type === 'text-delta') yield { type: 'text', delta: part.text };
      else if (part.type === 'reasoning-delta') yield { type: 'reasoning', delta: part.text };
      else if (part.type === 'error')
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
    }
  }
}
