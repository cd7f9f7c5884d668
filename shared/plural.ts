/**
 * A count with its noun in the right number: "1 change", "0 changes", "2 entries". English only;
 * `many` is given where adding "s" is wrong.
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
