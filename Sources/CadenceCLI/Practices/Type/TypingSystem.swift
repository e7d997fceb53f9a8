import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the text to type could not be read.
struct InputError: Error, Hashable {
  /// What was being read: a path, or `standard input`.
  let source: String
  /// `errno` of the failing call, or 0 when a signal interrupted the read.
  let code: Int32
  /// The signal that interrupted the read, if that is what happened.
  var signal: Int32?

  /// One line for a person, without the `Error: ` prefix.
  var message: String {
    "Cannot read \(source): \(String(cString: strerror(code)).lowercased())"
  }
}

/// What `cadence type` needs from the process beyond ``CommandContext``: input, the
/// terminal's width, and a device to type on. Tests replace any of it.
struct TypingSystem {
  /// Whether standard input is a terminal (then it is not read unless `-` asks for it).
  var standardInputIsTerminal: () -> Bool
  /// All of standard input, up to end of file.
  var readStandardInput: () throws(InputError) -> [UInt8]
  /// All of a file.
  var readFile: (String) throws(InputError) -> [UInt8]
  /// The width of the terminal on standard output, if it is one and says.
  var outputColumns: () -> Int?
  /// A terminating signal caught so far, if any.
  var pendingSignal: () -> Int32?
  /// The device the typing loop waits on.
  var makeDevice: () throws -> any TypingDevice
  /// A seed for `--jitter` without `--seed`.
  var randomSeed: () -> UInt64
  /// Whether the command line's arguments were valid UTF-8 (Swift repairs them silently).
  var argumentsAreValidUTF8: () -> Bool = { true }

  /// The real process.
  static var process: TypingSystem {
    TypingSystem(
      standardInputIsTerminal: { isatty(STDIN_FILENO) == 1 },
      readStandardInput: { () throws(InputError) in
        try readAll(STDIN_FILENO, name: "standard input")
      },
      readFile: { path throws(InputError) in try readFile(at: path) },
      outputColumns: { terminalColumns(of: STDOUT_FILENO) },
      pendingSignal: { pendingTermination() },
      makeDevice: { try PollTypingDevice() },
      randomSeed: { UInt64.random(in: .min ... .max) },
      argumentsAreValidUTF8: argumentsAreValidUTF8
    )
  }

  /// A terminating signal caught so far (Ctrl-C while reading a pipe), if any.
  static func pendingTermination() -> Int32? {
    (try? SignalPipe.shared())?.pending(among: SignalNumber.termination)
  }

  /// Checks the raw `argv` bytes, which `CommandLine.arguments` has already repaired.
  static func argumentsAreValidUTF8() -> Bool {
    (1..<Int(CommandLine.argc)).allSatisfy { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return true }
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
        count: strlen(argument))
      return String(validating: bytes, as: UTF8.self) != nil
    }
  }

  /// Reads a file to its end. Wraps `open(2)` and `close(2)`.
  static func readFile(at path: String) throws(InputError) -> [UInt8] {
    let name = "'\(path)'"
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw InputError(source: name, code: errno) }
    defer { close(descriptor) }
    return try readAll(descriptor, name: name)
  }

  /// Reads a descriptor to end of file. Wraps `read(2)`; an `EINTR` caused by a
  /// terminating signal (Ctrl-C while waiting on a pipe) ends the read with that signal.
  static func readAll(_ descriptor: Int32, name: String) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno == EINTR {
        if let signal = pendingTermination() {
          throw InputError(source: name, code: EINTR, signal: signal)
        }
      } else {
        throw InputError(source: name, code: errno)
      }
    }
  }

  /// The width of a terminal in columns, or `nil` when it is not one or reports 0.
  /// Wraps `ioctl(2)` with `TIOCGWINSZ`.
  static func terminalColumns(of descriptor: Int32) -> Int? {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) {
      ioctl(descriptor, UInt(TIOCGWINSZ), $0)
    }
    guard result == 0, window.ws_col > 0 else { return nil }
    return Int(window.ws_col)
  }
}
