// The browser's manifest loader for documents the build has not checked (development, where a
// designer's saved file is named the moment it breaks; documents from elsewhere, such as a venue's
// theme): migrate -> validate -> kind check with the build-time compiled document validators
// (src/generated/document-validators.js; no schema compiler, no eval). Its own chunk.
import { validateDocument } from './documents';
import { makePreparer } from './prepare';

export { ManifestError, isManifestError, type Prepared } from './prepare';
export const { prepareDocument, requireDocument, prepareFamilies } = makePreparer(validateDocument);
