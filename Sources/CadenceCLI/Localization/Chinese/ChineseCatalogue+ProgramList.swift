import Cadence
import CadencePractice
import CadenceWords

extension ChineseCatalogue: ProgramListWords {
  var builtInPatterns: String { "内置呼吸法：" }
  var yourPatterns: String { "你的呼吸法：" }
  var noSavedPatterns: String { "还没有。用 cadence pattern add <名称> <节奏> 添加。" }

  func invalidSpec(_ spec: String) -> String { "无效的节奏 \(Self.quoted(spec))" }

  func phases(_ phases: [BreathingPhase], seconds: (Duration) -> String) -> String {
    phases.map { "\(phase($0.kind)) \(seconds($0.duration)) 秒" }.joined(separator: "、")
  }

  func patternSaved(_ name: String, phases: String) -> String {
    "已保存 \(Self.quoted(name))：\(phases)。"
  }

  func patternReplaced(_ name: String, phases: String) -> String {
    "已替换 \(Self.quoted(name))：\(phases)。"
  }

  func patternRemoved(_ name: String) -> String { "已删除 \(Self.quoted(name))。" }

  func standing(_ standing: ProgramStanding) -> String {
    switch standing {
    case .notStarted: "未开始"
    case .step(let step, let count): "第 \(step) 节，共 \(count) 节"
    case .done: "已完成"
    }
  }

  func stepCount(_ count: Int) -> String { "共 \(count) 节" }

  var programListFooter: String {
    "用 cadence program start <编号> 开始一个课程，\n用 cadence program status 查看进度。"
  }

  var nothingInProgress: String {
    "没有进行中的课程。用 cadence program start calm-7 开始一个。"
  }

  var seeAllPrograms: String { "用 cadence program list 查看全部课程。" }

  func programTitle(name: String, id: String) -> String { "\(name)（\(id)）" }

  func programStatus(_ title: String, standing: String) -> String { "\(title)：\(standing)" }

  func statusField(_ field: ProgramStatusField) -> String {
    switch field {
    case .stepsDone: "已完成："
    case .nextStep: "下一节："
    case .lastPractised: "上次练习："
    case .sessionsCompleted: "完成次数："
    }
  }

  func stepsDone(_ done: Int, of count: Int) -> String { "\(done) 节，共 \(count) 节" }

  var noNextStep: String { "没有了，全部完成（重新开始：--restart）" }
  var notPractisedYet: String { "还没有" }
  var otherPrograms: String { "其他课程：" }

  func lastPractised(_ when: String) -> String { "，上次练习 " + when }

  func programReset(_ title: String, hadProgress: Bool) -> String {
    hadProgress
      ? "已重置\(title)：进度已清除，练习记录仍保留在训练历史中。"
      : "\(title)没有进度，无需重置。"
  }

  func alreadyUnderWay(
    name: String, id: String, step: Int, of count: Int, stepTitle: String
  ) -> String {
    "\(name)正在进行：下一节是第 \(step) 节，共 \(count) 节（\(stepTitle)）。\n"
      + "用 cadence program continue \(id) 继续上次的进度，\n"
      + "或用 cadence program start \(id) --restart 从头开始。"
  }

  func finished(name: String, id: String, steps: Int, otherUnderWay: String?) -> String {
    let other = otherUnderWay.map { "，\n或用 cadence program continue \($0) 继续另一个课程" } ?? ""
    return "你已完成\(name)（全部 \(steps) 节）。\n"
      + "用 cadence program start \(id) --restart 从头再来\(other)。"
  }

  func programStepTitle(name: String, step: Int, of count: Int) -> String {
    "\(name) · 第 \(step) 节，共 \(count) 节"
  }

  func stepHeader(name: String, step: Int, of count: Int, stepTitle: String) -> String {
    "\(name)，第 \(step) 节，共 \(count) 节：\(stepTitle)"
  }

  func stepNotCompleted(_ step: Int) -> String {
    "第 \(step) 节没有完成，下次 cadence program continue 仍从这一节开始。"
  }

  func lastStepDone(name: String) -> String { "这是最后一节：你已完成\(name)。" }

  func stepDone(_ step: Int, of count: Int, next: String) -> String {
    "第 \(step) 节完成（共 \(count) 节）。下一节：\(next)。\n"
      + "准备好了就运行 cadence program continue。"
  }
}
