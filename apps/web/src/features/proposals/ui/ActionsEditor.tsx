import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/address';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { ChoiceSelect } from '@/shared/ui/ChoiceSelect';
import { LoadError } from '@/shared/ui/LoadError';
import page from '@/shared/ui/page.module.css';
import type { ActionType, EthDraft, TonDraft } from '../logic/actions';
import { ActionDialog, type EditedAction } from './ActionDialog';
import styles from './proposals.module.css';

const ACTION_TYPES: readonly ActionType[] = ['custom', 'newCandidate', 'removeCandidate'];

export interface Candidate {
  address: string;
  daoApprove: boolean;
  label: string;
}

/**
 * The create form's actions: the action type (custom, new candidate, remove candidate); custom actions grouped by
 * TON and ETH with edit, remove and add (in a popup); the candidate types pick a gauge from the candidates.
 */
export function ActionsEditor(props: {
  type: ActionType;
  onType: (t: ActionType) => void;
  ton: TonDraft[];
  eth: EthDraft[];
  onTon: (a: TonDraft[]) => void;
  onEth: (a: EthDraft[]) => void;
  gauge: string;
  onGauge: (g: string) => void;
  candidates: Candidate[] | undefined;
  /** Set when the candidates could not be read (the DAO API is down or absent): the picker says so, with Retry. */
  onCandidatesRetry?: () => void;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState<{ index?: number; initial?: EditedAction } | null>(null);
  const save = (a: EditedAction) => {
    const index = editing?.index;
    if (a.network === 'ton') {
      const list = [...props.ton];
      if (index !== undefined && editing?.initial?.network === 'ton') list[index] = a.action;
      else list.push(a.action);
      props.onTon(list);
    } else {
      const list = [...props.eth];
      if (index !== undefined && editing?.initial?.network === 'eth') list[index] = a.action;
      else list.push(a.action);
      props.onEth(list);
    }
    setEditing(null);
  };
  const choices = props.candidates?.filter((c) => (props.type === 'newCandidate' ? !c.daoApprove : c.daoApprove));
  const row = (network: 'ton' | 'eth', index: number, target: string, value: string) => (
    <li key={`${network}-${index}`} className={styles.actionRow} data-testid={`proposal-action-${network}`}>
      <span>
        <FormattedMessage
          id={`proposals.action.summary.${network}`}
          values={{ n: index + 1, target: shortenAddress(target), value, coin: config.nativeCoin.symbol }}
        />
      </span>
      <span className={styles.toolbar}>
        <Button
          size="sm"
          data-testid="proposal-action-edit"
          onClick={() =>
            setEditing({
              index,
              initial:
                network === 'ton' ? { network, action: props.ton[index]! } : { network, action: props.eth[index]! },
            })
          }
        >
          <FormattedMessage id="proposals.action.editButton" />
        </Button>
        <Button
          size="sm"
          data-testid="proposal-action-remove"
          onClick={() =>
            network === 'ton'
              ? props.onTon(props.ton.filter((_, i) => i !== index))
              : props.onEth(props.eth.filter((_, i) => i !== index))
          }
        >
          <FormattedMessage id="proposals.action.remove" />
        </Button>
      </span>
    </li>
  );
  return (
    <fieldset className={styles.form} data-testid="proposal-actions">
      <legend className={page.sectionTitle}>
        <FormattedMessage id="proposals.actions" />
      </legend>
      <div className={styles.field}>
        <span>
          <FormattedMessage id="proposals.action.type" />
        </span>
        <ChoiceSelect
          label={intl.formatMessage({ id: 'proposals.action.type' })}
          value={props.type}
          onChange={(value) => {
            const chosen = ACTION_TYPES.find((t) => t === value);
            if (chosen) props.onType(chosen);
          }}
          choices={ACTION_TYPES.map((t) => ({
            value: t,
            label: intl.formatMessage({ id: `proposals.actionType.${t}` }),
          }))}
          testId="proposal-action-type"
        />
      </div>
      {props.type === 'custom' ? (
        <>
          <h3 className={styles.muted}>
            <FormattedMessage id="proposals.network.ton" />
          </h3>
          <ul className={styles.form} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {props.ton.map((a, i) => row('ton', i, a.target, a.value))}
          </ul>
          {props.eth.length > 0 ? (
            <>
              <h3 className={styles.muted}>
                <FormattedMessage id="proposals.network.eth" />
              </h3>
              <ul className={styles.form} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {props.eth.map((a, i) => row('eth', i, a.target, a.value))}
              </ul>
            </>
          ) : null}
          <div>
            <Button onClick={() => setEditing({})} data-testid="proposal-action-add">
              <FormattedMessage id="proposals.action.add" />
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.field}>
          <span>
            <FormattedMessage id="proposals.action.gauge" />
          </span>
          {/* the candidates by their pools' names (a styled, accessible select), never a raw address */}
          <ChoiceSelect
            label={intl.formatMessage({ id: 'proposals.action.gauge' })}
            value={props.gauge}
            onChange={props.onGauge}
            choices={choices?.map((c) => ({ value: c.address, label: c.label })) ?? []}
            disabled={!choices || choices.length === 0}
            placeholder={intl.formatMessage({ id: 'proposals.action.pickGauge' })}
            testId="proposal-action-gauge"
          />
          {props.onCandidatesRetry ? (
            <LoadError
              compact
              testId="proposal-candidates-error"
              message={<FormattedMessage id="proposals.action.candidatesFailed" />}
              onRetry={props.onCandidatesRetry}
            />
          ) : null}
        </div>
      )}
      {editing ? <ActionDialog initial={editing.initial} onSave={save} onClose={() => setEditing(null)} /> : null}
    </fieldset>
  );
}
