import { monotonicFactory } from 'ulid';

/** ULIDs sort by creation time, so they double as keyset cursors. */
export const newId: () => string = monotonicFactory();
