/**
 * Where the installation guide tells a traveller what to set before flying: the home line's data
 * roaming off, the eSIM chosen for data with roaming on. The mail, the install screen and the
 * guide's section share this anchor, the same in every language.
 */

export const BEFORE_YOU_FLY_ANCHOR = 'before-you-fly';

/** The guide's 'Before you fly' section, as a path for `localizedPath` or `pageLink`. */
export const BEFORE_YOU_FLY_PATH = `/installation#${BEFORE_YOU_FLY_ANCHOR}`;
