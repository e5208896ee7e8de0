// The holder's own name for a card (valuePassChgInfo): at most 40 characters; empty shows the card type.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aliasProblem, CARD_ALIAS_MAX } from '../../domain';
import { useTranslation } from '../../i18n';
import { useRefreshPasses, renameCard, walletRefusal, type Pass } from '../../features/wallet';
import { Form, FormAlert, keyedMessage, showRefusal, TextField } from '../../ui/Field';
import own from './WalletCard.module.css';
import { refusalText } from './refusalText';
import { Button } from '../../ui/Button/Button';

interface RenameValues {
  alias: string;
}

export default function RenameForm({ pass, onDone }: { pass: Pass; onDone: () => void }) {
  const { t } = useTranslation();
  const refreshPasses = useRefreshPasses();
  const form = useForm<RenameValues>({ defaultValues: { alias: pass.alias }, shouldFocusError: false });
  const [busy, setBusy] = useState(false);
  const submit = async ({ alias }: RenameValues) => {
    setBusy(true);
    try {
      await renameCard(pass.cardNum, alias);
      await refreshPasses();
      onDone();
    } catch (e) {
      showRefusal(form, { code: walletRefusal(e)?.code, message: refusalText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} onValid={submit} className={own.form}>
      <TextField<RenameValues>
        name="alias"
        id={`alias-${pass.cardNum}`}
        label={t('walletcard.cardName')}
        hint={t('walletcard.cardNameHint', { max: CARD_ALIAS_MAX })}
        rules={{
          validate: (v: string) =>
            aliasProblem(v) ? keyedMessage('walletcard.cardNameTooLong', { max: CARD_ALIAS_MAX }) : true,
        }}
        input={{ autoComplete: 'off', maxLength: 60 }}
      />
      <FormAlert />
      <Button variant="primary" type="submit" disabled={busy}>
        {busy ? t('walletcard.saving') : t('walletcard.save')}
      </Button>
    </Form>
  );
}
