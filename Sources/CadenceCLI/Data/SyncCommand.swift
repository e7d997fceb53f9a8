import CadencePractice
import CadenceStore
import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence sync folder PATH | status | now | name NAME | off`: history, notes, patterns and
/// programs on every machine, through a folder the person already syncs.
struct SyncCommand: Subcommand, Equatable {
  enum Action: Equatable {
    case folder(String, name: String?, newDevice: Bool)
    case status
    case now
    case name(String)
    case off
  }

  private enum Argument {
    static let path = ArgumentSpec(
      "<path>", help: "A folder your sync tool keeps in step on every machine.",
      completion: .file)
    static let name = ArgumentSpec("<name>", help: "What the other devices call this one.")
  }

  private enum Option {
    static let name = OptionSpec(
      "name", value: "<name>", help: "With folder: this device's name (default: the host name).")
    static let newDevice = OptionSpec(
      "new-device",
      help: "With folder: give this device a new id (after copying a data directory).")
  }

  private enum Word {
    static let folder = SubcommandSpec(
      "folder", arguments: [Argument.path], options: [Option.name, Option.newDevice],
      help: "Sync through this folder; writes this device's log with all your data once.")
    static let status = SubcommandSpec(
      "status", help: "This device, the others in the folder, what waits, lines skipped.")
    static let now = SubcommandSpec("now", help: "Write what changed here, read what is new.")
    static let name = SubcommandSpec(
      "name", arguments: [Argument.name], help: "Name this device for the others.")
    static let off = SubcommandSpec(
      "off", help: "Stop syncing; everything merged stays here.")
  }

  static let spec = CommandSpec(
    name: "sync", abstract: "Sync history, notes, patterns and programs through a folder.",
    subcommands: [Word.folder, Word.status, Word.now, Word.name, Word.off],
    withoutSubcommand: .defaultsTo(Word.status.name),
    discussion: """
      Cadence has no server and no account: it syncs through a folder you already keep in
      step on your machines with Syncthing, Nextcloud, Dropbox, iCloud Drive or git. In it,
      each device appends its own log, cadence/<device id>.jsonl, readable by you only, and
      reads the others'. The database never goes there and nothing is locked or rewritten,
      so sync tools cannot damage it; their temporary files and conflict copies are skipped.

      Sessions, notes (with their edits), removals, your patterns and program progress are
      synced; settings stay per device (sound, notifications and language suit a machine).
      An edit made on two devices keeps the later one. A practice writes its session when
      it ends; history, stats, journal, programs and the home screen read what is new as
      they open. With the folder missing, read-only or full, practices are recorded here
      as always, one line says so, and the log catches up when the folder is back.

      EXAMPLES:
        cadence sync folder ~/Sync
        cadence sync name "work laptop"
        cadence sync status

      EXIT STATUS: 0, 1 if the data or the folder cannot be read or written, 64 for bad
      usage (a path that is not a folder).
      """)

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parseNamingSubcommands(&arguments)
    let label = ValueParser.safeText(.label)
    func named(_ text: String, _ label: String) throws(UsageError) -> String {
      guard !text.allSatisfy(\.isWhitespace) else {
        throw .invalidValue(text, for: label, problem: .emptyName)
      }
      return try ValueParser.safeText(.label).parse(text, for: label)
    }
    switch parsed.subcommand {
    case Word.folder:
      let path = try parsed.required(Argument.path)
      guard !path.isEmpty else {
        throw .invalidValue(path, for: Argument.path.label, problem: .emptyPath)
      }
      let name = try parsed.value(Option.name, as: label)
      action = .folder(
        path, name: try name.map { text throws(UsageError) in try named(text, "--name") },
        newDevice: parsed.has(Option.newDevice))
    case Word.now: action = .now
    case Word.name:
      action = .name(try named(try parsed.required(Argument.name), Argument.name.label))
    case Word.off: action = .off
    default: action = .status
    }
  }

  func run(in context: CommandContext) -> ExitStatus {
    let words = context.words
    switch action {
    case .folder(let path, let name, let newDevice):
      let folder = Self.absolute(path)
      return context.withStore(.sync) { store in
        let report: SyncReport
        do {
          report = try store.startSync(
            folder: folder, name: name ?? Self.hostName(), newDevice: newDevice)
        } catch let problem as SyncProblem {
          context.errorOutput.write(words.errorLabel + words.syncCannotUse(problem))
          switch problem {
          case .folderMissing, .notAFolder: return ExitStatus.usage
          default: return ExitStatus.failure
          }
        }
        guard let status = try store.syncStatus() else { return ExitStatus.failure }
        context.output.write(
          words.syncStarted(
            folder: status.folder, name: status.name, device: status.device.short,
            written: report.push.written))
        return Self.tell(report, in: context)
      }
    case .status:
      return context.withStore(.sync) { store in
        guard let status = try store.syncStatus() else {
          context.output.write(words.syncIsOff)
          return ExitStatus.success
        }
        context.output.write(Self.describe(status, in: context))
        return ExitStatus.success
      }
    case .now:
      return context.withStore(.sync) { store in
        guard try store.syncStatus() != nil else {
          context.errorOutput.write(words.syncIsOff)
          return ExitStatus.failure
        }
        let report = try store.syncNow()
        context.output.write(
          words.syncDone(written: report.push.written, merged: report.merge.records))
        return Self.tell(report, in: context)
      }
    case .name(let name):
      return context.withStore(.sync) { store in
        guard try store.nameSyncDevice(name) else {
          context.errorOutput.write(words.syncIsOff)
          return ExitStatus.failure
        }
        _ = try store.pushSync()
        context.output.write(words.syncNamed(name))
        return ExitStatus.success
      }
    case .off:
      return context.withStore(.sync) { store in
        context.output.write(try store.stopSync() ? words.syncStopped : words.syncIsOff)
        return ExitStatus.success
      }
    }
  }

  /// Prints a report's problem and skipped lines (one line each); 1 when the folder failed.
  static func tell(_ report: SyncReport, in context: CommandContext) -> ExitStatus {
    if !report.merge.warnings.isEmpty {
      context.errorOutput.write(context.words.syncSkipped(report.merge.warnings.count))
    }
    guard let problem = report.problem else { return ExitStatus.success }
    context.errorOutput.write(context.words.syncProblem(problem))
    return ExitStatus.failure
  }

  static func describe(_ status: SyncStatus, in context: CommandContext) -> String {
    let words = context.words
    var text = words.syncThisDevice(
      name: status.name, device: status.device.short, folder: status.folder)
    if let problem = status.problem { text += words.syncProblem(problem) }
    text += words.syncWaiting(status.waiting)
    if status.devices.isEmpty {
      text += words.syncNoOtherDevice
    } else {
      text += words.syncOtherDevices
      for device in status.devices {
        text += words.syncDevice(
          name: device.name, device: device.id.short, records: device.records,
          last: device.lastRecord.map { Timestamp($0, in: .current) })
      }
    }
    if !status.warnings.isEmpty {
      text += words.syncSkippedLines
      text += status.warnings.map { "  \($0.description.printable)\n" }.joined()
    }
    return text
  }

  /// The path made absolute, so a folder given as `~/Sync` from one directory is the same
  /// folder for a practice started in another.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    return FileManager.default.currentDirectoryPath + "/" + path
  }

  /// The machine's host name, the default name of a device.
  static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "device" }
    let name = String(decoding: buffer.prefix(while: { $0 != 0 }).map(UInt8.init), as: UTF8.self)
    return name.isEmpty ? "device" : String(name.prefix(SafeText.Field.label.limit))
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
