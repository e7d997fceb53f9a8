import CadenceSystem

/// Where Cadence keeps its database, and the one place that creates that directory.
///
/// Resolution is a pure function of the explicit option and the environment, so the CLI and the
/// tests can pass a dictionary instead of touching the process environment.
public struct DataDirectory: Equatable, Sendable {
  /// The database file name inside the directory.
  public static let databaseFileName = "cadence.sqlite3"

  /// The directory path.
  public let path: String

  /// Uses `path` as given (a `--data-dir` value, or a test's temporary directory).
  public init(path: String) {
    self.path = path
  }

  /// The path of the database file inside this directory.
  public var databasePath: String {
    path.hasSuffix("/") ? path + Self.databaseFileName : path + "/" + Self.databaseFileName
  }

  /// Resolves the directory, first match wins: `explicit` (`--data-dir`), `CADENCE_DATA_DIR`,
  /// `$XDG_DATA_HOME/cadence`, then `~/Library/Application Support/Cadence` on macOS or
  /// `~/.local/share/cadence` elsewhere (the XDG default).
  ///
  /// Empty values count as unset, as the XDG specification asks. `HOME` falls back to the
  /// password database, so a stripped environment (cron, systemd) still finds the same place.
  public static func resolve(explicit: String?, environment: [String: String]) -> DataDirectory {
    func value(_ key: String) -> String? {
      guard let value = environment[key], !value.isEmpty else { return nil }
      return value
    }
    if let explicit, !explicit.isEmpty { return DataDirectory(path: explicit) }
    if let path = value("CADENCE_DATA_DIR") { return DataDirectory(path: path) }
    if let xdg = value("XDG_DATA_HOME") { return DataDirectory(path: xdg + "/cadence") }
    let home = value("HOME") ?? FileSystem.passwordDatabaseHome ?? "."
    #if os(macOS)
      return DataDirectory(path: home + "/Library/Application Support/Cadence")
    #else
      return DataDirectory(path: home + "/.local/share/cadence")
    #endif
  }

  /// Creates the directory (and missing parents) with mode 0700 if it does not exist.
  ///
  /// An existing directory keeps its mode (it may be one the user chose with `--data-dir`), but
  /// one that others can write to is refused, as ssh refuses a loose `~/.ssh`: whoever can
  /// write to it can put a link where SQLite's `-wal` or `-shm` file goes, or swap the
  /// database. Others may read it: the files inside are 0600.
  ///
  /// - Throws: ``StoreError/dataDirectoryUnwritable(path:reason:)`` naming the directory,
  ///   ``StoreError/dataDirectoryIsNotADirectory(path:)`` or
  ///   ``StoreError/dataDirectoryNotPrivate(path:mode:)``.
  public func create() throws(StoreError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    do {
      for component in path.split(separator: "/") {
        prefix += "/" + component
        try FileSystem.makeDirectory(prefix, mode: 0o700)
      }
      let status = try FileSystem.status(ofPath: path)
      guard status.kind == .directory else {
        throw StoreError.dataDirectoryIsNotADirectory(path: path)
      }
      guard !status.isWritableByOthers else {
        throw StoreError.dataDirectoryNotPrivate(path: path, mode: status.permissions)
      }
      try FileSystem.checkWritableDirectory(path)
    } catch let error as StoreError {
      throw error
    } catch let error as SystemCallError {
      throw .dataDirectoryUnwritable(path: path, reason: error.reason)
    } catch {
      throw .dataDirectoryUnwritable(path: path, reason: "\(error)")
    }
  }

  /// Whether the directory exists but nothing may be written in it: its owner took its
  /// write bit off, or this process may not write there. `false` when it does not exist
  /// (``create()`` makes it). The checks ``create()`` makes of an existing directory hold.
  ///
  /// - Throws: ``StoreError/dataDirectoryIsNotADirectory(path:)`` or
  ///   ``StoreError/dataDirectoryNotPrivate(path:mode:)``.
  public func isReadOnly() throws(StoreError) -> Bool {
    guard let status = try? FileSystem.status(ofPath: path) else { return false }
    guard status.kind == .directory else { throw .dataDirectoryIsNotADirectory(path: path) }
    guard !status.isWritableByOthers else {
      throw .dataDirectoryNotPrivate(path: path, mode: status.permissions)
    }
    if status.permissions & 0o200 == 0 { return true }
    return (try? FileSystem.checkWritableDirectory(path)) == nil
  }

  /// The system's reason for `errno` `code`.
  static func describe(_ code: Int32) -> String { FileSystem.reason(code) }
}
