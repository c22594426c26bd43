// Darwin's time constants, which widget code multiplies seconds by (`Task.sleep(nanoseconds:
// 2 * NSEC_PER_SEC)`, `DispatchTime.now() + .nanoseconds(…)`): Dispatch's C header defines
// them as macros on Apple systems, and Linux's Dispatch and Glibc do not bring them into Swift.
#if !canImport(Darwin)
/// Nanoseconds in a second (Darwin's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (Darwin's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second (Darwin's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (Darwin's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
#endif
