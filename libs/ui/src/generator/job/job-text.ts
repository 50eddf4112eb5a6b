/**
 * A job posting as one text, the way the API's scraper hands it out: "Title: …" and "Company: …"
 * lines, a blank line, then the description. The generator reads the title and company from
 * these lines, so fields filled in separately (the extension's) end up where it looks.
 */
export interface JobTextParts {
  title: string;
  company: string;
  /** The rest of the posting. */
  body: string;
}

const HEADER_LINE = /^(title|company):[ \t]*(.*)$/i;

export function joinJobText({ title, company, body }: JobTextParts): string {
  const header = [title.trim() && `Title: ${title.trim()}`, company.trim() && `Company: ${company.trim()}`].filter(Boolean);
  return header.length ? `${header.join('\n')}\n\n${body.trim()}`.trim() : body.trim();
}

/** The leading "Title:" and "Company:" lines of a text, and what follows them. */
export function splitJobText(text: string): JobTextParts {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const parts: JobTextParts = { title: '', company: '', body: '' };
  let index = 0;
  for (; index < lines.length; index++) {
    const match = HEADER_LINE.exec(lines[index].trim());
    if (!match) break;
    parts[match[1].toLowerCase() as 'title' | 'company'] = match[2].trim();
  }
  parts.body = lines.slice(index).join('\n').trim();
  return parts;
}
