import CadencePractice
import CadenceSystem
import TerminalUI

/// Why the text to type could not be read.
struct InputError: Error, Hashable {
  /// What was being read.
  let source: TypeSource
  /// `errno` of the failing call (`EINTR` when a signal interrupted the read).
  let code: Int32
  /// The signal that interrupted the read, if that is what happened.
  var signal: Int32?

  /// The error line in `words`, without its newline.
  func line(in words: any Catalogue) -> String {
    words.typeCannotRead(source, reason: FileReading.Failure(code: code).description.lowercased())
  }
}

/// What `cadence type` needs from the process beyond ``CommandContext``: its input, the
/// terminal's width, a seed. The loop itself runs on the context's host. Tests replace any
/// of it.
struct TypingSystem {
  /// Whether standard input is a terminal (then it is not read unless `-` asks for it).
  var standardInputIsTerminal: () -> Bool
  /// The next bytes of standard input (at most 64 KB a read), empty at end of file: read a
  /// chunk at a time, so an endless input (`yes`) is typed as it comes, never held whole.
  var readStandardInputChunk: () throws(InputError) -> [UInt8]
  /// All of a file.
  var readFile: (String) throws(InputError) -> [UInt8]
  /// The width of the terminal on standard output, if it is one and says.
  var outputColumns: () -> Int?
  /// A terminating signal caught so far, if any.
  var pendingSignal: () -> Int32?
  /// The most of standard input read for typing on a terminal
  /// (``TypeCommand/longestStandardInput``; tests take less, to keep their process small).
  var longestStandardInput = TypeCommand.longestStandardInput
  /// A seed for `--jitter` without `--seed`.
  var randomSeed: () -> UInt64
  /// Whether the command line's arguments were valid UTF-8 (Swift repairs them silently).
  var argumentsAreValidUTF8: () -> Bool = { true }
  /// Whether standard input typed on a terminal comes through the loop's feed (the
  /// process: read as it comes, between keys) rather than read whole first with
  /// ``readStandardInputChunk`` (a fake's reads; a test scripts the feed on its host).
  var standardInputFeedsTheLoop = false

  /// The real process, through TerminalUI's system corner.
  static var process: TypingSystem {
    TypingSystem(
      standardInputIsTerminal: { ProcessSystem.isTerminal(ProcessSystem.standardInput) },
      readStandardInputChunk: { () throws(InputError) in try readStandardInputChunk() },
      readFile: { path throws(InputError) in try readFile(at: path) },
      outputColumns: { TerminalSize.of(ProcessSystem.standardOutput)?.columns },
      pendingSignal: { pendingTermination() },
      randomSeed: { UInt64.random(in: .min ... .max) },
      argumentsAreValidUTF8: { ProcessSystem.argumentsAreValidUTF8() },
      standardInputFeedsTheLoop: true
    )
  }

  /// A terminating signal caught so far (Ctrl-C while reading a pipe), if any.
  static func pendingTermination() -> Int32? {
    (try? SignalPipe.shared())?.pending(among: SignalNumber.termination)
  }

  /// Reads the next bytes of standard input; a terminating signal (Ctrl-C while waiting on
  /// a pipe) ends the read with that signal.
  static func readStandardInputChunk() throws(InputError) -> [UInt8] {
    var signal: Int32?
    do {
      return try FileReading.chunk(of: ProcessSystem.standardInput) {
        signal = pendingTermination()
        return signal != nil
      }
    } catch {
      throw InputError(source: .standardInput, code: error.code, signal: signal)
    }
  }

  /// Reads a file to its end.
  static func readFile(at path: String) throws(InputError) -> [UInt8] {
    do {
      return try FileReading.contents(atPath: path)
    } catch {
      throw InputError(source: .file(path), code: error.code)
    }
  }
}
