// The modules a source file names, for the architecture tests (layers, UI kit).
import ts from 'typescript';

/** Every module a file names: static imports, re-exports, side-effect imports and import(). */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}
