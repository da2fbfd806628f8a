// Checks the compiler makes and the running code never sees: a type built with `Check` fails to
// compile when what it states is false, which is how a list written out by hand is held to the
// type it must cover.

/** Compiles only when `T` is true. */
export type Check<T extends true> = T;

/** True when `A` and `B` are the same set of types. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
