/** brain's version: `brain --version`, and the name of the shipped rule set in reviews. A test ties it to package.json. */
export const BRAIN_VERSION = "0.1.0";
