/// The settings as they are stored (by stored key), read as typed values: what both front
/// ends follow where the person said nothing.
///
/// A stored value that no longer parses (written by hand, imported) is never an error that
/// stops a practice: ``value(_:)`` reads it as unset and ``problem(_:)`` says why, for a
/// front end that warns.
public struct StoredSettings: Sendable {
  /// The stored texts, by stored key.
  public let texts: [String: String]

  /// The settings in `texts`, by stored key (`SQLiteSessionStore.settings(in:)`).
  public init(_ texts: [String: String] = [:]) {
    self.texts = texts
  }

  /// The value of `setting`; `nil` when it is not set or its text is not a value it takes.
  public func value<Value>(_ setting: Setting<Value>) -> Value? {
    guard case .success(let value)? = read(setting) else { return nil }
    return value
  }

  /// Why the stored text of `setting` is not a value it takes; `nil` when it is, or unset.
  public func problem<Value>(_ setting: Setting<Value>) -> InvalidValue? {
    guard case .failure(let problem)? = read(setting) else { return nil }
    return problem
  }

  /// The stored text of `setting`, read; `nil` when it is not set (or set to a text that
  /// clears it).
  public func read<Value>(_ setting: Setting<Value>) -> Result<Value, InvalidValue>? {
    guard let text = texts[setting.storedKey], !setting.clears(text) else { return nil }
    return Result { () throws(InvalidValue) in try setting.value(of: text) }
  }
}
