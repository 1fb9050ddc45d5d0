/**
 * A proposal's description on chain is the JSON text of `{title, link, description}` (the create form writes it;
 * the detail page reads it). Older or foreign proposals may hold a JSON list `[title, link, description]` or plain
 * markdown; both are read too. Lengths shown to the user are the JSON-escaped lengths minus the two quotes.
 */
export interface ProposalText {
  title: string;
  link: string;
  description: string;
}

export function encodeDescription(text: ProposalText): string {
  return JSON.stringify({ title: text.title, link: text.link, description: text.description });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The title, link and markdown of a stored description; an empty title means unknown. */
export function decodeDescription(raw: string): ProposalText {
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return { title: str(value[0]), link: str(value[1]), description: str(value[2]) };
    if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      return { title: str(o.title), link: str(o.link), description: str(o.description) };
    }
  } catch {
    // plain text: the whole description is the markdown
  }
  return { title: '', link: '', description: raw };
}

/** The length a text takes in the stored JSON, without its two quotes. */
export const serializedLength = (text: string) => JSON.stringify(text).length - 2;
