import type { BuilderToken } from '../logic/builderList';
import { SupplyForm } from './SupplyForm';
import { TransferForm } from './TransferForm';
import styles from './builder.module.css';

export interface ManageActionsProps {
  token: BuilderToken;
  connected: boolean;
  busy: boolean;
  onConnect: () => void;
  onMint: (target: string, amount: bigint) => Promise<boolean>;
  onBurn: (args: { target: string; amount: bigint; callbackTo: string; payload: string }) => Promise<boolean>;
  onTransfer: (newOwner: string) => Promise<boolean>;
}

/** The owner's Mint, Burn and danger-zone Transfer ownership forms (a chunk of their own: the page's first paint does not wait for them). */
export default function ManageActions(p: ManageActionsProps) {
  const common = { token: p.token, connected: p.connected, busy: p.busy, onConnect: p.onConnect };
  return (
    <div className={styles.actions} data-testid="builder-actions">
      <SupplyForm {...common} action="mint" onSubmit={(args) => p.onMint(args.target, args.amount)} />
      <SupplyForm {...common} action="burn" onSubmit={p.onBurn} />
      <TransferForm {...common} onTransfer={p.onTransfer} />
    </div>
  );
}
