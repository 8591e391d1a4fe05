import { describe, expect, it } from 'vitest';
import { progressPrinter } from '../../src/docs/ingest.js';

/** A terminal of a given width that records what is written to it. */
function terminal(columns: number) {
  const writes: string[] = [];
  const stream = { isTTY: true, columns, write: (chunk: string) => writes.push(chunk) };
  return { writes, stream: stream as unknown as NodeJS.WriteStream };
}

describe('ingestion progress', () => {
  it('draws a bar redrawn in place on one terminal line, ending the line when done', () => {
    const { writes, stream } = terminal(60);
    const progress = progressPrinter(stream)!;
    progress(1, 2, 'docs/guides/a-very-long-folder-name/and-an-even-longer-page-name.md');
    progress(2, 2, 'docs/index.md');
    const lines = writes.join('').split('\r').filter(Boolean);
    expect(lines[0]).toMatch(/^\[#{12}-{12}\] 1\/2 …/);
    expect(lines[0]).toContain('page-name.md');
    for (const line of lines) expect(line.replace(/\n$/, '').length).toBeLessThanOrEqual(59);
    expect(writes.join('')).toMatch(/\[#{24}\] 2\/2 docs\/index\.md\s*\n$/);
  });

  it('prints nothing when the output is not a terminal', () => {
    expect(progressPrinter({ isTTY: false } as NodeJS.WriteStream)).toBeUndefined();
  });
});
