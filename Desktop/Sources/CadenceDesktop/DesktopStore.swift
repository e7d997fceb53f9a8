import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation

/// The terminal app's store, in the same place (`--data-dir`, `CADENCE_DATA_DIR`,
/// `XDG_DATA_HOME`, `~/.local/share/cadence`): a session from either app shows in both.
/// Practices record through ``recorder()``, on a writer thread of their own; what is left on
/// the main thread is reading (history, saved patterns) and a journal note, each one short
/// SQLite transaction.
@MainActor
final class DesktopStore {
  let store: SQLiteSessionStore
  /// Where the store is, for the practices' recorders, which open their own connection on
  /// their writer thread.
  let directory: DataDirectory

  private init(store: SQLiteSessionStore, directory: DataDirectory) {
    self.store = store
    self.directory = directory
  }

  /// A recorder for one practice run, as `cadence` makes one: it opens the store on its
  /// own writer thread before its first write, so the GTK main loop never waits for SQLite,
  /// and keeps the first failure for the page to show (never dropped).
  func recorder() -> SessionRecorder {
    let directory = self.directory
    return SessionRecorder(
      opening: { try SQLiteSessionStore.open(in: directory) }, wallClock: { Date() },
      databasePath: directory.databasePath)
  }

  /// Opens the store, or nil (the app still runs; it says sessions are not saved).
  static func open(dataDirectory: String?) -> DesktopStore? {
    try? opening(dataDirectory: dataDirectory).get()
  }

  /// Opens the store, or says why it could not (the history page shows it).
  static func opening(dataDirectory: String?) -> Result<DesktopStore, any Error> {
    let directory = DataDirectory.resolve(
      explicit: dataDirectory, environment: ProcessInfo.processInfo.environment)
    do {
      return .success(
        DesktopStore(store: try SQLiteSessionStore.open(in: directory), directory: directory))
    } catch {
      return .failure(error)
    }
  }

  /// The person's own patterns; a failed read is the page's to show.
  func customPatterns() throws -> [CustomPattern] { try store.customPatterns() }

  /// Remembers `name` as the pattern last breathed, under `cadence breathe`'s key, so the
  /// next start (of either app) offers it. Not remembering it loses nothing but that
  /// default, so a failure is not shown.
  func rememberPattern(_ name: String) {
    do { try store.setSetting(DesktopSettings.lastPatternKey, to: name) } catch {}
  }

  /// Saves a journal note linked to `session`; the store's error is the page's to show.
  func addNote(_ text: String, session: UUID?) throws {
    _ = try store.addJournalEntry(text, sessionID: session)
  }
}

/// A pattern the chooser offers: a built-in by its id, or one of the user's by name.
struct NamedPattern: Hashable, Sendable {
  var name: String
  var pattern: BreathingPattern

  /// The built-in this is, named in every language by the shared words.
  var builtIn: BuiltInPattern? {
    BreathingPreset.builtIn(named: name).flatMap(BuiltInPattern.init)
  }

  /// The built-ins, the person's resonance pace (`resonance 5.5`, what `cadence breathe
  /// resonance` breathes) when given, then the user's own patterns (those whose spec still
  /// parses).
  static func all(custom: [CustomPattern], resonance: ResonancePace? = nil) -> [NamedPattern] {
    BreathingPreset.builtIns.map { NamedPattern(name: $0.id, pattern: $0.pattern) }
      + (resonance.map { [NamedPattern(name: $0.name, pattern: $0.pattern)] } ?? [])
      + custom.compactMap { custom in
        (try? BreathingPattern(parsing: custom.spec)).map {
          NamedPattern(name: custom.name, pattern: $0)
        }
      }
  }
}
