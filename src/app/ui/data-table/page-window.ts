/**
 * The page numbers a pager shows: at most `size` consecutive pages around `current` (centred where possible),
 * clamped to 1..`total`. Spec 01 §2/§9: the customer dialog shows 4 pages, tables up to 10.
 */
export function pageWindow(current: number, total: number, size: number): number[] {
  if (total < 1 || size < 1) return [];
  const count = Math.min(size, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
