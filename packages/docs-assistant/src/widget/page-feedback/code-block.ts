import { FEEDBACK_CODE_MAX_LENGTH } from '../../protocol/feedback.js';

/** A code block of the page, as a report about it names it. */
export interface ReportedCode {
  code: string;
  lang?: string;
  filename?: string;
}

/** `language-ts` / `lang-ts` on the block or its `<code>`, as highlighters and generators mark it. */
const LANGUAGE_CLASS = /^(?:language|lang)-([\w+#.-]+)$/;

/**
 * What a code block holds: its text, its language from the usual class names, and its file name
 * from a `data-filename` / `data-title` attribute on it or on the element framing it.
 */
export function describeCodeBlock(block: Element): ReportedCode {
  const inner = block.querySelector('code');
  const code = (inner ?? block).textContent ?? '';
  const lang = [block, inner]
    .flatMap((element) => (element ? [...element.classList] : []))
    .map((name) => LANGUAGE_CLASS.exec(name)?.[1])
    .find(Boolean);
  const framed = block.closest('[data-filename], [data-title]');
  const filename = framed?.getAttribute('data-filename') ?? framed?.getAttribute('data-title') ?? undefined;
  return {
    code: code.slice(0, FEEDBACK_CODE_MAX_LENGTH),
    ...(lang && { lang: lang.slice(0, 100) }),
    ...(filename?.trim() && { filename: filename.trim().slice(0, 500) }),
  };
}
