import Cadence

extension ChineseCatalogue: ProgramWords {
  public func programName(_ program: BuiltInProgram) -> String {
    switch program {
    case .calm: "7 天平静"
    case .sleep: "睡前放松"
    case .focus: "专注"
    }
  }

  public func programSummary(_ program: BuiltInProgram) -> String {
    switch program {
    case .calm: "一周的 4-7-8 呼吸法，从 4 轮逐渐增加到 5 分钟"
    case .sleep: "五个晚上的延长呼气和 4-7-8 呼吸法，让入睡更容易"
    case .focus: "五天的三角呼吸和盒式呼吸，最后以生理性叹息收尾"
    }
  }

  public func stepTitle(_ step: BreathingProgram.Step) -> String {
    let pattern = patternName(id: step.patternID)
    switch step.length {
    case .cycles(let count):
      return "第 \(step.day) 节：\(pattern)，\(count) 轮"
    case .about(let duration):
      return "第 \(step.day) 节：\(pattern)，约 \(duration.components.seconds / 60) 分钟"
    }
  }
}
