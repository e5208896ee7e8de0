// A wallet dialog: the app's Radix dialog, opened and closed by the wallet itself (not the manifest).
import type { ReactNode } from 'react';
import Dialog from '../Dialog/Dialog';

export default function WalletDialog({
  id,
  title,
  open,
  onClose,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      id={id}
      title={title}
      open={open}
      emit={(event) => {
        if (event === 'close') onClose();
      }}
    >
      {children}
    </Dialog>
  );
}
