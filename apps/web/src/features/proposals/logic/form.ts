/**
 * The create form's rules (spec 5 "Proposals", 9): title and link required and at most 100, link a valid URL,
 * description at most 3800, each counted as stored (JSON-escaped, minus the two quotes); submit needs valid texts
 * and at least one action (the DaoRoot takes 1 to 10).
 */
import { serializedLength } from './description';

export const TITLE_MAX = 100;
export const LINK_MAX = 100;
export const DESCRIPTION_MAX = 3800;
export const REASON_MAX = 512;
export const ACTIONS_MAX = 10;

export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export type FieldError = 'required' | 'tooLong' | 'invalidUrl';

export interface FormInput {
  title: string;
  link: string;
  description: string;
  actionsCount: number;
}

export interface FormCheck {
  counters: { title: number; link: number; description: number };
  errors: { title?: FieldError; link?: FieldError; description?: FieldError };
  /** No action yet, or more than the DaoRoot takes. */
  actions?: 'none' | 'tooMany';
  canSubmit: boolean;
}

export function checkForm(f: FormInput): FormCheck {
  const counters = {
    title: serializedLength(f.title),
    link: serializedLength(f.link),
    description: serializedLength(f.description),
  };
  const errors: FormCheck['errors'] = {};
  if (f.title.trim() === '') errors.title = 'required';
  else if (counters.title > TITLE_MAX) errors.title = 'tooLong';
  if (f.link.trim() === '') errors.link = 'required';
  else if (counters.link > LINK_MAX) errors.link = 'tooLong';
  else if (!isValidUrl(f.link.trim())) errors.link = 'invalidUrl';
  if (counters.description > DESCRIPTION_MAX) errors.description = 'tooLong';
  const actions = f.actionsCount === 0 ? 'none' : f.actionsCount > ACTIONS_MAX ? 'tooMany' : undefined;
  return {
    counters,
    errors,
    actions,
    canSubmit: Object.keys(errors).length === 0 && actions === undefined,
  };
}

/** A vote reason: optional, at most 512 characters. */
export const reasonTooLong = (reason: string) => reason.length > REASON_MAX;
