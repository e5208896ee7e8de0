// The item dialog at kiosk scale: full screen, the ordering ProductDetail inside with its options as
// large tiles (KioskStep.module.css .sheet). With lineNo it edits that cart line (the cart's Edit).
// Its notes field brings the on-screen keyboard (the kiosk's KeyboardDock draws it in the dialog).
// The tap answers with the dialog's frame and title at once (Dialog's `instant`: it becomes modal, with
// its focus move and scroll lock, after that paint); the product form fills it as a transition after
// the modal dialog's own paint (issue 34's 100 ms budget).
import { lazy, Suspense } from 'react';
import { EditInPlaceContext } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { useAfterPaint } from '../../../ui/Dialog/useAfterPaint';
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
  return (
    <Dialog
      open
      instant
      placement="full"
      title={name}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ItemForm productId={productId} lineNo={lineNo} onClose={onClose} />
    </Dialog>
  );
}

function ItemForm({ productId, lineNo, onClose }: { productId: string; lineNo?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const ready = useAfterPaint();
  const loading = <Status as="p">{t('kiosk.loading')}</Status>;
  return (
    <div className={styles.sheet}>
      {ready ? (
        <Suspense fallback={loading}>
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
      ) : (
        loading
      )}
    </div>
  );
}
