// Whether this page is being left (a reload, another address typed or opened, a bookmark): the browser
// then cuts off the page's reads still on their way, and what they fail with decides nothing, since
// the next page starts again from what is stored (a saved login is restored there). Set when the
// browser tells the page it is leaving (beforeunload, pagehide); a leave called off (the visitor chose
// to stay) ends at their next press or key, and a page shown again from the back-forward cache is back.
let leaving = false;

if (typeof window !== 'undefined') {
  const leave = () => {
    leaving = true;
  };
  const stay = () => {
    leaving = false;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', stay);
  window.addEventListener('pointerdown', stay, true);
  window.addEventListener('keydown', stay, true);
}

/** True once the browser has begun leaving this page. */
export const pageLeaving = (): boolean => leaving;
