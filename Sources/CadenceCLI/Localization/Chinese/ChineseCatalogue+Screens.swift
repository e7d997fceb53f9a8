import Cadence
import CadencePractice
import CadenceWords

extension ChineseCatalogue: ScreenWords {
  var pausedHint: String { "‖ 已暂停，按空格继续" }

  /// The words on the keys as Chinese names them (空格, 回车); Esc is what its key says.
  func keyName(_ key: KeyName) -> String {
    switch key {
    case .space: "空格"
    case .enter: "回车"
    case .escape: "Esc"
    }
  }

  func keyAction(_ action: KeyAction) -> String {
    switch action {
    case .pause: "暂停"
    case .resume: "继续"
    case .quit: "退出"
    case .restart: "重来"
    case .minute: "加减 1 分钟"
    case .start: "开始"
    case .skip: "跳过"
    case .next: "下一段"
    case .lap: "计次"
    case .reset: "归零"
    case .end: "结束"
    case .close: "关闭"
    case .select: "选择"
    case .startTimer: "开始" + practiceName(.timer)
    case .back: "返回"
    case .eyesClosed: "闭眼"
    }
  }
}

extension ChineseCatalogue: BreatheWords {
  func countIn(secondsLeft: Int) -> String { "准备 \(secondsLeft)…" }

  func cycleDetail(cycle: Int, of count: Int, left: String) -> String {
    "第 \(cycle) 轮，共 \(count) 轮 · 剩余 \(left)"
  }

  func plainCountIn(seconds: String) -> String { "准备 \(seconds) 秒" }

  func plainPhase(cycle: Int, of count: Int, _ kind: BreathingPhase.Kind, seconds: String)
    -> String
  {
    "第 \(cycle) 轮，共 \(count) 轮  \(phase(kind)) \(seconds) 秒"
  }

  func breatheSummary(
    title: String, cyclesDone: Int, of count: Int, time: String, ending: SessionEnd
  ) -> String {
    let line = "\(title)：完成 \(cyclesDone)/\(count) 轮，呼吸 \(time)"
    switch ending {
    case .completed: return line
    case .stoppedEarly: return line + "（提前结束）"
    case .interrupted: return line + "（中断）"
    }
  }

  var notePrompt: String { "现在感觉如何？（按回车跳过） " }
  var noteSaved: String { "已保存到感受记录。" }
  var noteNotKept: String { "感受记录没有保存。" }
  var cautionLabel: String { "注意：" }
}

extension ChineseCatalogue: TimerWords {
  var timeIsUp: String { "时间到，按任意键关闭" }
  func timerSummary(
    title: String?, ran: String, planned: String, over: String?, ending: SessionEnd
  ) -> String {
    let line = "\(title ?? practiceName(.timer))：计时 \(ran)，计划 \(planned)"
    switch ending {
    case .completed: return line + (over.map { "，超时 \($0)" } ?? "")
    case .stoppedEarly: return line + "（提前结束）"
    case .interrupted: return line + "（中断）"
    }
  }
  var minuteRefused: String { "剩余不到一分钟：- 键无效" }
  func endsAt(_ clock: String) -> String { "\(clock) 结束" }
  func endsAt(_ clock: String, daysAhead days: Int) -> String {
    days == 1 ? "明天 \(clock) 结束" : "\(days) 天后 \(clock) 结束"
  }
}
