// The language choice (shown only when switched on and the venue has more than one language).
import { useContext } from 'react';
import { useSnapshot } from 'valtio';
import { EngineContext } from '../../../engine/runtime/context';
import { sendFlowEvent } from '../../../engine/flow/events';
import { useTranslation } from '../../../i18n';
import { app, venue } from '../../../state/stores';
import { BigButton, EventButton, StepFrame, styles } from './parts';

/** Each language named in itself. */
const NAMES: Record<string, string> = { 'en-gb': 'English', 'zh-hans': '简体中文' };

export default function Language() {
  const { t } = useTranslation();
  const eng = useContext(EngineContext);
  const { languages } = useSnapshot(venue);
  const current = useSnapshot(app).lang;
  const list = languages.length ? languages : Object.keys(NAMES);
  const choose = (code: string) => {
    eng.makeEnv({}, () => {}).setLang(code);
    sendFlowEvent('CHOSEN');
  };
  return (
    <StepFrame title={t('kiosk.languageTitle')}>
      <div className={styles.choices} role="group" aria-label={t('kiosk.languageTitle')}>
        {list.map((code) => (
          <BigButton key={code} big secondary={code !== current} onClick={() => choose(code)}>
            <span lang={code === 'zh-hans' ? 'zh-Hans' : 'en-GB'}>{NAMES[code] ?? code}</span>
          </BigButton>
        ))}
      </div>
      <div className={styles.bar}>
        <EventButton event="BACK" />
      </div>
    </StepFrame>
  );
}
