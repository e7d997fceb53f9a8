import CadenceSystem
import Foundation

/// A program run to its end, its standard output caught in a file: the one way tests and
/// the bench read what another program prints.
///
/// Not Foundation's `Process` and `Pipe`. A test process runs many tests at once, and a
/// child's wait watches SIGCHLD on the signal pipe, whose handlers are installed without
/// `SA_RESTART` (``SignalPipe``). So any thread's blocking `read(2)` may return `EINTR`,
/// and `FileHandle.readDataToEndOfFile()` meets that with a `try!`: the whole test process
/// died of it on CI (`Interrupted system call`, SIGILL, in the completion tests). Called on
/// a thread of its own while the bench waited on its pty, `Process` also never returned
/// (seen here). `/bin/sh` writes the output into a file instead, and ``ChildProcess/wait()``
/// retries `EINTR`; a regular file's read is never interrupted.
public enum ProgramOutput {
  /// What `arguments[0]` (a path) prints on its standard output when run with `arguments`
  /// and exactly `environment`; its standard input and error are `/dev/null`. `nil` when it
  /// cannot be started.
  ///
  /// The output file is made in `directory` and removed again.
  public static func run(
    _ arguments: [String], environment: [String: String], directory: String = NSTemporaryDirectory()
  ) -> String? {
    let file = directory + "/output-\(UUID().uuidString.prefix(8))"
    defer { unlink(file) }
    // The file and the program are positional parameters: nothing is quoted into the script.
    let script = #"out=$1; shift; exec "$@" > "$out" 2>/dev/null < /dev/null"#
    guard
      let shell = try? ChildProcess.spawn(
        ["/bin/sh", "-c", script, "sh", file] + arguments, environment: environment,
        streams: .discarded)
    else { return nil }
    _ = shell.wait()
    return try? String(contentsOfFile: file, encoding: .utf8)
  }
}
