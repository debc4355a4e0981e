import type { Redirect } from "./src/site/types";

/**
 * Hand-kept redirects: a URL readers may still follow → the page that replaced it.
 * Redirects for generated reference pages come from the generator, not from here.
 */
const redirects: Redirect[] = [];

export default redirects;
