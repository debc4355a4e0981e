/**
 * Anchors of generated pages that were renamed: page route → old id → the id it now leads to.
 * When a package bump renames a member, the build names the anchors that went missing
 * (data/anchors.txt); forward each here so that links to the old anchor still land in place.
 */
export const ANCHOR_FORWARDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
