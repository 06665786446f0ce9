// Frame and wheel sizes in the order a dealer reads them: letter sizes small to large (OS, one size, last), then
// numbers ascending (20", 20.5", 52, 700c), then anything else alphabetically. The spec names the size filters
// (spec 01 §3) but no order: this one is ours, used by the server's filter choices and the app's filter panel.

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'OS'];

function rank(size: string): [number, number, string] {
  const upper = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(upper);
  if (letter >= 0) return [0, letter, upper];
  const number = /^\d+(?:\.\d+)?/.exec(upper);
  if (number) return [1, Number(number[0]), upper];
  return [2, 0, upper];
}

/** Compares two sizes for sorting (see the file's note). */
export function compareSizes(a: string, b: string): number {
  const [groupA, valueA, textA] = rank(a);
  const [groupB, valueB, textB] = rank(b);
  return groupA - groupB || valueA - valueB || textA.localeCompare(textB);
}
