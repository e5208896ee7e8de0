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
import { useStickyActions } from './useStickyActions';
import { formatDateTimeInZone } from '../../domain';
import { focusFirstInvalid, Form, FormAlert } from '../../ui/Field';
import {
  ALL_SETTING_FIELDS,
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
import { SettingInput, fieldHelp, fieldLabel } from './SettingInput';
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
  const actionsRef = useStickyActions<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);
  const discardRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // One section at a time (a navigation of sections, not one long page); a search looks through all.
  const [current, setCurrent] = useState<ConsoleGroup>('mode');
  const [query, setQuery] = useState('');
  // A refused save: the first section holding a marked field opens, and its first field takes the focus.
  const showInvalid = () => {
    setFailure(t('backoffice.fixErrors'));
    const errors = form.formState.errors as Record<string, unknown>;
    const bad = CONSOLE_GROUPS.filter(
      (g) => SETTING_FIELDS[g].some((f) => get(errors, f.name)) || (PART_OF[g] ?? []).some((p) => errors[p]),
    );
    if (bad.length) {
      setQuery('');
      setCurrent(bad[0]);
    }
    setTimeout(() => focusFirstInvalid(rootRef.current), 50);
  };
  const q = query.trim().toLowerCase();
  const found = q
    ? ALL_SETTING_FIELDS.filter((f) =>
        [fieldLabel(f, t), fieldHelp(f, t), f.name].some((x) => x.toLowerCase().includes(q)),
      )
    : [];
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
        <LicenceFields platformAdmin={Boolean(state.platformAdmin)} />
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
      <section key={g} className={styles.group} data-group={g} aria-labelledby={`console-group-${g}`}>
        <h2 id={`console-group-${g}`} className={styles.groupName}>
          {t(`backoffice.group_${g}`)}
        </h2>
        <p className={styles.muted}>{t(`backoffice.group_help_${g}`)}</p>
        <div className={styles.fields}>
          {extra}
          {fields.map((f) => (
            <SettingInput key={f.name} f={f} />
          ))}
        </div>
      </section>
    );
  };
  const sectionNav = (
    <nav aria-label={t('backoffice.sections')} className={styles.sectionNav}>
      <ul className={styles.sectionList}>
        {CONSOLE_GROUPS.map((g) => (
          <li key={g}>
            <button
              type="button"
              className={styles.sectionButton}
              aria-current={!q && current === g ? 'true' : undefined}
              onClick={() => {
                setQuery('');
                setCurrent(g);
              }}
            >
              {t(`backoffice.group_${g}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
  const search = (
    <div className={styles.search} role="search">
      <label htmlFor="console-search" className={styles.groupName}>
        {t('backoffice.search')}
      </label>
      <input
        id="console-search"
        type="search"
        className={styles.searchInput}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-describedby="console-search-hint"
        autoComplete="off"
      />
      <p id="console-search-hint" className={styles.muted}>
        {t('backoffice.searchHint')}
      </p>
    </div>
  );
  const results = (
    <section aria-labelledby="console-results" className={styles.group}>
      <h2 id="console-results" className={styles.groupName} aria-live="polite">
        {found.length
          ? t('backoffice.searchResults', { count: found.length, q: query.trim() })
          : t('backoffice.searchNone', { q: query.trim() })}
      </h2>
      <div className={styles.fields}>
        {found.map((f) => (
          <SettingInput key={f.name} f={f} />
        ))}
      </div>
    </section>
  );

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
        {search}
        <div className={styles.sectionLayout}>
          {sectionNav}
          <div className={styles.sectionBody}>{q ? results : section(current)}</div>
        </div>
        <FormAlert />
        {failure ? (
          <Alert as="p" tone="none" className={styles.failure}>
            {failure}
          </Alert>
        ) : null}
        <div className={styles.actions} ref={actionsRef}>
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
