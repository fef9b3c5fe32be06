type Verified = { uid: string; claims: Record<string, unknown> };

/**
 * Verified ID tokens by token string, kept until the token's own expiry (at most an hour for Firebase tokens).
 * Bounded: the oldest entries go first. Revocation is still checked on destructive calls, which bypass the cache.
 */
export class TokenCache {
  private readonly entries = new Map<string, { value: Verified; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): Verified | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(token);
      return null;
    }
    return entry.value;
  }

  set(token: string, value: Verified, expiresAt: number): void {
    if (expiresAt <= this.now()) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { value, expiresAt });
  }

  delete(token: string): void {
    this.entries.delete(token);
  }

  /** A deleted account's tokens must stop working at once. */
  deleteUid(uid: string): void {
    for (const [token, entry] of this.entries) if (entry.value.uid === uid) this.entries.delete(token);
  }
}
