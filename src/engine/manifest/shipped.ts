// The browser's manifest loader for the documents shipped inside a production build: `npm run build`
// has validated every one of them (scripts/validate-manifests.mjs, with the same document
// validators and the cross-file checks) and refuses to build when one is invalid, and they travel in
// content-hashed chunks, so the browser migrates and checks their kind but does not download the
// document validators (about 11 KB gzip) to check the same bytes again.
import { makePreparer } from './prepare';

export { ManifestError, isManifestError, type Prepared } from './prepare';
export const { prepareDocument, requireDocument, prepareFamilies } = makePreparer(() => []);
