// The card reader of one kiosk (issue 35): the id of the Stripe Terminal reader (tmr_…) the kiosk's
// "Pay by card" sends the amount to. Saved per kiosk; an empty field removes the reader (the kiosk then
// shows its terminal/QR instead). The venue's Stripe keys stay where they are (Online payments, masked).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useUnsavedWork } from '../../shared/hooks';
import { Button } from '../../ui/Button/Button';
import { Inline } from '../../ui/Stack';
import { Field, formStyles } from '../../ui/Field';
import { consoleErrorOf, failureText, READER_ID, setKioskReader, type KioskDevice } from '../../features/backoffice';

/** The words of a failed save: the id's form, the kiosk gone, or the console's usual words. */
function failureKey(e: unknown): { key: string; values?: Record<string, unknown> } {
  const { code } = consoleErrorOf(e);
  if (code === 'reader.invalid') return { key: 'kioskReaderInvalid' };
  if (code === 'device.unknown') return { key: 'kioskReaderNoKiosk' };
  return failureText(e);
}

export function KioskReaderField({
  shop,
  device,
  saved,
  announce,
}: {
  shop: string;
  device: KioskDevice;
  saved: (readerId: string | null) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(device.readerId ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A reader typed but not saved is lost by leaving: ask first.
  useUnsavedWork(value.trim() !== (device.readerId ?? ''));
  const name = device.name || device.deviceId;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = value.trim();
    if (id && !READER_ID.test(id)) return setError(t('backoffice.kioskReaderInvalid'));
    setError('');
    setBusy(true);
    try {
      const kept = await setKioskReader(shop, device.deviceId, id);
      setValue(kept ?? '');
      saved(kept);
      announce(
        kept ? t('backoffice.kioskReaderSaved', { name, reader: kept }) : t('backoffice.kioskReaderRemoved', { name }),
      );
    } catch (err) {
      const f = failureKey(err);
      setError(t(`backoffice.${f.key}`, f.values));
    } finally {
      setBusy(false);
    }
  };
  const unchanged = value.trim() === (device.readerId ?? '');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('backoffice.kioskReaderForm', { name })}>
      <Field
        name={`reader-${device.deviceId}`}
        label={t('backoffice.kioskReader')}
        hint={t('backoffice.kioskReaderHint')}
        error={error || undefined}
      >
        {(control) => (
          <Inline gap="sm" align="center">
            <input
              {...control}
              className={formStyles.input}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder="tmr_…"
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
            />
            <Button type="submit" size="sm" busy={busy} disabled={unchanged}>
              {value.trim() || !device.readerId ? t('backoffice.kioskReaderSave') : t('backoffice.kioskReaderRemove')}
            </Button>
          </Inline>
        )}
      </Field>
    </form>
  );
}
