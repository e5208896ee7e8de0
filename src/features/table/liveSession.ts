// The table session's live stream (issue 28): when staff close the session, the table's screen learns
// it at once (before, only its next order was refused). An event names the session only; the table
// asks the venue about its session again (POST /api/table/session) and shows the token-expired
// screen when the venue says it is closed. Without a stream nothing changes (the next order says so).
import { subscribe } from 'valtio/vanilla';
import { app, session } from '../../state/stores';
import { openLiveStream } from '../live';
import { openTableSession } from './api';

/** Follows the live table session of the shop (reopening when it changes); returns the stop function. */
export function followTableSession(onClosed: () => void): () => void {
  let key = '';
  let close: (() => void) | null = null;
  const follow = () => {
    const shop = app.shop;
    const id = session.table && session.sessionId ? session.sessionId : '';
    const next = shop && id ? `${shop} ${id}` : '';
    if (next === key) return;
    key = next;
    close?.();
    close = null;
    if (!next) return;
    close = openLiveStream(async () => ({ shop, session: id }), {
      onHealth: () => undefined,
      onChange: (e) => {
        if (e.kind !== 'session' || e.id !== id || session.sessionId !== id) return;
        void openTableSession(session.table, id).then((a) => {
          if (!a.ok && a.code === 'session.closed' && session.sessionId === id) onClosed();
        });
      },
    });
  };
  follow();
  const offSession = subscribe(session, follow);
  const offApp = subscribe(app, follow);
  return () => {
    offSession();
    offApp();
    close?.();
  };
}
