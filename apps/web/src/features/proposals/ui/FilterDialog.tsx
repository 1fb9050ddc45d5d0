import * as Dialog from '@radix-ui/react-dialog';
import { PROPOSAL_STATES } from '@tycho/abi';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { ChoiceSelect } from '@/shared/ui/ChoiceSelect';
import dialog from '@/shared/ui/dialog.module.css';
import type { ProposalStateFilter } from '@tycho/api';
import { activeFilterCount, canApply, canClear, type ProposalFilters } from '../logic/filters';
import styles from './proposals.module.css';

/** The state choice that sets no state filter (a Radix Select item cannot have the empty value). */
const ANY = 'any';

/**
 * The filter popup of a proposals table: one state at a time, start and end date ranges; Apply (enabled when
 * changed), Clear (enabled when any is set) and the active-filter counter on the button that opens it.
 */
export function FilterDialog({
  applied,
  onApply,
  testId,
}: {
  applied: ProposalFilters;
  onApply: (f: ProposalFilters) => void;
  testId: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ProposalFilters>(applied);
  const count = activeFilterCount(applied);
  const set = (patch: Partial<ProposalFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const stateChoices = [
    { value: ANY, label: intl.formatMessage({ id: 'proposals.filter.anyState' }) },
    ...PROPOSAL_STATES.map((s) => ({ value: s, label: intl.formatMessage({ id: `proposals.state.${s}` }) })),
    { value: 'Unknown', label: intl.formatMessage({ id: 'proposals.state.unknown' }) },
  ];
  const date = (key: 'startFrom' | 'startTo' | 'endFrom' | 'endTo') => (
    <label className={styles.field}>
      <FormattedMessage id={`proposals.filter.${key}`} />
      <input
        type="date"
        value={draft[key] ?? ''}
        onChange={(e) => set({ [key]: e.currentTarget.value || undefined })}
        data-testid={`${testId}-${key}`}
      />
    </label>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (o) setDraft(applied);
        setOpen(o);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" data-testid={`${testId}-open`} data-count={count}>
          <FormattedMessage id="proposals.filter.open" />
          {count > 0 ? (
            <span data-testid={`${testId}-count`}>
              {' '}
              <FormattedMessage id="proposals.filter.count" values={{ count }} />
            </span>
          ) : null}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid={testId} aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>
              <FormattedMessage id="proposals.filter.title" />
            </Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'proposals.close' })}>
              ×
            </Dialog.Close>
          </div>
          <div className={styles.form}>
            <div className={styles.field}>
              <span>
                <FormattedMessage id="proposals.filter.state" />
              </span>
              <ChoiceSelect
                label={intl.formatMessage({ id: 'proposals.filter.state' })}
                value={draft.state ?? ANY}
                choices={stateChoices}
                onChange={(value) => set({ state: value === ANY ? undefined : (value as ProposalStateFilter) })}
                testId={`${testId}-state`}
              />
            </div>
            {date('startFrom')}
            {date('startTo')}
            {date('endFrom')}
            {date('endTo')}
            <div className={styles.toolbar}>
              <Button
                variant="primary"
                disabled={!canApply(draft, applied)}
                data-testid={`${testId}-apply`}
                onClick={() => {
                  onApply(draft);
                  setOpen(false);
                }}
              >
                <FormattedMessage id="proposals.filter.apply" />
              </Button>
              <Button
                disabled={!canClear(draft, applied)}
                data-testid={`${testId}-clear`}
                onClick={() => {
                  setDraft({});
                  onApply({});
                  setOpen(false);
                }}
              >
                <FormattedMessage id="proposals.filter.clear" />
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
