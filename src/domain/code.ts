export interface CodeInput {
  code: string;
  neverExpires: boolean;
  /** ISO date-time in UTC, or null when the code never expires. */
  expirationDate: string | null;
  /** What the code gives (docs/product.md#codes); '' when not told. */
  reward?: string;
  /**
   * When the code was added (ISO date-time in UTC), which the NEW badge counts from. Missing or
   * null: the time of creation on create, the stored date on update.
   */
  addedAt?: string | null;
}

export interface Code extends CodeInput {
  id: string;
  reward: string;
  addedAt: string;
  createdAt: string;
  version: number;
}

/** The longest reward text. */
export const MAX_REWARD_LENGTH = 200;
