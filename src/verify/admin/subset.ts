/**
 * The procedures `npm test` walks (`npm run verify:admin -- --subset`): at least one of every
 * section of the user guide, chosen among the fast ones, so that the admin, the walker and a
 * page of each section are proven on every change within a few minutes.
 */
export const SUBSET: readonly string[] = ["index#sign-in", "customers/groups#create-a-group", "customers/manage#find-a-customer"];
