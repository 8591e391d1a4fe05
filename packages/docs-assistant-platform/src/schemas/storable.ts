/**
 * What PostgreSQL can store, checked before anything is written: `text` and `jsonb` refuse NUL
 * characters, `jsonb` refuses lone UTF-16 surrogates (`"\ud800"`), and deeply nested JSON costs
 * stack and time on both sides for no reader's benefit. A request carrying any of them is a 400.
 */

/** Deepest nesting a request body may have: a message part's metadata is a few levels deep. */
export const MAX_JSON_DEPTH = 24;

/** Why `value` cannot be stored, with the path to the first offending place; null when it can. */
export function unstorableReason(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  // Iterative, so that a hostile depth cannot overflow the stack of the check itself.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const where = item.path || 'body';
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return `${where}: ${problem}`;
      continue;
    }
    if (typeof item.value === 'number' && !Number.isFinite(item.value)) return `${where}: must be finite`;
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return `${where}: nested deeper than ${maxDepth} levels`;
    for (const [key, child] of Object.entries(item.value)) {
      const problem = textProblem(key);
      if (problem) return `${where}: a key ${problem}`;
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL refuses: NUL, or a surrogate without its pair. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired UTF-16 surrogates';
  return null;
}
