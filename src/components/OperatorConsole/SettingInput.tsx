// One settings field of the console, drawn from its schema entry (src/features/backoffice fields):
// boolean -> a switch, enum -> a select, number/integer -> a number input, string -> text, a list of
// choices -> checkboxes in a fieldset, any other list -> comma text. Its hint gives the schema's
// description and the spec default; its error comes from the schema's own validation (the form's resolver).
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { Field, FieldError, TextField, formStyles, useFieldState } from '../../ui/Field';
import type { SettingField } from '../../features/backoffice';
import { consoleSay } from './changeWords';
import { IDENTITY_SETTINGS, settingLabel } from '../../domain';
import styles from './OperatorConsole.module.css';

type T = (key: string, values?: Record<string, unknown>) => string;
/** A setting's label in the operator's words (never its key: that is in the details line). */
export const fieldLabel = (f: SettingField, t: T) => settingLabel(f.path.join('.'), consoleSay(t));
/** A choice's words (a service type, a mode, a rounding rule), never the stored value itself. */
export const optionLabel = (f: SettingField, o: string | number, t: T) =>
  t(`backoffice.opt_${f.path.join('_')}_${String(o)}`, { defaultValue: String(o) });
/** Its one-line explanation of what customers see. */
export const fieldHelp = (f: SettingField, t: T) =>
  t(`backoffice.help_${f.path.join('_')}`, { defaultValue: f.description });

function defaultText(v: unknown, on: string, off: string, none: string): string {
  if (typeof v === 'boolean') return v ? on : off;
  if (Array.isArray(v))
    return v.length ? v.map((x) => (x && typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ') : none;
  if (v === '' || v === undefined || v === null) return none;
  return String(v);
}

export function SwitchInput({ name, label: text, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const state = useFieldState(name, undefined, Boolean(hint));
  const { t } = useTranslation();
  return (
    <div className={formStyles.field} data-field={name}>
      <div className={styles.switchRow}>
        <span id={`${state.control.id}-label`} className={formStyles.label}>
          {text}
        </span>
        <button
          type="button"
          role="switch"
          {...state.control}
          aria-labelledby={`${state.control.id}-label`}
          aria-checked={Boolean(field.value)}
          ref={field.ref}
          className={styles.switch}
          onClick={() => field.onChange(!field.value)}
          onBlur={field.onBlur}
        >
          <span className={styles.switchThumb} aria-hidden="true" />
          <span className={styles.switchText}>{field.value ? t('backoffice.on') : t('backoffice.off')}</span>
        </button>
      </div>
      {hint ? (
        <p id={state.hintId} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={state.errorId} message={state.error} />
    </div>
  );
}

function ChoicesInput({ f, hint }: { f: SettingField; hint: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name: f.name, control });
  const state = useFieldState(f.name, undefined, true);
  const chosen: (string | number)[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (o: string | number, on: boolean) =>
    field.onChange(on ? f.options.filter((x) => x === o || chosen.includes(x)) : chosen.filter((x) => x !== o));
  return (
    <fieldset
      className={formStyles.group}
      data-field={f.name}
      aria-invalid={Boolean(state.error)}
      aria-describedby={[state.hintId, state.error ? state.errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className={formStyles.legend}>{fieldLabel(f, t)}</legend>
      <div className={styles.choiceRow}>
        {f.options.map((o) => (
          <label key={String(o)} className={formStyles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(o)}
              onChange={(e) => toggle(o, e.target.checked)}
              onBlur={field.onBlur}
            />{' '}
            {optionLabel(f, o, t)}
          </label>
        ))}
      </div>
      <p id={state.hintId} className={formStyles.hint}>
        {hint}
      </p>
      <FieldError id={state.errorId} message={state.error} />
    </fieldset>
  );
}

/** The setting's stored key, small, under its field (for support and the docs; never its label). */
function KeyLine({ f }: { f: SettingField }) {
  const { t } = useTranslation();
  return <p className={styles.keyLine}>{t('backoffice.storedAs', { key: f.name })}</p>;
}

export function SettingInput({ f }: { f: SettingField }) {
  return (
    <div data-setting={f.name}>
      <SettingControl f={f} />
      <KeyLine f={f} />
    </div>
  );
}

function SettingControl({ f }: { f: SettingField }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const dflt = t('backoffice.specDefault', {
    value: defaultText(f.defaultValue, t('backoffice.on'), t('backoffice.off'), t('backoffice.noneChosen')),
  });
  const label = fieldLabel(f, t);
  const hint = [fieldHelp(f, t), dflt, f.kind === 'list' ? t('backoffice.listHint') : ''].filter(Boolean).join(' · ');
  // The venue's own identity: shown, never edited (the server refuses a change: config.identity).
  if (f.path.length === 1 && (IDENTITY_SETTINGS as readonly string[]).includes(f.path[0]))
    return (
      <TextField
        name={f.name}
        label={label}
        hint={t('backoffice.readOnly')}
        input={{ readOnly: true, autoComplete: 'off' }}
      />
    );
  if (f.kind === 'switch') return <SwitchInput name={f.name} label={label} hint={hint} />;
  if (f.kind === 'choices') return <ChoicesInput f={f} hint={hint} />;
  if (f.kind === 'select') {
    return (
      <Field name={f.name} label={label} hint={hint}>
        {(control) => (
          <select {...control} {...register(f.name)} className={formStyles.input}>
            {f.options.map((o) => (
              <option key={String(o)} value={String(o)}>
                {optionLabel(f, o, t)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const numeric = f.kind === 'number';
  return (
    <TextField
      name={f.name}
      label={label}
      hint={hint}
      input={numeric ? { inputMode: f.integer ? 'numeric' : 'decimal', autoComplete: 'off' } : { autoComplete: 'off' }}
    />
  );
}
