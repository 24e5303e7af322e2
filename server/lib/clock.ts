/** The time source. Production uses the system clock; tests pass a fake one to travel in time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for expiry, lockout and retry tests. */
export function createFakeClock(start = new Date('2026-01-15T10:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

export function isoIn(clock: Clock, milliseconds: number): string {
  return new Date(clock.now().getTime() + milliseconds).toISOString();
}
