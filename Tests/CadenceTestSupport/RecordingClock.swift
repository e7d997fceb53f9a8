import CadenceSystem
import Foundation
import Synchronization

/// How fast a recording grows against `CLOCK_MONOTONIC`: its size, looked at every 5 ms by
/// a thread of its own, and the line through those looks.
///
/// Why a bench needs it: a sink's samples are not the system's seconds. PulseAudio's null
/// sink beside two streams made 160–180 more frames a second in 48,000 than the system's
/// clock has (measured here, with `pacat` streams only), so intervals counted in recorded
/// samples at 48 kHz are not the intervals heard against the screen's clock; divided by
/// the recording's own rate, they are.
public final class RecordingClock: Sendable {
  /// One look: when (the monotonic clock) and how many frames the recording held.
  public struct Look: Sendable {
    public var time: Duration
    public var frames: Int
  }

  /// What the looking thread and the caller share.
  private final class Shared: Sendable {
    let looks = Mutex<[Look]>([])
    let stopped = Mutex(false)
    let done = DispatchSemaphore(value: 0)
  }

  private let shared = Shared()

  /// Starts looking at the size of the file at `path` (16-bit mono frames).
  public init(watching path: String) {
    let thread = Thread { [shared] in
      let clock = KernelClock(.suspending)
      var size = stat()
      while !shared.stopped.withLock({ $0 }) {
        if stat(path, &size) == 0 {
          let look = Look(time: clock.now(), frames: Int(size.st_size) / 2)
          shared.looks.withLock { all in
            if all.last?.frames != look.frames { all.append(look) }
          }
        }
        usleep(5_000)  // The look's own cadence: the recorder announces nothing to wait on.
      }
      shared.done.signal()
    }
    thread.start()
  }

  /// Stops looking; a second call does nothing.
  public func stop() {
    let wasStopped = shared.stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    if !wasStopped { shared.done.wait() }
  }

  /// The recording's frames per second of the monotonic clock: the least-squares slope
  /// through every look after the first `settle` (the recorder hands on what it held at its
  /// start in a burst), and after `start` when one is given (a sink that ran at another
  /// rate before); `nil` over less than 10 s of looks.
  public func rate(settle: Duration = .seconds(2), after start: Duration? = nil) -> Double? {
    Self.slope(of: looks(settle: settle, after: start))
  }

  /// The rate over each whole `window` of the looks ``rate(settle:after:)`` uses, oldest
  /// first: whether the sink's clock held one rate, which a line through the whole recording
  /// does not tell.
  public func rates(
    every window: Duration, settle: Duration = .seconds(2), after start: Duration? = nil
  ) -> [Double] {
    let used = looks(settle: settle, after: start)
    guard let first = used.first else { return [] }
    let windows = Dictionary(grouping: used) {
      Int(Self.seconds($0.time - first.time) / Self.seconds(window))
    }
    let whole = Int(
      Self.seconds((used.last?.time ?? first.time) - first.time) / Self.seconds(window))
    return (0..<whole).compactMap { windows[$0].flatMap(Self.slope) }
  }

  private func looks(settle: Duration, after start: Duration?) -> [Look] {
    let all = shared.looks.withLock { $0 }
    guard let first = all.first else { return [] }
    return all.filter { $0.time - first.time >= settle && $0.time >= start ?? first.time }
  }

  /// The least-squares slope through `looks`, in frames a second; `nil` over less than 10 s.
  private static func slope(of looks: [Look]) -> Double? {
    guard let start = looks.first, let end = looks.last, end.time - start.time >= .seconds(10)
    else { return nil }
    // Over 10 s of looks the times differ: the slope is a fit, never a degenerate 0.
    return linearFit(
      x: looks.map { seconds($0.time - start.time) },
      y: looks.map { Double($0.frames - start.frames) }
    ).slope
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
