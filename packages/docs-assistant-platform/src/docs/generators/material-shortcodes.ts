/**
 * The shortcodes of Material for MkDocs' documentation hook (`hooks: [.../shortcodes.py]`), HTML
 * comments the hook replaces before Markdown is read: `<!-- md:setting config.post_dir -->` names
 * the setting a heading documents, `<!-- md:default true -->` shows its default value,
 * `<!-- md:version 9.2.0 -->` a version badge. Read as the site shows them, they keep the name and
 * default of every setting in the text; left as comments, those are lost.
 */
const SHORTCODE = /<!--\s*md:(\w+)([^>]*?)\s*-->/g;

export function expandMaterialShortcodes(source: string): string {
  if (!source.includes('<!-- md:')) return source;
  return source.replace(SHORTCODE, (match, type: string, rawArgs: string, offset: number, all: string) => {
    const args = rawArgs.trim();
    const before = all.slice(all.lastIndexOf('\n', offset) + 1, offset);
    const after = all.slice(offset + match.length, offset + match.length + 1);
    switch (type.toLowerCase()) {
      case 'setting': {
        // The setting's own name, with its full name as the heading's id, as the hook renders it.
        const name = args.split(/[.*]/).pop() ?? args;
        return /^\s{0,3}#/.test(before) ? `\`${name}\` { #${args} }` : `\`${name}\``;
      }
      case 'option':
        return `\`${args.split(/[.:]/).pop() ?? args}\``;
      case 'default':
        return args ? `Default: ${args}` : '';
      case 'version':
        // Inline, `Prior to version <!-- md:version 8.5.6 -->,`, the number is part of the sentence.
        return /\w\s*$/.test(before) || /^[.,;:)]/.test(after) ? args.replace(/^insiders-/, '') : '';
      default:
        // Flags, features, plugin and extension badges, examples: pictures and links, not prose.
        return '';
    }
  });
}
