import type { DocsAssistantStrings } from '../strings.js';
import type { UiLanguage } from './languages.js';

type Loader = () => Promise<{ default: DocsAssistantStrings }>;

/** One small chunk per language, so a reader downloads only the texts of the language shown. */
const LOADERS: Record<UiLanguage, Loader> = {
  en: () => import('../panel/panel-strings.js'),
  fr: () => import('./strings-fr.js'),
  es: () => import('./strings-es.js'),
  de: () => import('./strings-de.js'),
  pt: () => import('./strings-pt.js'),
  ja: () => import('./strings-ja.js'),
  zh: () => import('./strings-zh.js'),
  ko: () => import('./strings-ko.js'),
  ru: () => import('./strings-ru.js'),
  ar: () => import('./strings-ar.js'),
};

/** Every text in a language. */
export async function loadLanguageStrings(language: UiLanguage): Promise<DocsAssistantStrings> {
  return (await LOADERS[language]()).default;
}
