// The colour-scheme roles: for each scheme (default: the pages; brand: the header), which colour
// token each role uses. A native select per role, labelled, with the colour's hex beside it.
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import { Field, formStyles } from '../../ui/Field';
import styles from './ThemeStudio.module.css';

export interface RoleEditorProps {
  theme: ThemeManifest;
  onRole: (scheme: string, role: string, ref: string) => void;
}

export default function RoleEditor({ theme, onRole }: RoleEditorProps) {
  const { t } = useTranslation();
  const colours = Object.keys(theme.tokens.color ?? {});
  return (
    <>
      {Object.entries(theme.schemes).map(([scheme, roles]) => (
        <fieldset key={scheme} className={formStyles.group}>
          <legend className={formStyles.legend}>{t('studio.scheme', { scheme })}</legend>
          <div className={styles.grid}>
            {Object.entries(roles).map(([role, ref]) => {
              const token = ref.startsWith('color.') ? ref.slice(6) : '';
              return (
                <Field
                  key={role}
                  name={`${scheme}.${role}`}
                  id={`role-${scheme}-${role}`}
                  label={role}
                  hint={token ? String(theme.tokens.color?.[token] ?? '') : undefined}
                >
                  {(control) => (
                    <select
                      {...control}
                      className={formStyles.input}
                      value={token}
                      onChange={(e) => onRole(scheme, role, `color.${e.target.value}`)}
                    >
                      {!token ? <option value="">{ref}</option> : null}
                      {colours.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
