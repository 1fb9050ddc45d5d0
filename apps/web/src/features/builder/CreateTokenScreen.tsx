import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { useWallet, useWalletController } from '@/shared/chain';
import { useBuilderConfirm } from './hooks/useBuilderConfirm';
import { useCreateToken } from './hooks/useCreateToken';
import { checkCreateForm, createButton, emptyCreateForm } from './logic/createForm';
import { CreateTokenForm } from './ui/CreateTokenForm';
import styles from './ui/builder.module.css';

// a popup: its code (and Radix Dialog's) loads when it opens, not with the page (issue 17)
// the confirmation with the preview before signing, likewise
const ConfirmBuilderAction = lazy(() => import('./ui/ConfirmBuilderAction'));
const ReceiptDialog = lazy(() => import('./ui/ReceiptDialog').then((m) => ({ default: m.ReceiptDialog })));

/** `/builder/create`: the create-token form and its receipt popup (spec 2, 4). */
export default function CreateTokenScreen() {
  const intl = useIntl();
  const wallet = useWallet();
  const controller = useWalletController();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const { phase, receipt, ask, create, closeReceipt } = useCreateToken(owner);
  const confirm = useBuilderConfirm(create);
  const [form, setForm] = useState(emptyCreateForm);
  const check = checkCreateForm(form);
  const creating = phase === 'creating';
  const button = createButton({ connected: !!owner, check, creating });

  const submit = async () => {
    if (!owner) {
      void controller.connect();
      return;
    }
    const call = check.kind === 'ready' ? ask(check.params) : undefined;
    if (call && (await confirm.ask(call))) setForm(emptyCreateForm);
  };

  return (
    <div className={styles.page} data-testid="builder-create-page">
      <div className={`${styles.narrow} ${styles.stack}`}>
        <nav aria-label={intl.formatMessage({ id: 'builder.breadcrumb' })} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/builder">
                <FormattedMessage id="builder.title" />
              </Link>
            </li>
            <li aria-current="page">
              <FormattedMessage id="title.builderCreate" />
            </li>
          </ol>
        </nav>
        <h1 className={styles.title}>
          <FormattedMessage id="title.builderCreate" />
        </h1>
        <CreateTokenForm
          value={form}
          onChange={setForm}
          check={check}
          button={button}
          busy={creating}
          onSubmit={() => void submit()}
        />
      </div>
      {confirm.call ? (
        <Suspense fallback={null}>
          <ConfirmBuilderAction confirm={confirm} />
        </Suspense>
      ) : null}
      {receipt ? (
        <Suspense fallback={null}>
          <ReceiptDialog receipt={receipt} onClose={closeReceipt} />
        </Suspense>
      ) : null}
    </div>
  );
}
