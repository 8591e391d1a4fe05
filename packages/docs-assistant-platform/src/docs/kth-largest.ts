/**
 * The `k`-th largest of the first `n` values (k from 1), reordering them: a selection in linear
 * time on average, where sorting every matching page's score would take n log n.
 */
export function kthLargest(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    // Larger values to the left.
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}
