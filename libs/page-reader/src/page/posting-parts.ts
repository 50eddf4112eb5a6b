/** What one source (JSON-LD, a board's markup, the article) knows about a posting. */
export interface PostingParts {
  title?: string;
  company?: string;
  location?: string;
  /** Plain text with paragraphs and "• " bullets. */
  description?: string;
}
