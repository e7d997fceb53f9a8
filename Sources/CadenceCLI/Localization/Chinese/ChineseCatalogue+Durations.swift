import Cadence
import CadencePractice
import CadenceWords

extension ChineseCatalogue: DurationWords {
  func durationError(_ reason: DurationParseError.Reason) -> String {
    switch reason {
    case .empty: "时长不能为空"
    case .negative: "时长不能为负数"
    case .zero: "时长必须大于 0"
    case .unknownUnit(let unit): "无法识别单位 \(Self.quoted(unit))（可用 h、m、s 或 小时、分钟、秒）"
    case .missingUnit(let number): "\(Self.quoted(number)) 缺少单位（h、m、s 或 小时、分钟、秒）"
    case .repeatedUnit(let unit): "单位 \(Self.quoted(unit)) 出现了两次"
    case .unitsOutOfOrder(let unit): "\(Self.quoted(unit)) 出现在更小的单位之后（请按小时、分钟、秒的顺序写）"
    case .fieldOutOfRange(let field, let value, let limit):
      "\(Self.name(of: field)) \(Self.quoted(value)) 必须小于 \(limit)"
    case .notTwelveHour(let hour) where hour < 24:
      "\(Self.quoted(String(hour))) 点不在 12 小时制内：am 或 pm 前写 1 到 12，或写成 "
        + (hour < 10 ? "0\(hour)" : "\(hour)") + ":00"
    case .notTwelveHour(let hour):
      "\(Self.quoted(String(hour))) 点不在 12 小时制内：am 或 pm 前写 1 到 12"
    case .tooLarge: "时长必须少于 100 小时"
    case .unexpected(let rest): "无法识别 \(Self.quoted(rest))"
    case .invalidClockTime: "不是一个时刻"
    }
  }

  private static func name(of field: DurationParseError.Field) -> String {
    switch field {
    case .hour: "小时"
    case .minutes: "分钟"
    case .seconds: "秒"
    }
  }

  var acceptedDurations: String { "90、90s、25m、1h30m、1.5h、2:30、1:02:03、25分钟 或 1小时30分" }
  var acceptedClockTimes: String { "14:30、14:30:15、2:30pm 或 9am" }
}
