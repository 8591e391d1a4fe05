import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Answerer } from './answerer.js';
import { ExtractiveAnswerer } from './extractive-answerer.js';
import { DEFAULT_MODEL_LIMITS, ModelAnswerer, type ModelLimits } from './model-answerer.js';

const LIMIT_VARIABLES: [keyof ModelLimits, string][] = [
  ['maxSteps', 'ASSISTANT_MAX_STEPS'],
  ['maxOutputTokens', 'ASSISTANT_MAX_OUTPUT_TOKENS'],
  ['maxTotalTokens', 'ASSISTANT_MAX_TOTAL_TOKENS'],
  ['timeoutMs', 'ASSISTANT_TIMEOUT_MS'],
];

/** The model's limits, each overridable by a positive integer in its variable. */
export function modelLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ModelLimits {
  const limits = { ...DEFAULT_MODEL_LIMITS };
  for (const [key, name] of LIMIT_VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a positive integer, got "${raw}"`);
    limits[key] = value;
  }
  return limits;
}

/**
 * The answerer named by `ASSISTANT_MODEL`: `provider:model`, with `openai-compatible` (Ollama,
 * vLLM, llama.cpp: `OPENAI_COMPATIBLE_BASE_URL`, optional `OPENAI_COMPATIBLE_API_KEY`), `openai`
 * (`OPENAI_API_KEY`, optional `OPENAI_BASE_URL`) or `anthropic` (`ANTHROPIC_API_KEY`). Unset: the
 * built-in extractive answerer, which needs no network. A model's steps, tokens and time are
 * bounded (see {@link modelLimitsFromEnv}).
 */
export function answererFromEnv(env: NodeJS.ProcessEnv = process.env): Answerer {
  const spec = env.ASSISTANT_MODEL?.trim();
  if (!spec || spec === 'extractive') return new ExtractiveAnswerer();
  const colon = spec.indexOf(':');
  const provider = colon > 0 ? spec.slice(0, colon) : '';
  const model = spec.slice(colon + 1);
  if (!model) throw new Error(`ASSISTANT_MODEL must look like provider:model, got "${spec}"`);
  const limits = modelLimitsFromEnv(env);
  switch (provider) {
    case 'openai-compatible': {
      const baseURL = env.OPENAI_COMPATIBLE_BASE_URL;
      if (!baseURL) throw new Error('ASSISTANT_MODEL=openai-compatible:… needs OPENAI_COMPATIBLE_BASE_URL');
      const p = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey: env.OPENAI_COMPATIBLE_API_KEY,
      });
      return new ModelAnswerer(spec, p.chatModel(model), limits);
    }
    case 'openai':
      return new ModelAnswerer(
        spec,
        createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL })(model),
        limits,
      );
    case 'anthropic':
      return new ModelAnswerer(spec, createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(model), limits);
    default:
      throw new Error(
        `Unknown provider "${provider}" in ASSISTANT_MODEL; use openai-compatible, openai or anthropic`,
      );
  }
}
