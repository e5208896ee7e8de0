// The theme's tokens: every colour with a picker and a hex field (the field takes #rgb or #rrggbb,
// #rrggbbaa keeps its alpha; anything else stays in the field with its error and changes nothing),
// then the sizes in px (radius, spacing, font sizes). Fields on the shared form layer (Field).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import {
  FONT_STACK_IDS,
  FONT_STACKS,
  NIGHT_GROUP,
  SELF_HOSTED_STACKS,
  SIZE_GROUPS,
  fontStackOf,
  loadFontChoices,
  sizeRange,
  type SizeGroup,
} from '../../features/backoffice/studio';
import { Field, formStyles } from '../../ui/Field';
import styles from './ThemeStudio.module.css';
import { Button } from '../../ui/Button/Button';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** The picker's value: #rrggbb (the picker has no alpha). */
const pickerValue = (v: string) => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(v);
  if (!m) return '#000000';
  const h =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1].slice(0, 6);
  return `#${h.toLowerCase()}`;
};

export interface TokenEditorProps {
  theme: ThemeManifest;
  onToken: (group: string, name: string, value: string | number, field: string) => void;
  /** Derive the night version from the day colours (again), or remove it. */
  onNight: (derive: boolean) => void;
}

function ColourField({
  group = 'color',
  name,
  value,
  onChange,
}: {
  group?: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // Undo, redo and a suggestion applied change the value from outside: the field follows.
  useEffect(() => setText(value), [value]);
  const bad = !HEX.test(text.trim());
  return (
    <Field
      name={`${group}.${name}`}
      id={`tok-${group}-${name}`}
      label={name}
      error={bad ? t('studio.hexInvalid') : undefined}
      className={styles.colour}
    >
      {(control) => (
        <div className={styles.colourRow}>
          <input
            type="color"
            className={styles.picker}
            value={pickerValue(value)}
            aria-label={t('studio.pick', { name })}
            onChange={(e) => {
              setText(e.target.value.toUpperCase());
              onChange(e.target.value.toUpperCase() + (value.length === 9 ? value.slice(7) : ''));
            }}
          />
          <input
            {...control}
            className={formStyles.input}
            value={text}
            spellCheck={false}
            autoComplete="off"
            maxLength={9}
            onChange={(e) => {
              setText(e.target.value);
              if (HEX.test(e.target.value.trim())) onChange(e.target.value.trim().toUpperCase());
            }}
          />
        </div>
      )}
    </Field>
  );
}

function SizeField({
  group,
  name,
  value,
  onChange,
}: {
  group: SizeGroup;
  name: string;
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const { min, max } = sizeRange(group);
  const inRange = (s: string) => s.trim() !== '' && Number.isFinite(Number(s)) && Number(s) >= min && Number(s) <= max;
  const bad = !inRange(text);
  return (
    <Field
      name={`${group}.${name}`}
      id={`tok-${group}-${name}`}
      label={t('studio.sizeLabel', { name })}
      error={bad ? t('studio.sizeInvalid', { min, max }) : undefined}
    >
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (inRange(e.target.value)) onChange(Number(e.target.value));
          }}
        />
      )}
    </Field>
  );
}

/**
 * A font family token from the system stacks or the self-hosted open fonts (each with Chinese
 * fallbacks); a typed list stays as it is. Under the list, a sample line in the chosen font.
 */
function FontField({
  name,
  value,
  onChange,
}: {
  name: 'heading' | 'body';
  value: unknown;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const stack = fontStackOf(value);
  return (
    <Field
      name={`font.${name}`}
      id={`tok-font-${name}`}
      label={t(name === 'heading' ? 'studio.fontHeading' : 'studio.fontBody')}
    >
      {(control) => (
        <>
          <select
            {...control}
            className={formStyles.input}
            value={stack ?? ''}
            onChange={(e) => {
              const id = e.target.value as (typeof FONT_STACK_IDS)[number];
              if (FONT_STACK_IDS.includes(id)) onChange(FONT_STACKS[id]);
            }}
          >
            {stack === null ? <option value="">{t('studio.fontCustom')}</option> : null}
            {FONT_STACK_IDS.map((id) => (
              <option key={id} value={id} style={{ fontFamily: FONT_STACKS[id] }}>
                {t(`studio.font_${id}`)}
                {SELF_HOSTED_STACKS.includes(id) ? ` · ${t('studio.fontHosted')}` : ''}
              </option>
            ))}
          </select>
          <p className={styles.fontSample} style={{ fontFamily: typeof value === 'string' ? value : undefined }}>
            {t('studio.fontSampleText')}
          </p>
        </>
      )}
    </Field>
  );
}

export default function TokenEditor({ theme, onToken, onNight }: TokenEditorProps) {
  const { t } = useTranslation();
  // The open fonts' faces, so the font fields show every choice in its own letters.
  useEffect(() => void loadFontChoices(), []);
  const night = Object.entries(theme.tokens[NIGHT_GROUP] ?? {});
  const nightSection = (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>{t('studio.nightTitle')}</legend>
      <p className={styles.hint}>{night.length ? t('studio.nightHelp') : t('studio.nightNone')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onNight(true)}>
          {night.length ? t('studio.nightRederive') : t('studio.nightDerive')}
        </Button>
        {night.length ? (
          <Button variant="secondary" onClick={() => onNight(false)}>
            {t('studio.nightDrop')}
          </Button>
        ) : null}
      </div>
      {night.length ? (
        <div className={styles.grid}>
          {night.map(([name, v]) => (
            <ColourField
              key={name}
              group={NIGHT_GROUP}
              name={name}
              value={String(v)}
              onChange={(value) => onToken(NIGHT_GROUP, name, value, `${NIGHT_GROUP}.${name}`)}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
  return (
    <>
      <fieldset className={formStyles.group}>
        <legend className={formStyles.legend}>{t('studio.fonts')}</legend>
        <p className={styles.hint}>{t('studio.fontHint')}</p>
        <div className={styles.grid}>
          {(['heading', 'body'] as const).map((name) => (
            <FontField
              key={name}
              name={name}
              value={theme.tokens.font?.[name]}
              onChange={(v) => onToken('font', name, v, `font.${name}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={formStyles.group}>
        <legend className={formStyles.legend}>{t('studio.colours')}</legend>
        <div className={styles.grid}>
          {Object.entries(theme.tokens.color ?? {}).map(([name, v]) => (
            <ColourField
              key={name}
              name={name}
              value={String(v)}
              onChange={(value) => onToken('color', name, value, `color.${name}`)}
            />
          ))}
        </div>
      </fieldset>
      {nightSection}
      {SIZE_GROUPS.map((group) => (
        <fieldset key={group} className={formStyles.group}>
          <legend className={formStyles.legend}>{t(`studio.group_${group}`)}</legend>
          <div className={styles.grid}>
            {Object.entries(theme.tokens[group] ?? {})
              .filter(([, v]) => typeof v === 'number')
              .map(([name, v]) => (
                <SizeField
                  key={name}
                  group={group}
                  name={name}
                  value={Number(v)}
                  onChange={(value) => onToken(group, name, value, `${group}.${name}`)}
                />
              ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
