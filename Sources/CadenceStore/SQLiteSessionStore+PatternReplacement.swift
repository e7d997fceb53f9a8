/// `cadence pattern add NAME SPEC --replace`: a saved pattern given a new spec in one
/// transaction, so a failure never leaves the name with no pattern at all.
extension SQLiteSessionStore {
  /// Saves `pattern`, replacing a saved pattern of the same name in any letter case (the
  /// name is then spelt as given). The CLI validates the spec and refuses built-in names first.
  ///
  /// - Returns: whether a pattern of that name was replaced (`false`: it was added).
  @discardableResult
  public func replacePattern(_ pattern: CustomPattern) throws -> Bool {
    try write { connection in
      try connection.statement("DELETE FROM patterns WHERE name = ?").run([.text(pattern.name)])
      let replaced = connection.changes > 0
      try connection.statement("INSERT INTO patterns (name, spec) VALUES (?, ?)")
        .run([.text(pattern.name), .text(pattern.spec)])
      return replaced
    }
  }
}
