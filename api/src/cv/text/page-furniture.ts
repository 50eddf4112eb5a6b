/** How many non-empty lines at the top and at the bottom of a page can be a header or a footer. */
const EDGE_LINES = 3;

/** "3", "- 3 -", "Page 3", "Page 3 of 4", "3 / 4", "Sida 3 av 4", "p. 3". Four-digit numbers (years) are not page numbers. */
const PAGE_NUMBER = /^(?:(?:page|p\.|pg\.?|sida|seite|pagina|página)\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|av|von|de|\/)\s*\d{1,3})?$/i;

export function isPageNumberLine(line: string): boolean {
  return PAGE_NUMBER.test(line.trim());
}

/** Lines that differ only in numbers ("Jane Doe, page 1" and "Jane Doe, page 2") share a signature. */
function signature(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function edgeLineIndexes(lines: string[]): number[] {
  const nonEmpty = lines.flatMap((line, index) => (line.trim() ? [index] : []));
  if (nonEmpty.length <= EDGE_LINES * 2) return nonEmpty;
  return [...nonEmpty.slice(0, EDGE_LINES), ...nonEmpty.slice(-EDGE_LINES)];
}

/**
 * Removes page furniture from the text of a document's pages: page numbers at the top or bottom
 * of a page, and header or footer lines that repeat at the edges of most pages.
 *
 * A repeated line that is the same on every page (often the candidate's name and contact details)
 * is kept once, where it first appears; one that varies only in a number ("page 2") is dropped
 * everywhere. Lines in the middle of a page are never touched.
 */
export function removePageFurniture(pages: string[]): string[] {
  const split = pages.map((page) => page.split('\n'));
  const edges = split.map(edgeLineIndexes);

  const pagesWithSignature = new Map<string, number>();
  const spellings = new Map<string, Set<string>>();
  edges.forEach((indexes, page) => {
    const lines = indexes.map((i) => split[page][i].trim());
    new Set(lines.map(signature)).forEach((sig) => pagesWithSignature.set(sig, (pagesWithSignature.get(sig) ?? 0) + 1));
    lines.forEach((line) => spellings.set(signature(line), (spellings.get(signature(line)) ?? new Set()).add(line)));
  });
  const repeats = (sig: string) => {
    const count = pagesWithSignature.get(sig) ?? 0;
    return count >= 2 && count > pages.length / 2;
  };

  const keptOnce = new Set<string>();
  return split.map((lines, page) => {
    const drop = new Set<number>();
    for (const index of edges[page]) {
      const line = lines[index].trim();
      const sig = signature(line);
      if (isPageNumberLine(line)) {
        drop.add(index);
      } else if (repeats(sig)) {
        const sameOnEveryPage = spellings.get(sig)?.size === 1;
        if (sameOnEveryPage && !keptOnce.has(sig)) keptOnce.add(sig);
        else drop.add(index);
      }
    }
    return lines.filter((_, index) => !drop.has(index)).join('\n');
  });
}
