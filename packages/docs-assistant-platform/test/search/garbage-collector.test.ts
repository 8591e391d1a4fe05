import { describe, expect, it } from 'vitest';
import { GarbageCollector } from '../../src/search/garbage-collector.js';

describe("a search thread's garbage", () => {
  it('is collected once what was left since the last collection reaches the bound', () => {
    let collections = 0;
    const garbage = new GarbageCollector(100, () => collections++);
    garbage.left(60);
    garbage.collectIfDue();
    expect(collections).toBe(0);
    garbage.left(40);
    garbage.collectIfDue();
    expect(collections).toBe(1);
    // Counted again from nothing.
    garbage.left(99);
    garbage.collectIfDue();
    expect(collections).toBe(1);
  });
});
