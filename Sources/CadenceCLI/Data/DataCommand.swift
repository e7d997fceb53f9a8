import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// What the data commands (history, stats, journal, export, import) share: opening the store
/// with an actionable error, and parsing counts and kinds.
extension CommandContext {
  /// Runs `body` with the store; any error becomes `Error: …` on standard error and status 1.
  ///
  /// The message names the file when the store can (a damaged or foreign database is left
  /// untouched; an unwritable directory is named with the reason), otherwise `task`: what
  /// could not be done (``RuntimeMessage/storeFailed(_:while:)``). A terminating signal
  /// ends it at once with 128 + n (``LoopHost/runInterruptibly(_:)``): SQLite keeps the file
  /// whole whenever a process ends.
  ///
  /// With `reading` (by default, the tasks that only read: history, stats, the journal, an
  /// export), the store is opened for reading, so a read-only data directory can be read.
  func withStore(
    _ task: RuntimeMessage.StoreTask, reading: Bool? = nil,
    _ body: (SQLiteSessionStore) throws -> ExitStatus
  ) -> ExitStatus {
    host.runInterruptibly {
      do {
        let store = try (reading ?? task.onlyReads) ? openStoreForReading() : openStore()
        if store.isDamaged {
          errorOutput.write(RuntimeMessage.damagedDatabaseRead(path: store.path).line(in: words))
        }
        if task.mergesSync { syncQuietly(store, merging: true) }
        let status = try body(store)
        if task.changesData { syncQuietly(store, merging: false) }
        return status
      } catch {
        errorOutput.write(RuntimeMessage.storeFailed(error, while: task).line(in: words))
        return ExitStatus.failure
      }
    }
  }
}

extension CommandContext {
  /// Writes what changed here to the sync folder and, with `merging`, reads what is new
  /// there, when sync is on. Nothing here can fail the command: the data is in the
  /// database whatever the folder does, and a problem is one line on standard error.
  func syncQuietly(_ store: SQLiteSessionStore, merging: Bool) {
    guard !store.isReadOnly, !store.isDamaged else { return }
    let report: SyncReport
    do {
      report = merging ? try store.syncNow() : SyncReport(push: try store.pushSync())
    } catch {
      return  // the store's own failure shows when the command uses it
    }
    if !report.merge.warnings.isEmpty {
      errorOutput.write(words.syncSkipped(report.merge.warnings.count))
    }
    if let problem = report.problem { errorOutput.write(words.syncProblem(problem)) }
  }
}

enum DataArguments {
  /// A whole number of at least 1 (and at most `maximum`); `defaultValue` is the option's
  /// default, if it has one.
  static func count(maximum: Int = 36_500, defaultValue: Int? = nil) -> ValueParser<Int> {
    .wholeNumber(in: 1...maximum, defaultValue: defaultValue)
  }

  /// A practice for `--kind`: a registered one, by its command or the name its sessions are
  /// stored under (`meditate`, `meditation`), so a typo is a usage error with a "did you
  /// mean" rather than an empty list.
  static var kind: ValueParser<PracticeKind> {
    ValueParser { text throws(InvalidValue) in
      let practices = PracticeRegistry.current
      guard let practice = practices.practice(named: text) else {
        throw InvalidValue(
          .notOneOf(
            .sessionKind, accepted: practices.names, suggestion: practices.suggestion(for: text)))
      }
      return practice.kind
    }
  }

  /// A record's id as `listing` shows it (`cadence journal`): a ``ShortID``, 4 or more hex
  /// digits. Anything else is a usage error, so a row number typed by mistake never names a
  /// record; an id that names none is the store's error (status 1), as for `pattern remove`.
  static func recordID(shownBy listing: String) -> ValueParser<ShortID> {
    ValueParser(.recordID(listing: listing)) { ShortID($0) }
  }

  /// The last `days` practice days up to `today`.
  static func range(days: Int, endingOn today: LocalDay) -> ClosedRange<LocalDay> {
    today.advanced(by: -(days - 1))...today
  }
}

/// How the data commands show times and amounts.
enum DataFormat {
  /// `25:00` or `1:02:03` for milliseconds (whole seconds, rounded down).
  static func clock(milliseconds: Int64) -> String {
    let duration = Duration.milliseconds(milliseconds)
    return DurationFormat(forRunOf: duration).string(seconds: milliseconds / 1000)
  }

  /// `40 s`, `42 min` or `7 h 05 min`: seconds under a minute, else rounded to the minute.
  static func minutes(milliseconds: Int64) -> String {
    EnglishCatalogue().practiceTime(PracticeTime(milliseconds: milliseconds))
  }

  /// `1 day`, `3 days`.
  static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
