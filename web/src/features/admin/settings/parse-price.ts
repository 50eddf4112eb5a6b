/** SPEC.md section 5: the price field's text as a number; anything unparsable becomes 0. */
export function parsePrice(text: string): number {
  const price = Number.parseFloat(text);
  return Number.isFinite(price) ? price : 0;
}
