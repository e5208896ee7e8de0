// Component tests draw components directly, not through the registry that loads a component's
// deferred text namespaces with its chunk (src/components/registry.ts): every namespace is asked
// for here, so each language a test loads comes whole.
import { DEFERRED_NAMESPACES, loadNamespaces } from '../../src/i18n';

await loadNamespaces(DEFERRED_NAMESPACES);
