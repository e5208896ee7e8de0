// Public API of the theme studio (issue 18 part 2): the draft's edits, undo/redo, the contrast report
// with suggested colours, import/export of theme files, and the calls the studio makes. The screen is
// the registry component src/components/ThemeStudio (lazy, admin-only route /merchant/{shop}/studio).
export {
  blankTheme,
  fromShipped,
  setToken,
  setRole,
  setMeta,
  sameTheme,
  contrastReport,
  applySuggestion,
  importTheme,
  exportTheme,
  withBase,
  SIZE_GROUPS,
  sizeRange,
  SCHEMA_URL,
  type Failure,
  type ImportResult,
  type SizeGroup,
} from './draft';
export {
  startHistory,
  record,
  undo,
  redo,
  canUndo,
  canRedo,
  resetHistory,
  HISTORY_LIMIT,
  type History,
} from './history';
export {
  listThemes,
  shippedThemes,
  openTheme,
  saveTheme,
  deleteTheme,
  makeDefault,
  firstProduct,
  renameTheme,
  themeVersions,
  themeVersion,
  studioFailure,
  type StudioError,
  type StudioFailure,
  type ProThemeVenueListResult,
  type ThemeProblem,
  type ThemeVersionEntry,
  type VenueThemeEntry,
} from './api';
export { pairId, draftColours, draftPairs, brandTokens, fixesFor, applyFix } from './fixes';
export { deriveNight, dropNight, hasNight, isNightPair, NIGHT_GROUP } from './night';
export { FONT_STACKS, FONT_STACK_IDS, SELF_HOSTED_STACKS, fontStackOf, loadFontChoices, type FontStack } from './fonts';
export {
  PREVIEW_SCREENS,
  PREVIEW_READY,
  previewUrl,
  kioskSplashUrl,
  kioskPreviewUrl,
  bookingFamilyOf,
  SAMPLE_BOOKING_VENUE,
  SAMPLE_KIOSK_VENUE,
  type PreviewScreen,
} from './preview';
export { checkImageFile, clearImage, currentImage, ImageFileError, uploadImage, type ImageFileProblem } from './images';
export { IMAGE_SLOTS, type ImageSlot } from '../../../domain/venueImage';
export {
  NAME_LANGS,
  NAME_MAX,
  nameProblem,
  freeId,
  asNewTheme,
  replaceContent,
  type NameLang,
  type NameProblem,
} from './manage';
