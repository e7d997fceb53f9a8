#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal modes (termios): reading them, raw mode, and putting them back.
enum RawMode {
  /// The current attributes of a terminal.
  /// Wraps `tcgetattr(3)`. Retries on `EINTR`; `ENOTTY` becomes ``TerminalError/notATerminal``.
  static func attributes(of fd: Int32) throws -> termios {
    var attributes = termios()
    do {
      _ = try SystemCall.retrying("tcgetattr") { tcgetattr(fd, &attributes) }
    } catch TerminalError.systemCall(_, let code) where code == ENOTTY {
      throw TerminalError.notATerminal
    }
    return attributes
  }

  /// Applies attributes once pending output has been written (`TCSADRAIN`), so bytes
  /// written before a mode change are processed under the old mode.
  /// Wraps `tcsetattr(3)`. Retries on `EINTR`.
  static func apply(_ attributes: termios, to fd: Int32) throws {
    var copy = attributes
    _ = try SystemCall.retrying("tcsetattr") { tcsetattr(fd, TCSADRAIN, &copy) }
  }

  /// `original` made raw: no echo, no line editing, no signal keys (Ctrl-C, Ctrl-Z arrive
  /// as bytes 0x03, 0x1A), no output processing (write `\r\n`), 8-bit input, and reads
  /// that return as soon as one byte is there.
  /// Wraps `cfmakeraw(3)`.
  static func raw(from original: termios) -> termios {
    var raw = original
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}

/// The last-resort restore that runs from a signal handler when the process crashes
/// (a Swift trap is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS, `abort` SIGABRT).
///
/// Only async-signal-safe work happens in the handler: `write(2)` of bytes prepared in
/// advance and `tcsetattr(3)` with attributes saved in advance. It then reinstates the
/// previous disposition (the Swift runtime's backtracer, or the default) and returns, so
/// the faulting instruction runs again and the crash continues as it would have.
enum EmergencyRestore {
  /// Fatal signals whose default action would leave the terminal raw.
  static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

  /// Prepares the restore for a terminal (bytes to `output`, modes to `input`) and
  /// installs the crash handlers. Idempotent.
  static func install(output: Int32, input: Int32, original: termios) {
    _ = (EmergencyState.bytes, EmergencyState.byteCount)  // initialise before any handler runs
    EmergencyState.output = output
    EmergencyState.input = input
    EmergencyState.original.pointee = original
    EmergencyState.armed = true
    for signal in fatalSignals {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = { signal in
          EmergencyRestore.runInSignalHandler(signal)
        }
      #else
        action.__sigaction_u.__sa_handler = { signal in EmergencyRestore.runInSignalHandler(signal)
        }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      if !EmergencyState.installed {
        sigaction(signal, &action, EmergencyState.previous + Int(signal))
      }
    }
    EmergencyState.installed = true
  }

  /// Stops the crash handlers from touching the terminal (after a normal restore).
  static func disarm() {
    EmergencyState.armed = false
  }

  /// The handler body: restore the terminal, put the previous handler back, return.
  private static func runInSignalHandler(_ signal: Int32) {
    let savedErrno = errno
    if EmergencyState.armed {
      EmergencyState.armed = false
      _ = write(EmergencyState.output, EmergencyState.bytes, EmergencyState.byteCount)
      tcsetattr(EmergencyState.input, TCSANOW, EmergencyState.original)
    }
    sigaction(signal, EmergencyState.previous + Int(signal), nil)
    errno = savedErrno
  }
}

/// Storage the crash handler reads. Written only by
/// ``EmergencyRestore/install(output:input:original:)``
/// on the main thread before any handler can run, so the handler never races with a write;
/// buffers are allocated once and never freed, so the handler never allocates or
/// triggers a lazy global initialiser.
private enum EmergencyState {
  nonisolated(unsafe) static var output: Int32 = -1
  nonisolated(unsafe) static var input: Int32 = -1
  nonisolated(unsafe) static var armed = false
  nonisolated(unsafe) static var installed = false
  nonisolated(unsafe) static let original = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()
  static let byteCount = ControlSequence.restoreSequence.utf8.count
  nonisolated(unsafe) static let bytes: UnsafeMutablePointer<UInt8> = {
    let bytes = Array(ControlSequence.restoreSequence.utf8)
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
    return pointer
  }()
}
