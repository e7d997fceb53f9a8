import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation

extension ChineseCatalogue: DesktopSyncWords {
  private func quote(_ text: String) -> String { Self.quoted(text) }

  var syncPreferences: String { "同步" }
  var syncFolderTitle: String { "文件夹" }
  var syncOffHint: String {
    "未开启。请选择一个由你的同步工具（Syncthing、Nextcloud、Dropbox 等）在各台机器上保持一致的文件夹："
      + "每台设备在里面写自己的日志，并读取其他设备的。"
  }
  var chooseFolder: String { "选择…" }
  var chooseFolderTitle: String { "选择同步文件夹" }
  var chooseFolderAccept: String { "在此同步" }

  var syncNameTitle: String { "设备名称" }
  var syncNameHint: String { "其他设备看到的本机名称；按回车键应用。" }
  func syncNameRefused(_ problem: ValueProblem) -> String {
    switch problem {
    case .emptyName: "设备需要一个名称。"
    default: "无法保存这个名称：含有控制字符，或者太长。"
    }
  }

  var syncOffTitle: String { "停止同步" }
  var syncTurnOff: String { "关闭" }
  var syncOffExplanation: String { "不再写入文件夹；已合并的记录留在本机。" }

  func syncStarted(folder: String) -> String { "正在通过 \(quote(folder)) 同步" }
  var syncStopped: String { "同步已关闭" }
  func syncNamed(_ name: String) -> String { "本机现在叫 \(quote(name))" }

  var syncStatusTitle: String { "状态" }
  func syncThisDevice(name: String, device: String) -> String { "本机：\(name)（\(device)）" }
  func syncWaiting(_ count: Int) -> String {
    count == 0 ? "没有等待写入的记录。" : "\(count) 条记录等待写入。"
  }
  var syncNoOtherDevice: String { "还没有其他设备写入这个文件夹。" }
  func syncDevice(name: String?, device: String, records: Int, last: Date?) -> String {
    let when = last.map { "，最近一条写于 \(tableDateTime(Timestamp($0, in: .current)))" }
    return "\(name ?? "未命名")（\(device)）：已读 \(records) 条\(when ?? "")"
  }
  func syncSkippedLine(_ warning: SyncWarning) -> String {
    "已跳过：\(warning.file) 第 \(warning.line) 行：\(warning.problem)"
  }

  func syncProblem(_ problem: SyncProblem) -> String {
    let path = quote(problem.path)
    switch problem {
    case .folderMissing: return "同步文件夹 \(path) 不在（未挂载或已移动？）；记录已保存在本机，文件夹恢复后会写入。"
    case .notAFolder: return "\(path) 是文件，不是文件夹。"
    case .readOnly: return "同步文件夹 \(path) 无法写入；记录已保存在本机，可以写入时会写入。"
    case .full: return "同步文件夹 \(path) 所在的磁盘已满；记录已保存在本机，有空间时会写入。"
    case .failed(_, let reason): return "同步文件夹 \(path) 出错：\(reason)。"
    case .sameDeviceTwice(let device, let folder):
      return "另一台设备以本机的身份（\(device.short)）写入 \(path)，可能是复制了数据目录？"
        + "在其中一台换用新的编号之前不再写入（cadence sync folder \(folder) --new-device）。"
    }
  }

  func syncCannotUse(_ problem: SyncProblem) -> String {
    let path = quote(problem.path)
    switch problem {
    case .folderMissing: return "无法通过 \(path) 同步：没有这个文件夹。请选择一个存在的文件夹，即你的同步工具保持一致的那个。"
    case .notAFolder: return "无法通过 \(path) 同步：它是文件，不是文件夹。"
    case .readOnly: return "无法通过 \(path) 同步：它无法写入。"
    case .full: return "无法通过 \(path) 同步：它所在的磁盘已满。"
    case .failed(_, let reason): return "无法通过 \(path) 同步：\(reason)。"
    case .sameDeviceTwice: return syncProblem(problem)
    }
  }
}
