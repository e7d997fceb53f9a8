/// A breathing pattern the user defined, by name; the CLI parses and validates `spec`.
public struct CustomPattern: Hashable, Sendable {
  /// The name, unique without regard to case.
  public var name: String
  /// The pattern as typed (`"4-7-8"`, `"in 4 hold 7 out 8"`).
  public var spec: String

  /// Creates a pattern.
  public init(name: String, spec: String) {
    self.name = name
    self.spec = spec
  }
}
