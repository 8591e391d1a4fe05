/** Languages with built-in UI text; any other falls back to English. */
export const UI_LANGUAGES = ['en', 'fr', 'es', 'de', 'pt', 'ja', 'zh', 'ko', 'ru', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The primary subtag of a BCP 47 tag, lowercased: `pt-BR` → `pt`, `zh_Hant` → `zh`. */
export function primaryLanguage(tag: string | undefined | null): string {
  return (tag ?? '').trim().split(/[-_]/)[0]!.toLowerCase();
}

/** The first candidate tag with built-in UI text, or English. */
export function uiLanguage(candidates: (string | undefined | null)[]): UiLanguage {
  for (const candidate of candidates) {
    const language = primaryLanguage(candidate);
    if ((UI_LANGUAGES as readonly string[]).includes(language)) return language as UiLanguage;
  }
  return 'en';
}
