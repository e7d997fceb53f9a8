import CadencePractice
import CadenceStore
import CadenceSystem
import CadenceWords
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence import FILE`: merges a `cadence export` file, all or nothing.
struct ImportCommand: Subcommand, Equatable {
  private enum Argument {
    static let file = ArgumentSpec(
      "<file>", help: "A file written by 'cadence export'.", completion: .file)
  }

  private enum Option {
    static let skipInvalid = OptionSpec(
      "skip-invalid", help: "Leave out invalid records, name each, and import the rest.")
  }

  static let spec = CommandSpec(
    name: "import", abstract: "Merge data from a 'cadence export' JSON file.",
    arguments: [Argument.file], options: [Option.skipInvalid],
    discussion: """
      Records are matched by identity: what is already here is kept and counted as skipped,
      so importing the same file twice changes nothing. Removals travel: a session or note
      removed where the file was made is removed here too, one removed here is not added
      back, and a note keeps the text edited last. A malformed or foreign file is rejected
      as a whole, naming the field that is wrong, and nothing is written.

      Every value must be one Cadence can make: times from 2000 to a day after this
      machine's clock, durations up to 7 days, names and labels without control characters,
      patterns that 'cadence pattern add' would save. With --skip-invalid a record that is
      not is left out and named, and the rest is imported.

      EXIT STATUS: 0, or 1 if the file cannot be read or is rejected, 64 for bad usage.
      """,
    examples: ["cadence import cadence.json", "cadence import --skip-invalid old.json"])

  var file: String
  var skipsInvalid = false

  init(file: String, skipsInvalid: Bool = false) {
    self.file = file
    self.skipsInvalid = skipsInvalid
  }

  /// Whether `data` begins as `cadence export --format csv` does (its header row): a person
  /// who exported CSV is told what import reads, not where the JSON parser stopped.
  static func isCSVExport(_ data: Data) -> Bool {
    let header = Array("id,kind,name,label,status,".utf8)
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    return bytes.starts(with: header)
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    file = try parsed.required(Argument.file)
    skipsInvalid = parsed.has(Option.skipInvalid)
  }

  func run(in context: CommandContext) -> ExitStatus {
    var data = Data()
    // Interruptible: opening a FIFO with no writer blocks, and only a signal ends it.
    let read = context.host.runInterruptibly {
      do throws(FileReading.Failure) {
        data = try Data(FileReading.contents(atPath: file))
        return ExitStatus.success
      } catch {
        context.errorOutput.write(
          RuntimeMessage.cannotReadFile(path: file, reason: error.description)
            .line(in: context.words))
        return ExitStatus.failure
      }
    }
    guard read == ExitStatus.success else { return read }
    if Self.isCSVExport(data) {
      context.errorOutput.write(RuntimeMessage.csvIsNotImported(path: file).line(in: context.words))
      return ExitStatus.failure
    }
    let options = ImportOptions(
      skipsInvalid: skipsInvalid, patternProblem: PatternCommand.problem(inImported:))
    return context.withStore(.importFile(file)) { store in
      let summary = try store.importJSON(data, options: options)
      context.output.write(Self.report(summary, file: file, words: context.words))
      return ExitStatus.success
    }
  }

  /// What was added and skipped, per kind of record; updated and removed too when the file
  /// changed or removed records that were here.
  static func report(
    _ summary: ImportSummary, file: String, words: any Catalogue = EnglishCatalogue()
  ) -> String {
    let counts: [(ImportRecords, ImportCount)] = [
      (.sessions, summary.sessions), (.journalNotes, summary.journal),
      (.programs, summary.programs), (.patterns, summary.patterns),
      (.settings, summary.settings),
    ]
    var columns: [(ImportColumn, (ImportCount) -> Int)] = [(.added, \.added)]
    if counts.contains(where: { $0.1.updated > 0 }) { columns.append((.updated, \.updated)) }
    if counts.contains(where: { $0.1.removed > 0 }) { columns.append((.removed, \.removed)) }
    columns.append((.skipped, \.skipped))
    var table = TextTable(
      header: [""] + columns.map { words.importHeading($0.0) },
      alignments: [.left] + columns.map { _ in .right }, indent: "  ")
    table.rows = counts.map { records, count in
      [words.importRecords(records)] + columns.map { "\($0.1(count))" }
    }
    let verdict = words.imported(SafeText.escaped(file), changed: summary.totalChanged != 0)
    let hooks =
      summary.machineLocalSettings.isEmpty
      ? ""
      : words.leftOut(machineLocalSettings: summary.machineLocalSettings.map(SafeText.escaped))
        + "\n"
    return verdict + "\n" + table.text + invalidReport(summary.invalid, words: words) + hooks
  }

  /// The records `--skip-invalid` left out, each with its place in the file and its problem.
  private static func invalidReport(_ invalid: [ImportProblem], words: any Catalogue) -> String {
    guard !invalid.isEmpty else { return "" }
    return words.leftOut(invalidRecords: invalid.count) + "\n"
      + invalid.map { "  " + SafeText.escaped(words.importProblem($0)) + "\n" }.joined()
  }
}
