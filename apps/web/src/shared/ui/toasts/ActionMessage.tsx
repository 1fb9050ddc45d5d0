import { useIntl } from 'react-intl';
import { TransactionMessage } from './TransactionMessage';

/** An action's result text with the "View transaction" link, in the page's language. */
export function ActionMessage({ text, hash }: { text: string; hash: string }) {
  const intl = useIntl();
  return <TransactionMessage text={text} hash={hash} linkLabel={intl.formatMessage({ id: 'toast.viewTransaction' })} />;
}
