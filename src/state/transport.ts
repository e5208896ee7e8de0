// Plugs the stores into the API client's transport (src/api/context.ts): the token it sends, where
// the app is, the loading counter and the toasts. The client never imports the stores; start-up
// (src/app/start.tsx) calls connectTransport() once, before the first call.
import { configureTransport } from '../api/context';
import { app, session, user, venue } from './stores';
import { beginLoading, endLoading, showToast } from './ui';

export function connectTransport(): void {
  configureTransport({
    getToken: () => user.token,
    onToken: (token, refresh) => {
      user.token = token;
      if (refresh) user.refreshToken = token;
    },
    context: () => ({
      domain: app.domain,
      shop: app.shop,
      deviceId: session.deviceId,
      userId: user.userId,
      settings: venue.settings,
      licence: venue.licence,
    }),
    onLoading: (delta) => (delta > 0 ? beginLoading() : endLoading()),
    onToast: (message, notice) => void showToast(message, notice),
  });
}
