/**
 * Where a sentence ends: after a full stop and before what may begin one. "e.g. to adhere",
 * "etc. and" go on in lower case; "e.g. `my-theme/config`" and "i.e. Redis" go on whatever follows.
 */
export const SENTENCE_END =
  /(?<=[.!?])(?<!\b(?:[eE]\.g|[iI]\.e|[cC]f|[vV]s)\.)\s+(?!\p{Ll})|(?<=[。！？])\s*/u;
