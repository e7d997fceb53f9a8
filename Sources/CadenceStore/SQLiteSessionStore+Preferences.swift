import CSQLite

/// Custom breathing patterns and settings: small key-value data the user edits by command.
extension SQLiteSessionStore {
  /// Setting keys the store itself reads; other keys are free for the CLI.
  public enum SettingKey {
    /// When the practice day starts, `HH:MM` local time (see ``DayBoundary``). Default `00:00`.
    ///
    /// People set it as `day-starts-at` (`cadence config`); the stored key keeps the name
    /// the first versions wrote, so older databases and exports read the same.
    public static let dayStartsAt = "dayStartsAt"

    /// Whether the setting `key` is this machine's alone: an end hook (`timer.on-end`, any
    /// `KIND.on-end`) names a command to run, and a data file must never carry something
    /// that executes. Such a setting is never exported, and an import leaves it out, naming
    /// it (``ImportSummary/machineLocalSettings``).
    public static func isMachineLocal(_ key: String) -> Bool {
      key == "on-end" || key.hasSuffix(".on-end")
    }
  }

  /// The user's custom patterns, by name.
  public func customPatterns() throws -> [CustomPattern] {
    try withConnection { connection in
      try connection.statement("SELECT name, spec FROM patterns ORDER BY name").rows {
        CustomPattern(name: $0.text(0), spec: $0.text(1))
      }
    }
  }

  /// Adds a custom pattern. The CLI validates `spec` and refuses built-in names first.
  ///
  /// - Throws: ``StoreError/duplicatePattern(name:)`` if the name exists in any letter case.
  public func addPattern(_ pattern: CustomPattern) throws {
    do {
      try write { connection in
        try connection.statement("INSERT INTO patterns (name, spec) VALUES (?, ?)")
          .run([.text(pattern.name), .text(pattern.spec)])
      }
    } catch StoreError.sqlite(let error) where error.code == SQLITE_CONSTRAINT {
      throw StoreError.duplicatePattern(name: pattern.name)
    }
  }

  /// Removes a custom pattern by name, in any letter case.
  ///
  /// - Returns: whether it existed.
  @discardableResult
  public func removePattern(named name: String) throws -> Bool {
    try write { connection in
      try connection.statement("DELETE FROM patterns WHERE name = ?").run([.text(name)])
      return connection.changes > 0
    }
  }

  /// The value of a setting, or `nil` if it was never set.
  public func setting(_ key: String) throws -> String? {
    try withConnection { connection in
      try connection.statement(
        "SELECT value FROM settings WHERE key = ? AND \(Self.boundedSetting)"
      )
      .firstRow([.text(key)]) { $0.text(0) }
    }.flatMap { SafeText.problem(in: $0, as: .settingValue) == nil ? $0 : nil }
  }

  /// Every setting, by key.
  public func allSettings() throws -> [(key: String, value: String)] {
    try withConnection { connection in
      try connection.statement(
        "SELECT key, value FROM settings WHERE \(Self.boundedSetting) ORDER BY key"
      ).rows { ($0.text(0), $0.text(1)) }.filter(Self.isSafeSetting)
    }
  }

  /// Sets a setting, or removes it when `value` is `nil`.
  ///
  /// - Throws: ``StoreError/invalidSetting(key:value:expected:)`` for a value a known key
  ///   (``SettingKey``) cannot hold, such as `dayStartsAt = 25:00`.
  public func setSetting(_ key: String, to value: String?) throws {
    if key == SettingKey.dayStartsAt, let value, DayBoundary(parsing: value) == nil {
      throw StoreError.invalidSetting(
        key: key, value: value, expected: .timeOfDay)
    }
    try write { connection in
      if let value {
        try connection.statement("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)")
          .run([.text(key), .text(value)])
      } else {
        try connection.statement("DELETE FROM settings WHERE key = ?").run([.text(key)])
      }
    }
  }

  /// Every setting in the store in `directory`, by key, read without creating, migrating,
  /// recovering or writing anything: for a practice to learn its defaults before its first
  /// frame, when opening the store would make the screen wait. Empty when there is no store
  /// yet or it cannot be read: the practice runs on its built-in defaults, and the recorder
  /// reports a store it cannot open when it first writes.
  public static func settings(in directory: DataDirectory) -> [String: String] {
    // A FIFO or a link where the database goes is never opened (the command says so).
    guard (try? DatabaseFiles(path: directory.databasePath).inspect()) != nil,
      let connection = try? Connection(path: directory.databasePath, create: false)
    else {
      return [:]
    }
    do {
      try connection.execute("PRAGMA query_only = ON")
      let rows = try connection.statement(
        "SELECT key, value FROM settings WHERE \(boundedSetting)"
      ).rows { ($0.text(0), $0.text(1)) }.filter(isSafeSetting)
      return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    } catch {
      return [:]
    }
  }

  /// The `dayStartsAt` setting, midnight when unset or unreadable.
  public func dayBoundary() throws -> DayBoundary {
    try setting(SettingKey.dayStartsAt).flatMap(DayBoundary.init(parsing:)) ?? .midnight
  }

  /// The SQL condition that keeps a setting's key and value within what ``SafeText`` lets in,
  /// in bytes, before any of it is read: a 5 MB value written into the table made
  /// `config list` hang. What a setting holds is bounded on read as at entry.
  static var boundedSetting: String {
    "length(CAST(key AS BLOB)) <= \(SafeText.Field.settingKey.limit * 32) "
      + "AND length(CAST(value AS BLOB)) <= \(SafeText.Field.settingValue.limit * 32)"
  }

  /// Whether a stored setting is text ``SafeText`` accepts; one that is not reads as unset.
  static func isSafeSetting(_ setting: (key: String, value: String)) -> Bool {
    SafeText.problem(in: setting.key, as: .settingKey) == nil
      && SafeText.problem(in: setting.value, as: .settingValue) == nil
  }
}
