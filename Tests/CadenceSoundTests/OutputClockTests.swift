import Testing

@testable import CadenceSound

/// Cues follow the device's own rate, fitted through the server's snapshots: the screen
/// and the sound stay together over a whole session, however the device's clock runs.
@Suite struct OutputClockTests {
  /// A device whose clock runs `ppm` off the system's, with the first frame heard at 0 s at
  /// frame 1,000,000.
  struct Device {
    var ppm: Double
    func frame(at time: Duration) -> Double {
      1_000_000 + 48_000 * (1 + ppm / 1_000_000) * time.inSeconds
    }
  }

  /// Error of snapshots, in ms, in an order of no pattern: ±0.4 ms, what a line through
  /// the null sink's snapshots beside a second stream left (that sink's own rate wanders;
  /// between snapshots they scatter 16–28 µs, measured), so the clock is tried against
  /// the worse.
  static let jitter = [0.3, -0.4, 0.1, 0.4, -0.2, -0.3, 0.0, 0.2, -0.1, 0.35, -0.25, 0.15]

  /// When a stream asks for timing: with every refill (4 s) until its snapshots span 30 s,
  /// then with every third (12 s).
  static let snapshots: [Duration] =
    stride(from: 0, through: 28, by: 4).map { Duration.seconds($0) }
    + stride(from: 40, through: 300, by: 12).map { Duration.seconds($0) }

  static func clock(at point: OutputClock.Point) -> OutputClock {
    OutputClock(
      anchor: point, rate: 48_000, measured: true, limit: 960, agreement: 240, tolerance: 24)
  }

  /// Plays a session on `device` with `extra` snapshots in place of the regular ones; the
  /// worst distance (ms) between where the clock places a frame and where the device plays
  /// it, at every half second from `from` on, and when the clock moved.
  static func session(
    on device: Device, extra: [Duration: Double] = [:], from: Duration = .seconds(12)
  ) -> (worst: Double, moves: [Duration]) {
    let first = OutputClock.Point(time: .zero, frame: Int64(device.frame(at: .zero)))
    var clock = clock(at: first)
    var worst = 0.0
    var moves: [Duration] = []
    var instant = Duration.zero
    for (index, time) in snapshots.enumerated() where index > 0 {
      while instant < time {
        if instant >= from {
          worst = max(worst, abs(Double(clock.frame(at: instant)) - device.frame(at: instant)))
        }
        instant += .milliseconds(500)
      }
      let off = extra[time] ?? jitter[index % jitter.count]
      let frame = Int64((device.frame(at: time) + off * 48).rounded())
      let point = OutputClock.Point(time: time, frame: frame)
      if clock.observe(point, snapshot: time) == .moved { moves.append(time) }
    }
    return (worst / 48, moves)
  }

  @Test(arguments: [0.0, 100, 277, -93, 13])
  func cuesStayWithinAMillisecondOfADeviceThatRunsOff(ppm: Double) {
    let played = Self.session(on: Device(ppm: ppm))
    // The snapshots' error (±0.4 ms) and the half millisecond a line must be off to move.
    #expect(played.worst <= 0.75, "\(ppm) ppm: \(played.worst) ms")
    // Unfollowed, 277 ppm is 83 ms over the session; followed, the cues move while the
    // snapshots are few, then seldom: at most four times in the last four minutes.
    #expect(played.moves.filter { $0 > .seconds(60) }.count <= 4, "moved at \(played.moves)")
  }

  @Test func aLineIsFittedOnlyOnceTheSnapshotsSpanSevenSeconds() {
    var clock = Self.clock(at: .init(time: .zero, frame: 0))
    // 1 ms late at 4 s (250 ppm): two snapshots, too few and too close to tell a rate.
    #expect(clock.observe(.init(time: .seconds(4), frame: 192_048), snapshot: .seconds(4)) == .none)
    #expect(clock.frame(at: .seconds(4)) == 192_000)
    #expect(
      clock.observe(.init(time: .seconds(8), frame: 384_096), snapshot: .seconds(8)) == .moved)
    #expect(abs(clock.rate - 48_012) < 0.01)
    #expect(clock.frame(at: .seconds(8)) == 384_096)
    #expect(clock.frame(at: .seconds(12)) == 576_144)
  }

  @Test func theSameSnapshotReadTwiceIsOnePoint() {
    var clock = Self.clock(at: .init(time: .zero, frame: 0))
    let point = OutputClock.Point(time: .seconds(4), frame: 192_010)
    _ = clock.observe(point, snapshot: .seconds(4))
    _ = clock.observe(point, snapshot: .seconds(4))
    #expect(clock.points.count == 2)
  }

  @Test(arguments: [0.0, 277])
  func oneSnapshot24MillisecondsOffMovesNothing(ppm: Double) {
    let played = Self.session(on: Device(ppm: ppm), extra: [.seconds(136): 24])
    #expect(played.worst <= 0.75, "\(played.worst) ms")
    #expect(!played.moves.contains(.seconds(136)))
  }

  @Test(arguments: [0.0, 277])
  func oneSnapshot4MillisecondsOffMovesTheCuesLittle(ppm: Double) {
    // Within the 20 ms a departure must pass: a point of the line, outvoted by the others.
    let played = Self.session(on: Device(ppm: ppm), extra: [.seconds(136): 3.7])
    #expect(played.worst <= 0.75, "\(played.worst) ms")
  }

  @Test func aDepartureTwoSnapshotsAgreeOnStartsANewLineAtTheRateFollowed() {
    let device = Device(ppm: 277)
    var clock = Self.clock(at: .init(time: .zero, frame: Int64(device.frame(at: .zero))))
    for second in stride(from: 4, through: 40, by: 4) {
      let time = Duration.seconds(second)
      _ = clock.observe(.init(time: time, frame: Int64(device.frame(at: time))), snapshot: time)
    }
    let followed = clock.rate
    #expect(abs(followed - 48_013.3) < 0.5)
    // The machine slept: the stream plays 50 ms (2,400 frames) later than its line says.
    let late = { (time: Duration) in
      OutputClock.Point(time: time, frame: Int64(device.frame(at: time)) - 2_400)
    }
    #expect(clock.observe(late(.seconds(44)), snapshot: .seconds(44)) == .confirm)
    #expect(clock.observe(late(.milliseconds(44_020)), snapshot: .seconds(45)) == .moved)
    #expect(clock.anchor == late(.milliseconds(44_020)))
    #expect(clock.points == [late(.milliseconds(44_020))])
    #expect(clock.rate == followed)
  }

  @Test func aGuessedAnchorGivesWayToTheFirstSnapshot() {
    var clock = OutputClock(
      anchor: .init(time: .zero, frame: 0), rate: 48_000, measured: false, limit: 960,
      agreement: 240, tolerance: 24)
    let first = OutputClock.Point(time: .milliseconds(300), frame: 123_456)
    #expect(clock.observe(first, snapshot: .seconds(1)) == .moved)
    #expect(clock.anchor == first)
    #expect(clock.frame(at: .milliseconds(1_300)) == 171_456)
  }

  @Test func aRateNoDeviceRunsAtIsNotFollowed() {
    var clock = Self.clock(at: .init(time: .zero, frame: 0))
    // 2,187 ppm: 105 frames a second more than 48 kHz, under the 20 ms a departure needs
    // at each snapshot, but a fit gone wrong rather than a sound card.
    for second in [2, 4, 6, 8] {
      let time = Duration.seconds(second)
      let point = OutputClock.Point(time: time, frame: Int64(second) * 48_105)
      #expect(clock.observe(point, snapshot: time) == .none)
    }
    #expect(clock.rate == 48_000)
  }
}
