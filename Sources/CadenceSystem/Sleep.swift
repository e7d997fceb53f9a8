#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Blocks the calling thread for `duration` (nothing if it is not positive): for effect
/// code that must let a device finish (a sound ringing out), never for logic.
/// Wraps `nanosleep(2)`; retries with the time left on `EINTR`.
package func sleepThread(for duration: Duration) {
  guard duration > .zero else { return }
  let (seconds, attoseconds) = duration.components
  var left = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
  var rest = timespec()
  while nanosleep(&left, &rest) == -1 && errno == EINTR { left = rest }
}
