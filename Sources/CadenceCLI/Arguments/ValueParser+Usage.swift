import CadencePractice

extension ValueParser {
  /// The value of `text`, or a usage error naming `label` (`--work <duration>`, a setting's
  /// key): `Invalid value '25x' for '--work <duration>': unknown unit 'x' …`.
  func parse(_ text: String, for label: String) throws(UsageError) -> Value {
    do {
      return try value(of: text)
    } catch {
      throw .invalidValue(text, for: label, problem: error.problem)
    }
  }
}
