extension SQLiteSessionStore {
  /// The names of the user's saved patterns, for shell completion, read without creating,
  /// migrating, recovering or writing anything: empty when there is no store yet, or it
  /// cannot be read (a shell asks this at each Tab and must never see an error).
  public static func savedPatternNames(in directory: DataDirectory) -> [String] {
    guard (try? DatabaseFiles(path: directory.databasePath).inspect()) != nil,
      let connection = try? Connection(path: directory.databasePath, create: false)
    else {
      return []
    }
    do {
      try connection.execute("PRAGMA query_only = ON")
      return try connection.statement("SELECT name FROM patterns ORDER BY name").rows {
        $0.text(0)
      }
    } catch {
      return []
    }
  }
}
