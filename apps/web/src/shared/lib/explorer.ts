import { config } from '@/shared/config';

/** Where a transaction can be looked at: the configured template with `{hash}` replaced. */
export function transactionUrl(hash: string, template: string = config.transactionUrl): string {
  return template.replace('{hash}', encodeURIComponent(hash));
}

/** Where an account can be looked at: the configured template with `{address}` replaced. */
export function accountUrl(address: string, template: string = config.accountUrl): string {
  return template.replace('{address}', encodeURIComponent(address));
}
