#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal modes `cadence type` reads keys in: keys arrive one by one, unechoed,
/// while output keeps its usual processing — it types into the normal flow, not a screen.
///
/// Unlike full raw mode (`cfmakeraw`), `OPOST` stays on, so `\n` still moves to the start
/// of the next line. `ISIG` is off, so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as bytes and the
/// loop decides (Ctrl-\ must not dump core with echo off). `IXON` is off, so Ctrl-S does
/// not freeze the output behind the loop's back.
///
/// TerminalUI's `RawMode` is internal to that module (and full raw); this small
/// equivalent lives here until TerminalUI offers an inline mode.
struct KeyboardMode {
  /// The terminal keys are read from.
  let descriptor: Int32
  private let original: termios
  private let ownsDescriptor: Bool

  /// The terminal to read keys from: standard input when it is one, else `/dev/tty` (so
  /// `cat notes | cadence type` can still be skipped); `nil` when there is none. Check
  /// ``isForeground`` before ``enter()``: a background job must not change the modes.
  /// Wraps `isatty(3)`, `open(2)` and `tcgetattr(3)`.
  static func open() -> KeyboardMode? {
    var descriptor = STDIN_FILENO
    var owns = false
    if isatty(STDIN_FILENO) != 1 {
      #if canImport(Glibc)
        descriptor = Glibc.open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
      #else
        descriptor = Darwin.open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
      #endif
      guard descriptor >= 0 else { return nil }
      owns = true
    }
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else {
      if owns { closeDescriptor(descriptor) }
      return nil
    }
    return KeyboardMode(descriptor: descriptor, original: modes, ownsDescriptor: owns)
  }

  /// Whether this process is in the terminal's foreground process group, so it may
  /// change the modes and read keys without being stopped by `SIGTTOU` / `SIGTTIN`.
  /// Wraps `tcgetpgrp(3)`.
  var isForeground: Bool {
    tcgetpgrp(descriptor) == getpgrp()
  }

  /// Keys one at a time, no echo, no signal keys, output processing kept.
  /// Wraps `tcsetattr(3)` (`TCSANOW`), retrying on `EINTR`.
  func enter() {
    var modes = original
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    modes.c_iflag &= ~tcflag_t(IXON)
    withUnsafeMutableBytes(of: &modes.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    while tcsetattr(descriptor, TCSANOW, &modes) != 0, errno == EINTR {}
  }

  /// The modes as they were, once the output written so far has been sent (`TCSADRAIN`).
  /// Wraps `tcsetattr(3)`, retrying on `EINTR`.
  func restore() {
    var modes = original
    while tcsetattr(descriptor, TCSADRAIN, &modes) != 0, errno == EINTR {}
  }

  /// Closes `/dev/tty` if it was opened here.
  func close() {
    if ownsDescriptor { closeDescriptor(descriptor) }
  }
}

/// Wraps `close(2)`.
private func closeDescriptor(_ descriptor: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(descriptor)
  #else
    _ = Darwin.close(descriptor)
  #endif
}
