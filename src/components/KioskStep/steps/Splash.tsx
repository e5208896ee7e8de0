// The splash: the venue's name and logo, and one large "Tap to start" (a tap anywhere on it counts).
// Staff reach their login by the hidden corner: five taps, each within 2 s of the last (spec 9).
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { HiddenCorner } from '../../../features/kioskops';
import { useTranslation } from '../../../i18n';
import { venue } from '../../../state/stores';
import { BigButton, styles } from './parts';

export default function Splash() {
  const { t } = useTranslation();
  const { branding } = useSnapshot(venue);
  const { config } = useSnapshot(kiosk);
  const name = typeof branding.name === 'string' ? branding.name : '';
  const logo = config.logo;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a touch anywhere starts; the keyboard has the start button
    <section
      className={styles.splash}
      aria-labelledby="kiosk-step-title"
      onClick={(e) => {
        if (e.target === e.currentTarget) sendFlowEvent('TOUCH');
      }}
    >
      {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
      <h1 id="kiosk-step-title" className={styles.title}>
        {name ? t('kiosk.splashTitleAt', { name }) : t('kiosk.splashTitle')}
      </h1>
      <p className={styles.lead}>{t('kiosk.splashLead')}</p>
      <BigButton big onClick={() => sendFlowEvent('TOUCH')}>
        {t('kiosk.splashStart')}
      </BigButton>
      <HiddenCorner label={t('kiosk.splashStaff')} />
    </section>
  );
}
