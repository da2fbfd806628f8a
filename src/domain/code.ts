export interface CodeInput {
  code: string;
  neverExpires: boolean;
  /** ISO date-time in UTC, or null when the code never expires. */
  expirationDate: string | null;
}

export interface Code extends CodeInput {
  id: string;
  createdAt: string;
  version: number;
}
