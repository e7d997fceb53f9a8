#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call that failed: its name and `errno`.
///
/// The floor's one error, so a layer above can word it (the terminal app says
/// `调用 posix_spawn 失败：…（errno 2）` in Chinese) without parsing a sentence, and no
/// layer needs the terminal's error type to report a thread or a child process.
public struct SystemCallError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call, as its manual page names it (`pthread_create`, `posix_spawn`).
  public let name: String
  /// The `errno` it failed with.
  public let code: Int32

  /// The failure of the call `name` with `errno` `code`.
  public init(_ name: String, errno code: Int32) {
    self.name = name
    self.code = code
  }

  /// The system's own reason (`strerror`), in the C locale's words.
  public var reason: String { String(cString: strerror(code)) }

  /// `posix_spawn failed: No such file or directory (errno 2)`.
  public var description: String { "\(name) failed: \(reason) (errno \(code))" }
}
