import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// One sentence says what was wrong, the next what is accepted, with full-width punctuation:
/// “--work <duration>” 的值 “25x” 无效：无法识别单位 “x”。可以写成 25m、1h30m、90 或 2:30。
extension ChineseCatalogue: UsageWords {
  var errorLabel: String { "错误：" }
  var warningLabel: String { "警告：" }

  func usageError(_ error: UsageError) -> String {
    let q = Self.quoted
    switch error {
    case .helpRequested:
      return "请求显示帮助。"
    case .unknownCommand(let name, let suggestion):
      return "没有 \(q(name)) 这个命令。" + didYouMean(suggestion)
    case .unknownOption(let name, let suggestion):
      return "没有 \(q(name)) 这个选项。" + didYouMean(suggestion)
    case .missingValue(let option):
      return "\(q(option)) 缺少值。"
    case .unexpectedValue(let option):
      return "选项 \(q(option)) 不接受值。"
    case .unexpectedArgument(let argument):
      return "多余的参数 \(q(argument))。"
    case .missingArgument(let name):
      return "缺少参数 \(q(name))。"
    case .invalidValue(let value, let label, let problem):
      let (reason, accepted) = words(problem)
      let after: String =
        switch accepted {
        case .forms(let forms): "可以写成 \(forms)。"
        case .needs(let needs): "需要\(needs)。"
        case .defaultValue(let value?): "默认是 \(value)。"
        case .defaultValue(nil): ""
        }
      return "\(q(label)) 的值 \(q(value)) 无效：\(reason)。" + after
    case .conflictingOptions(let first, let second):
      return "\(q(first)) 和 \(q(second)) 不能同时使用。"
    case .paceOfOtherPattern(let option, let pattern):
      return "\(q(option)) 设置的是共振呼吸的节奏，不能用于 \(q(pattern))。"
        + "请写成 cadence breathe resonance \(option) …，或不写呼吸法。"
    case .eyesClosedUnheard(let asked, let why):
      let reason =
        switch why {
        case .soundOff: "声音已关闭（\(q("--no-sound")) 或 sound 设置）"
        case .noSound(.noLibrary): "未安装 PulseAudio 的客户端库 libpulse.so.0"
        case .noSound(.badConfiguration(let path)):
          "PULSE_CLIENTCONFIG 指向的 \(q(path)) 不是一个小的普通文件"
        case .noSound: "找不到声音服务器"
        }
      return "\(q(asked)) 要靠声音闭眼练习，但\(reason)。加上 \(q("--bell")) 可以改为跟着终端铃声练习。"
    case .needsTerminal(let option):
      return "\(q(option)) 要在全屏上按键回答，需要在终端里运行：不要加 \(q("--plain"))，也不要重定向输出。"
    case .holdCapTooLong(let value):
      return "\(q("--max-hold")) 的值 \(q(value)) 无效：\(retentionCapTooLong)。"
    case .optionOfRetention(let option, let pattern):
      return "\(q(option)) 用于屏息练习，不能用于 \(q(pattern))：请写成 cadence breathe retention \(option) …。"
    case .lengthOfRetention(let option):
      return "\(q(option)) 设定的是呼吸练习的长度，不能用于屏息练习：屏息练习用 --rounds（1 到 10 轮）、"
        + "--breaths（1 到 60 次）和 --max-hold（最多 5m）。"
    case .unknownSetting(let key, let suggestion, let known):
      return "没有 \(q(key)) 这项设置。" + didYouMean(suggestion)
        + "可用的设置：" + known.joined(separator: "、") + "。"
    case .invalidSetting(let value, let key, let failure):
      return "\(q(key)) 的值 \(q(value)) 无效：" + failure.message(in: self)
    case .tooManyCycles(let minutes, let pattern, let cycles, let most, let mostMinutes):
      return "\(q("--minutes " + minutes)) 按 \(q(pattern)) 要练 \(cycles) 轮，"
        + "一次最多 \(most) 轮（这个呼吸法最多 \(mostMinutes) 分钟）。"
    case .traceToStandardOutput:
      return "帧记录需要写进文件：“-” 是标准输出，那里正在显示练习。"
    case .traceNamedLikeOption(let path):
      return "\(q(path)) 看起来像一个选项，不像 --trace 的文件名；如果文件确实叫这个名字，请写成 \(q("./" + path))。"
    case .outputIsStoreFile(let path, let option):
      return "\(q(path)) 是 Cadence 自己的数据库文件，\(option) 写进去会覆盖你的数据：请换一个文件。"
    case .traceToTerminal(let path):
      return "\(q(path)) 是正在显示练习的终端：帧记录需要写进单独的文件。"
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "你是不是想用 \(Self.quoted($0))？" } ?? ""
  }

  /// What follows the reason: the forms a value may take ("可以写成 25m、90 或 2:30"), a
  /// description of what is needed ("需要一个目录"), or the default of a range.
  private enum Accepted {
    case forms(String)
    case needs(String)
    case defaultValue(String?)
  }

  private func words(_ problem: ValueProblem) -> (reason: String, accepted: Accepted) {
    switch problem {
    case .duration(let reason):
      return (durationError(reason), .forms(acceptedDurations))
    case .durationNeedsUnit(let number):
      return ("只有数字，没有单位", .forms("\(number)m（\(number) 分钟）或 \(number)s（\(number) 秒）"))
    case .clockTime(let reason):
      return (durationError(reason), .forms(acceptedClockTimes))
    case .bellTimes(let reason):
      return (durationError(reason), .needs("用逗号隔开的时刻，如 5m,12m,18m"))
    case .unsafeText(let problem, let field):
      let reason =
        switch problem {
        case .refusedCharacter(let scalar):
          SafeText.isBidirectionalControl(scalar)
            ? "含有双向控制字符（\(SafeText.codePoint(scalar))）"
            : "含有控制字符（\(SafeText.codePoint(scalar))）"
        case .tooLong(let count, _): "有 \(count) 个字符"
        }
      return (reason, .needs("不含控制字符、最多 \(field.limit) 个字符的文字"))
    case .wholeNumber(let range, let defaultValue):
      let reason =
        range.upperBound == .max
        ? "不是不小于 \(range.lowerBound) 的整数"
        : "不是 \(range.lowerBound) 到 \(range.upperBound) 之间的整数"
      return (reason, .defaultValue(defaultValue.map(String.init)))
    case .notOneOf(let kind, let accepted, let suggestion):
      return (
        notA(kind) + (suggestion.map { "（你是不是想用 \(Self.quoted($0))？）" } ?? ""),
        .forms(Self.either(accepted))
      )
    case .dayBoundary:
      return ("不是 00:00 到 23:59 之间的时刻", .needs(" 04:00 这样的时刻"))
    case .emptyPath:
      return ("路径是空的", .needs("一个目录"))
    case .emptyNote:
      return ("感受记录是空的", .needs("至少一个字的感受记录，如“睡得很好”"))
    case .emptyName:
      return ("名字是空的", .needs("一个名字，如“工作笔记本”"))
    case .breathingMinutes:
      return ("不是 0.1 到 600 之间的分钟数", .defaultValue(nil))
    case .breathsPerMinute:
      return ("不是每分钟 3 到 10 次、以 0.1 为单位的呼吸次数", .needs(" 5.5 或 6 这样的次数"))
    case .breathRatio:
      return ("不是 1 到 10 的整数组成的吸呼比", .needs(" 1:1（默认）或 4:6 这样的比例"))
    case .countIn(let defaultValue):
      return ("不是 0 到 60 之间的秒数", .defaultValue("\(defaultValue)"))
    case .unknownProgram(let suggestion, let known):
      return (
        "没有这门课程" + (suggestion.map { "（你是不是想用 \(Self.quoted($0))？）" } ?? ""),
        .forms(Self.either(known))
      )
    case .sitting(let error):
      return sitting(error)
    case .charactersPerSecond(let isNumber):
      return (
        isNumber ? "必须在 0.001 到 1000000 之间" : "不是数字",
        .needs("每秒的字符数，如 20 或 7.5")
      )
    case .seed:
      return ("不是 0 到 18446744073709551615 之间的整数", .needs(" 42 这样的整数"))
    case .bellsTooClose(let seconds):
      return ("钟声间隔不到 \(seconds) 秒", .needs("至少相隔 \(seconds) 秒的钟声，如 5m"))
    case .columns:
      return ("不是列数", .needs(" 60 这样的宽度，或写 0 表示不换行"))
    case .recordID(let listing):
      return (
        "不是 id",
        .needs(" \(listing) 显示的 id 的前 \(ShortID.shortestTyped) 位或更多（十六进制数字），如 3f2a9c1e")
      )
    case .statusTemplate(let problem, let fields):
      let accepted = "字段 " + fields.joined(separator: "、")
      switch problem {
      case .unclosedBrace:
        return ("“{” 没有闭合", .needs(accepted + "，花括号本身写作 {{ 或 }}"))
      case .strayClosingBrace:
        return ("“}” 前面没有 “{”", .needs(accepted + "，花括号本身写作 {{ 或 }}"))
      case .unknownField(let name):
        return ("“{\(name.printable)}” 不是字段", .needs(accepted))
      }
    }
  }

  private func notA(_ kind: ValueKind) -> String {
    switch kind {
    case .format: "不是可用的格式"
    case .list: "不是可列出的内容"
    case .shell: "不是支持的 shell"
    case .language: "不是 Cadence 支持的语言"
    case .sessionKind: "不是练习的类别"
    case .onOff: "不是 on 或 off"
    case .cueSet: "不是可用的提示音组"
    case .eyes: "不是 open 或 closed"
    }
  }

  private func sitting(_ error: MeditationSittingError) -> (reason: String, accepted: Accepted) {
    let format = MeditateCommand.format
    switch error {
    case .lengthNotPositive:
      return ("静坐需要一段时间", .forms("20m"))
    case .warmUpNegative:
      return ("小于 0", .forms("30s"))
    case .tooLong:
      return ("准备时间和静坐加起来太长", .needs("一天以内的时长"))
    case .intervalNotPositive:
      return ("间隔必须大于 0", .forms("5m"))
    case .intervalNotShorterThanLength(_, let length):
      return ("在 \(format(length)) 结束之前一次钟也不会响", .needs("比静坐短的间隔"))
    case .bellNotAfterStart:
      return ("开始的钟已经在 0 响过", .needs("开始之后的时刻，如 5m,12m"))
    case .bellNotBeforeEnd(_, let length):
      return ("不在 \(format(length)) 结束之前", .needs("静坐时间以内的时刻"))
    case .bellsNotAscending(_, let previous):
      return ("不在 \(format(previous)) 之后", .needs("按先后顺序的时刻，如 5m,12m,18m"))
    }
  }

  /// `bash、zsh 或 fish`.
  static func either(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: "、") + " 或 " + last
  }
}
