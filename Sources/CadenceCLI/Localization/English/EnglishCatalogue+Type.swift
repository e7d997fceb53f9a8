import CadencePractice
import CadenceWords

extension EnglishCatalogue: TypeWords {
  func typeInvalidUTF8(_ source: TypeSource) -> String {
    "Warning: \(Self.name(of: source)) is not valid UTF-8; invalid bytes are shown as \u{FFFD}."
  }

  func typeCannotRead(_ source: TypeSource, reason: String) -> String {
    "Error: Cannot read \(Self.name(of: source)): \(reason)".endingAsSentence
  }

  func typeStandardInputTooLong(megabytes: Int) -> String {
    "Error: Standard input holds more than \(megabytes) MB: cadence type types at most that on "
      + "a terminal; pipe its output elsewhere to type more."
  }

  private static func name(of source: TypeSource) -> String {
    switch source {
    case .arguments: "the text"
    case .standardInput: "standard input"
    case .file(let path): "'\(path)'"
    }
  }
}
