/** A clock that moves only when told to, for cache ages without waiting. */
export class ManualClock {
  #now = 1_000_000;

  readonly now = (): number => this.#now;

  advance(ms: number): void {
    this.#now += ms;
  }
}
