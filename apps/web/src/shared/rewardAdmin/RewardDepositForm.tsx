import { useQuery } from '@/shared/lib/query';
import { FormattedMessage } from 'react-intl';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { AmountForm } from './AmountForm';

export interface RewardDepositFormProps {
  /** The balance query's key before the root and the owner (the feature's, so that its actions refresh it). */
  balanceKey: readonly string[];
  /** The reward token's root, and the owner whose wallet pays. */
  root: string;
  owner: string;
  /** The token's decimals; null: not known (the form waits, as while the balance loads). */
  decimals: number | null;
  /** Message ids of the title, the wallet balance's label, the submit and the loading note. */
  messages: { title: string; maxLabel: string; submit: string; loading: string };
  pending: boolean;
  onSubmit: (amount: bigint) => void;
  /** The form's test id (`-amount`, `-submit`, … as `AmountForm`'s). */
  testId: string;
}

/**
 * The owner's reward deposit from the wallet (a farm's reward token, a gauge's extra token): the wallet balance of
 * the token is read, then it is the amount form's Max.
 */
export function RewardDepositForm({ balanceKey, root, owner, decimals, messages, ...form }: RewardDepositFormProps) {
  const balance = useQuery({
    queryKey: [...balanceKey, root, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(root, owner)),
  });
  if (balance.data === undefined || decimals === null)
    return (
      <p aria-busy="true">
        <FormattedMessage id={messages.loading} />
      </p>
    );
  return (
    <AmountForm
      {...form}
      title={messages.title}
      max={balance.data}
      maxLabel={messages.maxLabel}
      decimals={decimals}
      submit={messages.submit}
    />
  );
}
