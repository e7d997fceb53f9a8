import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// An import's problems as `cadence import` has always written them: the path into the file
/// (or `line 2, column 1`), a colon, then `expected …, found …`.
extension EnglishCatalogue {
  func importProblem(_ problem: ImportProblem) -> String {
    Self.place(problem.place) + ": " + issue(problem.issue)
  }

  private static func place(_ place: ImportPlace) -> String {
    switch place {
    case .document: "document"
    case .field(let path): path
    case .position(let line, let column): "line \(line), column \(column)"
    }
  }

  private func issue(_ issue: ImportIssue) -> String {
    switch issue {
    case .syntax(let error):
      return Self.expected(error.expected) + ", found " + Self.found(error.found)
    case .notJSON: return "not valid JSON"
    case .unreadable: return "unreadable"
    case .missing: return "missing"
    case .wrongType(let type, let foundNull):
      return "expected " + Self.noun(type) + (foundNull ? ", found null" : "")
    case .notAUUID: return "expected a UUID like 8E5B2C1A-0F43-4C1B-9D3E-6A1B2C3D4E5F"
    case .notATimestamp:
      return "expected an ISO 8601 UTC timestamp like 2026-03-29T06:30:00.000Z"
    case .timeOutOfRange(let latest):
      return "expected a time from \(Self.iso8601(ImportLimits.earliestTime)) to "
        + "\(Self.iso8601(latest)) (a day after this machine's clock)"
    case .negative: return "expected a whole number of 0 or more"
    case .tooLarge(let most): return "expected a whole number up to \(most)"
    case .unsafeText(.refusedCharacter(let scalar)):
      return "expected text without control characters or bidirectional overrides, found "
        + SafeText.codePoint(scalar)
    case .unsafeText(.tooLong(let count, let limit)):
      return "expected at most \(limit) characters, found \(count)"
    case .utcOffsetOutOfRange: return "expected seconds from -64800 to 64800"
    case .empty: return "expected a non-empty string"
    case .notOneOf(let accepted, let found):
      return "expected one of " + accepted.map { "'\($0)'" }.joined(separator: ", ")
        + ", found '" + SafeText.escaped(found) + "'"
    case .earlierThan(let other): return "expected a time at or after \(other)"
    case .notATimeOfDay: return "expected a time from 00:00 to 23:59"
    case .notACadenceExport: return "expected \"cadence-export\"; this is not a Cadence export"
    case .unsupportedVersion(let supported): return "expected a whole number from 1 to \(supported)"
    case .newerVersion(let version, let supported):
      return "export version \(version) is newer than this Cadence reads (\(supported)); "
        + "upgrade Cadence"
    case .duplicate(let first): return "duplicate of \(first)"
    case .unknownSession(let id):
      return "no session with id \(id.uuidString) in the file or the store"
    case .pattern(let problem):
      return patternReason(problem)
    }
  }

  /// `pattern add`'s own sentence, to follow a colon: lowercase, without its full stop.
  private func patternReason(_ problem: PatternProblem) -> String {
    let sentence =
      switch problem {
      case .builtInName(let name): patternProblem(.builtInName(name))
      case .patternWord(let name): patternProblem(.patternWord(name))
      case .invalidName(let name): patternProblem(.invalidName(name))
      case .spec(let error): patternError(error)
      }
    let clause = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    return clause.prefix(1).lowercased() + clause.dropFirst()
  }

  private static func expected(_ expectation: JSONSyntaxError.Expectation) -> String {
    switch expectation {
    case .value: "expected a value"
    case .endOfFile: "expected the end of the file"
    case .quotedKey: "expected a quoted key"
    case .closingQuoteBeforeLineEnd: "expected a closing quote before the end of the line"
    case .closingQuote: "expected a closing quote"
    case .digit: "expected a digit"
    case .numberWithoutLeadingZeros: "expected a number without leading zeros"
    case .digitAfterDecimalPoint: "expected a digit after the decimal point"
    case .digitInExponent: "expected a digit in the exponent"
    case .character(let scalar): "expected '\(scalar)'"
    case .nestingWithin(let depth): "nested more than \(depth) levels deep"
    }
  }

  private static func found(_ found: JSONSyntaxError.Found) -> String {
    switch found {
    case .endOfFile: "the end of the file"
    case .lineBreak: "a line break"
    case .controlCharacter: "a control character"
    case .text(let text): "'" + SafeText.escaped(text) + "'"
    }
  }

  private static func noun(_ type: ImportValueType) -> String {
    switch type {
    case .string: "a string"
    case .wholeNumber: "a whole number"
    case .list: "a list"
    case .object: "an object"
    }
  }

  private static func iso8601(_ milliseconds: Int64) -> String {
    Timestamp(millisecondsSinceEpoch: milliseconds, utcOffsetSeconds: 0).iso8601
  }
}
