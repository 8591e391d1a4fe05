/** Lists from attributes: a JSON array, or items separated by `|` (commas for `groups`). */
export const listConverter = (separator: string) => ({
  fromAttribute: (value: string | null): string[] => {
    if (!value) return [];
    if (value.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
      } catch {
        // Fall back to splitting.
      }
    }
    return value
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean);
  },
  toAttribute: (value: string[]) => value.join(separator),
});
