#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process itself as the command line meets it: its standard descriptors, its
/// environment, the raw bytes of its arguments, and the one signal disposition set before
/// anything else runs.
package enum ProcessSystem {
  /// Standard input's descriptor.
  package static let standardInput: Int32 = STDIN_FILENO
  /// Standard output's descriptor.
  package static let standardOutput: Int32 = STDOUT_FILENO
  /// Standard error's descriptor.
  package static let standardError: Int32 = STDERR_FILENO

  /// Lets writes to a closed pipe fail with `EPIPE` instead of killing the process, so a
  /// practice can record itself and restore the terminal. Wraps `signal(3)`.
  package static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether `descriptor` is a terminal. Wraps `isatty(3)`.
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The environment as a dictionary, read from `environ` (without Foundation).
  package static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let equals = pair.firstIndex(of: "=") {
        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  /// Whether every argument after the program's name is valid UTF-8, checked on the raw
  /// `argv` bytes: `CommandLine.arguments` has already replaced invalid bytes with U+FFFD.
  /// Wraps `strlen(3)`.
  package static func argumentsAreValidUTF8() -> Bool {
    (1..<Int(CommandLine.argc)).allSatisfy { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return true }
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
        count: strlen(argument))
      return String(validating: bytes, as: UTF8.self) != nil
    }
  }
}
