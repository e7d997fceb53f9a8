import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

extension ChineseCatalogue: HistoryWords {
  func historyHeading(_ column: HistoryColumn) -> String {
    switch column {
    case .id: "编号"
    case .when: "时间"
    case .session: "练习"
    case .label: "标签"
    case .planned: "计划"
    case .actual: "实际"
    case .cycles: "轮数"
    case .status: "状态"
    }
  }

  func noSessions(kind: PracticeKind?, days: Int?) -> String {
    let what = kind.map { "\(kindName($0))记录" } ?? "练习记录"
    guard let days else { return "还没有\(what)。" }
    return "最近 \(days) 天没有\(what)。"
  }

  func shortSessionsHidden(_ count: Int, shorterThan shortest: Duration) -> String {
    "另有 \(count) 条短于 \(shortest.components.seconds) 秒的练习未列出，cadence history --all 可以列出全部。"
  }

  func laps(_ count: Int) -> String { "计次 \(count)" }

  func removedSession(
    id: String, name: String, kind: PracticeKind, time: String, when: Timestamp, notesKept: Int
  ) -> String {
    let line = "已删除练习记录 \(id)（\(sessionText(name: name, kind: kind)) \(time)，\(dateTime(when))）。"
    switch notesKept {
    case 0: return line
    case 1: return line + "相关的感受记录保留。"
    default: return line + "相关的 \(notesKept) 条感受记录保留。"
    }
  }

  var noteAdded: String { "已添加到感受记录。" }

  func noteSession(_ session: String, time: String, when: Timestamp) -> String {
    "练习：\(session)，\(time)，\(dateTime(when))"
  }

  func noteEdited(id: String, when: Timestamp) -> String {
    "已修改感受记录 \(id)（\(dateTime(when))）。"
  }

  func noteRemoved(id: String, when: Timestamp) -> String {
    "已删除感受记录 \(id)（\(dateTime(when))）。"
  }

  /// Two lines, so each fits 40 columns.
  var noJournalNotes: String { "还没有感受记录。\n用 cadence journal add <内容> 写一条。" }

  func exported(to path: String) -> String { "已导出到 \(Self.quoted(path))。" }

  func imported(_ path: String, changed: Bool) -> String {
    changed ? "已导入 \(Self.quoted(path))。" : "\(Self.quoted(path)) 中没有新内容：全部已经存在。"
  }

  func importHeading(_ column: ImportColumn) -> String {
    switch column {
    case .added: "新增"
    case .updated: "更新"
    case .removed: "删除"
    case .skipped: "跳过"
    }
  }

  func importRecords(_ records: ImportRecords) -> String {
    switch records {
    case .sessions: "练习记录"
    case .journalNotes: "感受记录"
    case .programs: "课程进度"
    case .patterns: "呼吸法"
    case .settings: "设置"
    }
  }

  func leftOut(invalidRecords count: Int) -> String { "略过了 \(count) 条无效记录：" }

  func leftOut(machineLocalSettings keys: [String]) -> String {
    "没有导入 " + keys.map { "“\($0)”" }.joined(separator: "、") + "：结束时运行的命令只留在设置它的那台机器上。"
  }
}
