import Cadence

extension ChineseCatalogue: BreathingWords {
  public func phase(_ kind: BreathingPhase.Kind) -> String {
    switch kind {
    case .inhale: "吸气"
    case .holdAfterInhale, .holdAfterExhale: "屏息"
    case .exhale: "呼气"
    }
  }

  public var topUp: String { "再吸满" }
  public var getReady: String { "准备" }
  public var done: String { "完成" }

  public func caution(_ caution: BreathingCaution) -> String {
    switch caution {
    case .longHold(let duration):
      "\(BreathingPattern.seconds(duration)) 秒的屏息较长：保持自然呼吸，如感到头晕或气短，请停下来。"
    }
  }

  private static let accepted = "可以写成 4-7-8、4-4-4-4、5.5-5.5 或 “in 4 hold 7 out 8”"
  private static let range = "每个阶段 0.5 到 60 秒，写 0 表示省略该阶段"

  public func patternError(_ error: BreathingPatternError) -> String {
    Self.problem(error) + "。"
  }

  public func unknownPattern(_ name: String, suggestion: String?) -> String {
    let hint = suggestion.map { "是不是要用 \(Self.quoted($0))？" } ?? ""
    return "没有名为 \(Self.quoted(name)) 的呼吸法。\(hint)用 cadence pattern list 查看全部。"
  }

  public func damagedSavedPattern(_ name: String, _ error: BreathingPatternError) -> String {
    "保存的呼吸法 \(Self.quoted(name)) 已无效（\(Self.problem(error))），"
      + "请用 cadence pattern remove \(name) 删除。"
  }

  private static func problem(_ error: BreathingPatternError) -> String {
    switch error {
    case .empty:
      "呼吸节奏为空。\(accepted)"
    case .unrecognized(let token, let pattern) where token == pattern:
      "无法识别呼吸节奏 \(quoted(pattern))。\(accepted)"
    case .unrecognized(let token, let pattern):
      "呼吸节奏 \(quoted(pattern)) 中的 \(quoted(token)) 无法识别。\(accepted)"
    case .missingSeconds(let keyword, let pattern):
      "\(quoted(pattern)) 中 \(quoted(keyword)) 后面缺少秒数，应写一个数字，如 4 或 5.5"
    case .wrongNumberOfPhases(let count, let pattern):
      "呼吸节奏 \(quoted(pattern)) 有 \(count) 个数字，应为 2 个（吸-呼）、3 个（吸-屏-呼）"
        + "或 4 个（吸-屏-呼-屏），如 4-7-8"
    case .negative(let seconds, let pattern):
      "\(quoted(pattern)) 中的时长 \(quoted(seconds)) 为负数。\(range)"
    case .phaseTooLong(let phase, let pattern):
      "\(quoted(pattern)) 中的阶段 \(quoted(phase)) 超过 60 秒。\(range)"
    case .phaseTooShort(let phase, let pattern):
      "\(quoted(pattern)) 中的阶段 \(quoted(phase)) 不足半秒。\(range)"
    case .noInhale(let pattern):
      "呼吸节奏 \(quoted(pattern)) 没有吸气，请加上 in 阶段，如 “in 4 out 4”"
    case .noExhale(let pattern):
      "呼吸节奏 \(quoted(pattern)) 没有呼气，请加上 out 阶段，如 “in 4 out 4”"
    case .takesNoTime(let pattern):
      "呼吸节奏 \(quoted(pattern)) 的总时长为 0，请至少让一个阶段长于 0"
    }
  }

  public func resonanceName(_ pace: ResonancePace) -> String {
    "共振呼吸 每分钟 \(pace.rate) 次" + (pace.isEven ? "" : " \(pace.ratio)")
  }

  public var resonanceTitle: String { "按你自己的频率做共振呼吸" }

  public var resonanceSummary: String {
    "每分钟 3 到 10 次，以 0.1 为单位，吸呼一样长或按 4:6：--bpm 5.5、--ratio 4:6，或设置 breathe.bpm 和 breathe.ratio"
  }

  public func invalidResonance(_ text: String) -> String {
    "无法识别共振呼吸节奏 \(Self.quoted(text))。可以写成 resonance 加每分钟 3 到 10 次的呼吸次数（以 0.1 为单位），"
      + "还可以加上 1:1 到 10:10 的吸呼比，如 “resonance 5.5” 或 “resonance 6 4:6”。"
  }

  public func patternName(_ pattern: BuiltInPattern) -> String {
    switch pattern {
    case .relaxing: "4-7-8 呼吸法"
    case .box: "盒式呼吸"
    case .coherent: "共振呼吸"
    case .sigh: "生理性叹息"
    case .cyclicSighing: "循环叹息"
    case .longExhale: "延长呼气（2:1）"
    case .triangle: "三角呼吸"
    case .energise: "提神呼吸"
    }
  }

  public func patternSummary(_ pattern: BuiltInPattern) -> String {
    switch pattern {
    case .relaxing: "吸气 4 秒、屏息 7 秒、呼气 8 秒：长长的呼气帮助放松、入睡"
    case .box: "吸气、屏息、呼气、屏息各 4 秒，四边相等：平静而专注"
    case .coherent: "每分钟约 5.5 次呼吸，吸与呼一样长，让心率平稳下来"
    case .sigh: "深吸一口，再短吸补满，然后长长呼出：快速缓解紧张"
    case .cyclicSighing: "用鼻子吸气两次（第二次短吸补满），再用嘴长长呼出，练习 5 分钟：斯坦福大学 2023 年的研究发现它能改善情绪"
    case .longExhale: "呼气是吸气的两倍长，让身心慢慢放缓"
    case .triangle: "吸气、屏息、呼气各 4 秒：适合初学者的简化盒式呼吸"
    case .energise: "长吸气、快呼气，帮助清醒；如感到头晕请停下来"
    }
  }
}
