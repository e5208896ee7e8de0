// The draft: every configuration group of spec 3 as a section of one form (settings fields built from
// the venue settings schema; licence, languages, payments, hours, branding and theme beside them),
// validated inline as the operator types. Save draft stores it on the server (nothing goes live);
// Discard draft (confirmed) drops it.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import { useUnsavedWork } from '../../shared/hooks';
import { formatDateTimeInZone } from '../../domain';
import { focusFirstInvalid, Form, FormAlert } from '../../ui/Field';
import {
  CONSOLE_GROUPS,
  SETTING_FIELDS,
  discardDraft,
  saveDraft,
  toFormValues,
  toSnapshot,
  type ConsoleGroup,
  type ConsoleStateResult,
  type DraftValues,
  type Problem,
} from '../../features/backoffice';
import { SettingInput } from './SettingInput';
import { BrandingFields, HoursFields, LicenceFields, PaymentFields, VenueLanguages } from './PartFields';
import { draftResolver } from './draftResolver';
import styles from './OperatorConsole.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { consoleFailure } from './consoleFailure';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));
const SHIPPED_THEMES = ['default', 'night'];
/** The configuration parts a group shows beside its settings fields. */
const PART_OF: Partial<Record<ConsoleGroup, string[]>> = {
  mode: ['licence'],
  languages: ['languages'],
  payments: ['payments'],
  hours: ['hours'],
  branding: ['branding', 'theme'],
};

interface Props {
  shop: string;
  state: ConsoleStateResult;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
}

export function DraftEditor({ shop, state, refresh, announce }: Props) {
  const { t, i18n } = useTranslation();
  const { themes } = useSnapshot(app);
  const base = state.draft?.config ?? state.live;
  const baseRef = useRef(base);
  baseRef.current = base;
  const say = (p: Problem) => t(`backoffice.${p.key}`, p.values ?? {});
  const form = useForm<DraftValues>({
    defaultValues: toFormValues(base),
    resolver: draftResolver(() => baseRef.current, say),
    mode: 'onChange',
    shouldFocusError: false,
  });
  // A new base (saved, discarded, published elsewhere): the form shows it.
  const version = `${state.latest}:${state.draft?.updatedAt ?? 'live'}`;
  useEffect(() => {
    form.reset(toFormValues(baseRef.current));
  }, [version]); // eslint-disable-line react-hooks/exhaustive-deps -- resets only for a new base version, not on each new form object
  // Edits not saved as the draft yet: leaving the console asks first.
  useUnsavedWork(form.formState.isDirty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);
  const discardRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Only open sections draw their fields (some 250 in all); the others keep their values in the form.
  const [open, setOpen] = useState<ReadonlySet<ConsoleGroup>>(() => new Set(['mode']));
  const toggle = (g: ConsoleGroup, on: boolean) =>
    setOpen((o) => (on === o.has(g) ? o : new Set(on ? [...o, g] : [...o].filter((x) => x !== g))));
  // A refused save: the sections holding a marked field open, and the first one takes the focus.
  const showInvalid = () => {
    setFailure(t('backoffice.fixErrors'));
    const errors = form.formState.errors as Record<string, unknown>;
    const bad = CONSOLE_GROUPS.filter(
      (g) => SETTING_FIELDS[g].some((f) => get(errors, f.name)) || (PART_OF[g] ?? []).some((p) => errors[p]),
    );
    setOpen((o) => new Set([...o, ...bad]));
    setTimeout(() => focusFirstInvalid(rootRef.current), 50);
  };
  const themeIds = useMemo(
    () => [...new Set([...SHIPPED_THEMES, ...themes.map((x) => x.id), base.theme])],
    [themes, base.theme],
  );
  const brandingKeys = Object.keys(form.getValues('branding'));
  const languageCodes = form.getValues('languages');

  const save = async (values: DraftValues) => {
    setBusy(true);
    setFailure('');
    try {
      await saveDraft(shop, toSnapshot(values, base), state.draft?.revision ?? 0);
      await refresh();
      announce(t('backoffice.saved'));
    } catch (e) {
      setFailure(consoleFailure(t, e, String(state.live.hours.tz ?? ''), i18n.language));
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    setFailure('');
    try {
      await discardDraft(shop);
      await refresh();
      announce(t('backoffice.discarded'));
    } catch (e) {
      setFailure(consoleFailure(t, e));
    }
  };

  const section = (g: ConsoleGroup) => {
    const fields = SETTING_FIELDS[g];
    const extra =
      g === 'mode' ? (
        <LicenceFields />
      ) : g === 'languages' ? (
        <VenueLanguages codes={languageCodes} />
      ) : g === 'payments' ? (
        <PaymentFields count={base.payments.length} />
      ) : g === 'hours' ? (
        <HoursFields />
      ) : g === 'branding' ? (
        <BrandingFields keys={brandingKeys} themes={themeIds} />
      ) : null;
    return (
      <details
        key={g}
        className={styles.group}
        open={open.has(g)}
        onToggle={(e) => toggle(g, e.currentTarget.open)}
        data-group={g}
      >
        <summary className={styles.summary}>
          <span className={styles.groupName}>{t(`backoffice.group_${g}`)}</span>
          {fields.length ? (
            <span className={styles.muted}> · {t('backoffice.fieldCount', { count: fields.length })}</span>
          ) : null}
        </summary>
        {open.has(g) ? (
          <div className={styles.fields}>
            {extra}
            {fields.map((f) => (
              <SettingInput key={f.name} f={f} />
            ))}
          </div>
        ) : null}
      </details>
    );
  };

  return (
    <div ref={rootRef}>
      <Form
        form={form}
        onValid={save}
        onInvalid={showInvalid}
        className={styles.form}
        aria-label={t('backoffice.tab_draft')}
      >
        <p className={styles.muted}>
          {state.draft
            ? t('backoffice.draftOpen', {
                who: state.draft.updatedBy,
                when: formatDateTimeInZone(state.draft.updatedAt, String(state.live.hours.tz ?? '')),
              })
            : t('backoffice.draftNone')}
        </p>
        {state.stale ? (
          <Alert as="p" tone="none" className={styles.warning}>
            {t('backoffice.draftStale')}
          </Alert>
        ) : null}
        {CONSOLE_GROUPS.map(section)}
        <FormAlert />
        {failure ? (
          <Alert as="p" tone="none" className={styles.failure}>
            {failure}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? t('backoffice.saving') : t('backoffice.saveDraft')}
          </Button>
          {state.draft ? (
            <Button variant="secondary" ref={discardRef} onClick={() => setAsking(true)}>
              {t('backoffice.discard')}
            </Button>
          ) : null}
        </div>
        {asking ? (
          <Suspense fallback={null}>
            <ConfirmDialog
              open
              onOpenChange={setAsking}
              title={t('backoffice.discardTitle')}
              description={t('backoffice.discardText')}
              confirmLabel={t('backoffice.discard')}
              onConfirm={() => void discard()}
              focusAfterCancel={() => discardRef.current}
            />
          </Suspense>
        ) : null}
      </Form>
    </div>
  );
}
