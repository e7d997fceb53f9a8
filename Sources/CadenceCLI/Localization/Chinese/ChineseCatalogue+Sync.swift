import CadenceStore
import CadenceWords

extension ChineseCatalogue: SyncWords {
  private func q(_ text: String) -> String { Self.quoted(text) }

  func syncStarted(folder: String, name: String, device: String, written: Int) -> String {
    "通过 \(q(folder)) 同步，本机是 \(name)（\(device)）；写入 \(written) 条记录。\n"
  }

  func syncDone(written: Int, merged: Int) -> String {
    "写入 \(written) 条记录，合并 \(merged) 条。\n"
  }

  var syncStopped: String { "同步已关闭。合并来的记录留在本机；本机的日志留在文件夹里。\n" }

  var syncIsOff: String { "同步没有开启。用 cadence sync folder <路径> 开启。\n" }

  func syncNamed(_ name: String) -> String { "本机现在叫 \(q(name))。\n" }

  func syncThisDevice(name: String, device: String, folder: String) -> String {
    "本机：\(name)（\(device)），通过 \(q(folder)) 同步。\n"
  }

  func syncWaiting(_ count: Int) -> String {
    count == 0 ? "没有等待写入的记录。\n" : "\(count) 条记录等待写入。\n"
  }

  var syncOtherDevices: String { "其他设备：\n" }

  var syncNoOtherDevice: String { "还没有其他设备写入这个文件夹。\n" }

  func syncDevice(name: String?, device: String, records: Int, last: Timestamp?) -> String {
    let when = last.map { "，最近一条写于 \(dateTime($0))" } ?? ""
    return "  \(name ?? "未命名")（\(device)）：已读 \(records) 条\(when)\n"
  }

  var syncSkippedLines: String { "跳过的行（较新的 Cadence 写的，或已损坏）：\n" }

  func syncSkipped(_ count: Int) -> String {
    "同步：跳过了 \(count) 行；cadence sync status 会列出它们。\n"
  }

  func syncProblem(_ problem: SyncProblem) -> String {
    let cause: String
    switch problem {
    case .folderMissing(let path): cause = "同步文件夹 \(q(path)) 不在（未挂载或已移动？）"
    case .notAFolder(let path): cause = "\(q(path)) 是文件，不是文件夹"
    case .readOnly(let path): cause = "同步文件夹 \(q(path)) 无法写入"
    case .full(let path): cause = "同步文件夹 \(q(path)) 所在的磁盘已满"
    case .failed(let path, let reason): cause = "同步文件夹 \(q(path)) 出错：\(reason)"
    case .sameDeviceTwice(let device, let path):
      return "同步：另一台设备以本机的身份（\(device.short)）写入 \(q(path))，"
        + "可能是复制了数据目录？之后不再写入。" + syncNewDeviceHint(folder: path)
    }
    return "同步：\(cause)；记录已保存在本机，文件夹恢复后会写入。\n"
  }

  func syncCannotUse(_ problem: SyncProblem) -> String {
    let path = q(problem.path)
    switch problem {
    case .folderMissing:
      return "无法通过 \(path) 同步：没有这个文件夹。请给出一个存在的文件夹，即你的同步工具（Syncthing、Nextcloud 等）保持一致的那个。\n"
    case .notAFolder: return "无法通过 \(path) 同步：它是文件，不是文件夹。\n"
    case .readOnly: return "无法通过 \(path) 同步：它无法写入。\n"
    case .full: return "无法通过 \(path) 同步：它所在的磁盘已满。\n"
    case .failed(_, let reason): return "无法通过 \(path) 同步：\(reason)。\n"
    case .sameDeviceTwice: return String(syncProblem(problem).dropFirst("同步：".count))
    }
  }

  func syncNewDeviceHint(folder: String) -> String {
    "请在其中一台上运行 cadence sync folder \(folder) --new-device。\n"
  }
}
