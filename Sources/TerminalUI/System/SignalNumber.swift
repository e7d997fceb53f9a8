#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal numbers the frame loop reacts to, named for what they mean to it (the
/// numbers differ between Linux and macOS, so code outside `System/` uses these names).
public enum SignalNumber {
  /// SIGWINCH: the terminal was resized.
  public static let windowChange = SIGWINCH
  /// SIGTSTP: a stop request from outside (the keyboard's Ctrl-Z arrives as a byte instead).
  public static let terminalStop = SIGTSTP
  /// SIGCONT: the process runs again after a stop.
  public static let `continue` = SIGCONT
  /// SIGTERM: please terminate (exit status 143 by convention).
  public static let terminate = SIGTERM
  /// SIGHUP: the terminal went away (exit status 129 by convention).
  public static let hangUp = SIGHUP
  /// SIGINT: interrupt from outside (exit status 130 by convention).
  public static let interrupt = SIGINT
  /// SIGQUIT: quit, from the keyboard's Ctrl-\ on a cooked terminal or from outside (exit
  /// status 131). Its default action dumps core and leaves the terminal as it was; caught,
  /// it ends the program in order like the others, and no core is written.
  public static let quit = SIGQUIT

  /// The signals that end a program in order (save, restore, exit 128 + n): caught for
  /// the whole life of the process.
  public static let termination: [Int32] = [interrupt, terminate, hangUp, quit]

  /// Job control and resizing: caught only while a loop owns the terminal, so that
  /// outside one Ctrl-Z and a resize keep their default meaning.
  public static let jobControl: [Int32] = [windowChange, terminalStop, `continue`]

  /// Every signal a full-screen program handles through the loop.
  public static let handledByLoop: [Int32] = [
    windowChange, terminalStop, `continue`, terminate, hangUp, interrupt, quit,
  ]
}
