import CadencePractice
import CadenceStore
import CadenceSystem
import TerminalUI

extension CommandContext {
  /// Why `path` may not take an output option's (`option`'s) writing, or `nil` when it may:
  /// one of the store's own files, by any path (``DataDirectory/ownsFile(at:)``), would lose
  /// every session and note. With `screen` (a trace, written while the practice draws), the
  /// terminal or standard output the practice is shown on is refused too, by identity:
  /// `/dev/stdout`, `/dev/tty`, `/dev/pts/N`.
  func outputProblem(_ path: String, option: String, screen: Bool = false) -> UsageError? {
    if dataDirectory.ownsFile(at: path) { return .outputIsStoreFile(path, option: option) }
    guard screen, let target = FileIdentity(path: path) else { return nil }
    let shown = [Int32(1), 2, 0].filter { $0 == 1 || ProcessSystem.isTerminal($0) }
    let onScreen = shown.compactMap { FileIdentity(descriptor: $0) }.contains {
      target.isSameFile(as: $0)
    }
    let anyTerminal = [Int32(0), 1, 2].contains { ProcessSystem.isTerminal($0) }
    if onScreen || (anyTerminal && target.isControllingTerminalNode) {
      return .traceToTerminal(path)
    }
    return nil
  }

  /// Writes `problem` as a usage error and returns status 64.
  func refuse(_ problem: UsageError) -> ExitStatus {
    errorOutput.write(UsageError.report(problem.message(in: words), for: nil, words: words))
    return ExitStatus.usage
  }
}
