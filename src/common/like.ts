/** Escapes `%`, `_` and `\` so user text in an ILIKE pattern matches only itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
