/** The first `max` characters of a text, with an ellipsis when something was cut. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
