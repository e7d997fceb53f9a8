import Dispatch
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal pipe from several threads at once, as a test process uses it (end hooks wait
/// for their children with SIGCHLD watched while other tests run): unlocked, its lists were
/// torn and the process crashed (`Array replace: subrange extends past the end`, seen in
/// `EndHookTests`).
@Suite struct SignalPipeThreadTests {
  @Test func watchingAndReadingFromManyThreadsAtOnceKeepsItWhole() throws {
    let signals = try SignalPipe.shared()
    // SIGURG: ignored by default and used by nothing else here. Nothing is taken off the
    // pipe but its own kind (`pending` leaves what it reads for the next taker), so the
    // tests running beside this one lose no signal of theirs.
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<20_000 {
        try? signals.watch([SIGURG])
        _ = signals.pending(among: [SIGURG])
        signals.unwatch([SIGURG])
      }
    }
    // What was there before is put back, and watching installs the pipe's handler again.
    #expect(Self.disposition(of: SIGURG) == nil)
    try signals.watch([SIGURG])
    #expect(Self.disposition(of: SIGURG) != nil)
    signals.unwatch([SIGURG])
    #expect(Self.disposition(of: SIGURG) == nil)
  }

  /// The handler installed for `signal`, `nil` for the default disposition.
  private static func disposition(of signal: Int32) -> OpaquePointer? {
    var current = sigaction()
    sigaction(signal, nil, &current)
    #if os(Linux)
      return unsafeBitCast(current.__sigaction_handler.sa_handler, to: OpaquePointer?.self)
    #else
      return unsafeBitCast(current.__sigaction_u.__sa_handler, to: OpaquePointer?.self)
    #endif
  }
}
