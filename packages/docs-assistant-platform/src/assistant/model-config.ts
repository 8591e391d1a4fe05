import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Answerer } from './answerer.js';
import { ExtractiveAnswerer } from './extractive-answerer.js';
import { ModelAnswerer } from './model-answerer.js';

/**
 * The answerer named by `ASSISTANT_MODEL`: `provider:model`, with `openai-compatible` (Ollama,
 * vLLM, llama.cpp: `OPENAI_COMPATIBLE_BASE_URL`, optional `OPENAI_COMPATIBLE_API_KEY`), `openai`
 * (`OPENAI_API_KEY`, optional `OPENAI_BASE_URL`) or `anthropic` (`ANTHROPIC_API_KEY`). Unset: the
 * built-in extractive answerer, which needs no network.
 */
export function answererFromEnv(env: NodeJS.ProcessEnv = process.env): Answerer {
  const spec = env.ASSISTANT_MODEL?.trim();
  if (!spec || spec === 'extractive') return new ExtractiveAnswerer();
  const colon = spec.indexOf(':');
  const provider = colon > 0 ? spec.slice(0, colon) : '';
  const model = spec.slice(colon + 1);
  if (!model) throw new Error(`ASSISTANT_MODEL must look like provider:model, got "${spec}"`);
  switch (provider) {
    case 'openai-compatible': {
      const baseURL = env.OPENAI_COMPATIBLE_BASE_URL;
      if (!baseURL) throw new Error('ASSISTANT_MODEL=openai-compatible:… needs OPENAI_COMPATIBLE_BASE_URL');
      const p = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey: env.OPENAI_COMPATIBLE_API_KEY,
      });
      return new ModelAnswerer(spec, p.chatModel(model));
    }
    case 'openai':
      return new ModelAnswerer(
        spec,
        createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL })(model),
      );
    case 'anthropic':
      return new ModelAnswerer(spec, createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(model));
    default:
      throw new Error(
        `Unknown provider "${provider}" in ASSISTANT_MODEL; use openai-compatible, openai or anthropic`,
      );
  }
}
