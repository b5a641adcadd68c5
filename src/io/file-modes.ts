/**
 * The permissions brain creates its files and folders with: the profile and everything beside it
 * are the operator's alone. A module of its own so that naming the data dir (src/io/data-dir.ts,
 * loaded by every command) does not load the writing machinery with it.
 */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;
