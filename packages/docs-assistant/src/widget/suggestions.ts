import { listConverter } from './list-attribute.js';

/** Starter questions: one list for every language, or lists by language tag. */
export type Suggestions = string[] | Record<string, string[]>;

const list = listConverter('|');

/** `a|b`, a JSON array, or a JSON object of arrays by language (`{"en": [...], "fr": [...]}`). */
const suggestionsConverter = {
  fromAttribute(value: string | null): Suggestions {
    if (value?.trim().startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object') {
          const byLanguage: Record<string, string[]> = {};
          for (const [language, items] of Object.entries(parsed)) {
            if (Array.isArray(items))
              byLanguage[language.toLowerCase()] = items.filter(
                (item): item is string => typeof item === 'string',
              );
          }
          return byLanguage;
        }
      } catch {
        return [];
      }
    }
    if (value?.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
      } catch {
        // Not JSON: split it.
      }
    }
    return list.fromAttribute(value);
  },
};

/**
 * The questions for a language, from the property or the attribute's text: its own list (full
 * tag or primary subtag), else English, else none.
 */
export function suggestionsFor(value: Suggestions | string, language: string): string[] {
  const suggestions = typeof value === 'string' ? suggestionsConverter.fromAttribute(value) : value;
  if (Array.isArray(suggestions)) return suggestions;
  return suggestions[language] ?? suggestions[language.split('-')[0]!] ?? suggestions.en ?? [];
}
