import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// An import's problems in Chinese: 第 2 行，第 1 列 or the field's path in quotes, then what
/// was needed and what was there (需要一个值，但文件已经结束). Paths, field names, formats and
/// the examples stay as the file writes them.
extension ChineseCatalogue {
  func importProblem(_ problem: ImportProblem) -> String {
    switch problem.place {
    // The file as a whole: it is the subject.
    case .document:
      if case .wrongType(let type, false) = problem.issue {
        "文件需要是 JSON " + Self.noun(type)
      } else {
        "文件" + issue(problem.issue)
      }
    case .field(let path): Self.quoted(path) + "：" + issue(problem.issue)
    case .position(let line, let column):
      "第 \(line) 行，第 \(column) 列：" + issue(problem.issue)
    }
  }

  private func issue(_ issue: ImportIssue) -> String {
    let q = Self.quoted
    switch issue {
    case .syntax(let error):
      if case .nestingWithin(let depth) = error.expected { return "列表和对象嵌套超过了 \(depth) 层" }
      return Self.expected(error.expected) + Self.found(error.found)
    case .notJSON: return "不是有效的 JSON"
    case .unreadable: return "无法读取"
    case .missing: return "缺少这一项"
    case .wrongType(let type, let foundNull):
      return "需要" + Self.noun(type) + (foundNull ? "，却是 “null”" : "")
    case .notAUUID: return "需要 UUID，例如 8E5B2C1A-0F43-4C1B-9D3E-6A1B2C3D4E5F"
    case .notATimestamp: return "需要 ISO 8601 UTC 时间，例如 2026-03-29T06:30:00.000Z"
    case .timeOutOfRange(let latest):
      return "需要从 \(Self.iso8601(ImportLimits.earliestTime)) 到 \(Self.iso8601(latest))"
        + "（本机时钟的一天之后）之间的时间"
    case .negative: return "需要 0 或更大的整数"
    case .tooLarge(let most): return "需要不超过 \(most) 的整数"
    case .unsafeText(.refusedCharacter(let scalar)):
      return "需要不含控制字符和双向控制字符的文字，却含有 \(SafeText.codePoint(scalar))"
    case .unsafeText(.tooLong(let count, let limit)):
      return "最多 \(limit) 个字符，实际有 \(count) 个"
    case .utcOffsetOutOfRange: return "需要 -64800 到 64800 之间的秒数"
    case .empty: return "不能为空"
    case .notOneOf(let accepted, let found):
      return "需要 " + accepted.map(q).joined(separator: "、") + " 之一，实际是 "
        + q(SafeText.escaped(found))
    case .earlierThan(let other): return "不能早于 \(q(other))"
    case .notATimeOfDay: return "需要 00:00 到 23:59 之间的时间"
    case .notACadenceExport: return "需要 “cadence-export”：这不是 Cadence 的导出文件"
    case .unsupportedVersion(let supported): return "需要 1 到 \(supported) 之间的整数"
    case .newerVersion(let version, let supported):
      return "导出版本 \(version) 比这个 Cadence 能读取的版本（\(supported)）新，请升级 Cadence"
    case .duplicate(let first): return "与 \(q(first)) 重复"
    case .unknownSession(let id):
      return "文件和本地数据中都没有编号为 \(id.uuidString) 的练习"
    case .pattern(let problem):
      return patternReason(problem)
    }
  }

  /// `pattern add`'s own sentence, without its full stop, to follow a colon.
  private func patternReason(_ problem: PatternProblem) -> String {
    let sentence =
      switch problem {
      case .builtInName(let name): patternProblem(.builtInName(name))
      case .patternWord(let name): patternProblem(.patternWord(name))
      case .invalidName(let name): patternProblem(.invalidName(name))
      case .spec(let error): patternError(error)
      }
    return sentence.hasSuffix("。") ? String(sentence.dropLast()) : sentence
  }

  private static func expected(_ expectation: JSONSyntaxError.Expectation) -> String {
    switch expectation {
    case .value: "需要一个值"
    case .endOfFile: "这里应当是文件的结尾"
    case .quotedKey: "需要带双引号的键"
    case .closingQuoteBeforeLineEnd: "字符串需要在行尾之前用引号结束"
    case .closingQuote: "字符串需要用引号结束"
    case .digit: "需要数字"
    case .numberWithoutLeadingZeros: "数字不能以 0 开头"
    case .digitAfterDecimalPoint: "小数点后需要数字"
    case .digitInExponent: "指数中需要数字"
    case .character(let scalar): "需要 " + quoted(String(scalar))
    case .nestingWithin(let depth): "列表和对象嵌套超过了 \(depth) 层"
    }
  }

  private static func found(_ found: JSONSyntaxError.Found) -> String {
    switch found {
    case .endOfFile: "，但文件已经结束"
    case .lineBreak: "，却遇到换行"
    case .controlCharacter: "，却遇到控制字符"
    case .text(let text): "，却遇到 " + quoted(SafeText.escaped(text))
    }
  }

  private static func noun(_ type: ImportValueType) -> String {
    switch type {
    case .string: "字符串"
    case .wholeNumber: "整数"
    case .list: "列表"
    case .object: "对象"
    }
  }

  private static func iso8601(_ milliseconds: Int64) -> String {
    Timestamp(millisecondsSinceEpoch: milliseconds, utcOffsetSeconds: 0).iso8601
  }
}
