// The item dialog at kiosk scale: full screen, the ordering ProductDetail inside with its options as
// large tiles (KioskStep.module.css .sheet). With lineNo it edits that cart line (the cart's Edit).
// Its notes field brings the on-screen keyboard (the kiosk's KeyboardDock draws it in the dialog).
import { lazy, Suspense } from 'react';
import { EditInPlaceContext } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { Status } from '../../../ui/Status/Status';
import { styles } from './parts';

const ProductDetail = lazy(() => import('../../ProductDetail/ProductDetail'));

export default function ItemDialog({
  productId,
  lineNo,
  name,
  onClose,
}: {
  productId: string;
  lineNo?: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      placement="full"
      title={name}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.sheet}>
        <Suspense fallback={<Status as="p">{t('kiosk.loading')}</Status>}>
          <EditInPlaceContext.Provider value>
            <ProductDetail
              productId={productId}
              lineNo={lineNo}
              emit={(ev) => {
                if (ev === 'added' || ev === 'updated') onClose();
              }}
            />
          </EditInPlaceContext.Provider>
        </Suspense>
      </div>
    </Dialog>
  );
}
