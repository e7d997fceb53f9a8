import Cadence
import CadencePractice
import CadenceSystem
import CadenceWords
import TerminalUI

extension ChineseCatalogue: NoticeWords {
  func noticeTitle(_ source: PracticeKind) -> String { "Cadence " + practiceName(source) }

  func timerEndedNotice(title: String?) -> String {
    (title.map { $0 + "：" } ?? "") + "时间到。"
  }

  func segmentEndedNotice(segment: String, next: String) -> String {
    "\(segment)结束了。接下来：\(next)。"
  }

  func breathingEndedNotice(title: String) -> String { "\(title)：每一轮都已完成。" }
  var sittingEndedNotice: String { sittingOver + "。" }

  func endHookFailed(command: String, termination: ChildProcess.Termination) -> String {
    switch termination {
    case .exited(let status):
      "警告：结束时运行的命令 \(Self.quoted(command)) 以状态 \(status) 退出。"
    case .signalled(let signal):
      "警告：结束时运行的命令 \(Self.quoted(command)) 被信号 \(signal) 终止。"
    }
  }

  func endHookCannotStart(command: String, error: any Error) -> String {
    "警告：结束时运行的命令 \(Self.quoted(command)) 无法启动：\(Self.terminalReason(error))。"
  }
}
