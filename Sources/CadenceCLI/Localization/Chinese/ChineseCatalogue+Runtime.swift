import CadencePractice
import CadenceSound
import CadenceStore
import CadenceSystem
import CadenceWords
import TerminalUI

/// What failed, then why, with full-width punctuation; file names, SQLite's and the system's
/// reasons (`strerror`) are kept as given: 无法读取 “a.json”：No such file or directory。
extension ChineseCatalogue: RuntimeWords {
  func runtimeMessage(_ message: RuntimeMessage) -> String {
    let q = Self.quoted
    switch message {
    case .storeFailed(let error, let task):
      return storeFailure(error, task: task)
    case .cannotReadFile(let path, let reason):
      return Self.sentence("无法读取 \(q(path))：\(reason)")
    case .cannotWriteFile(let path, let reason):
      return Self.sentence("无法写入 \(q(path))：\(reason)")
    case .csvIsNotImported(let path):
      return "\(q(path)) 是 CSV 导出，供电子表格使用；导入只读 JSON 导出"
        + "（\(q("cadence export -o cadence.json"))），没有写入任何数据。"
    case .notATrace(let path):
      return "\(q(path)) 不是 --trace 写出的帧记录：它不是由帧事件组成的 JSON 数组。"
    case .emptyTrace(let path):
      return "\(q(path)) 中没有任何帧事件，无法汇总。"
    case .traceTooLarge(let path, let most):
      return "\(q(path)) 不是 --trace 写出的帧记录：其中的事件超过 \(most) 个，或有事件长于 64 KB。"
    case .traceCutShort(let path, let count):
      return "\(q(path)) 在结尾的 “]” 之前就结束了，写它的运行被中断时会这样；"
        + "以上汇总只包括其中 \(count) 个完整的事件。"
    case .noSound(.noLibrary):
      return "没有声音：未安装 PulseAudio 的客户端库 libpulse.so.0，改用终端铃声。"
    case .noSound(.noServer(let reason)):
      return "没有声音：找不到声音服务器（\(reason)），改用终端铃声。"
    case .noSound(.streamFailed(let reason)):
      return "没有声音：声音服务器拒绝了音频流（\(reason)），改用终端铃声。"
    case .noSound(.noVoice):
      return "没有语音：未安装 eSpeak NG 的库 libespeak-ng.so.1，改为播放提示音。"
    case .noSound(.serverGone):
      return "声音服务器断开了：练习继续，不再有声音。"
    case .noSound(.noAnswer):
      return "没有声音：声音服务器一秒内没有应答，练习继续，改用终端铃声。"
    case .noSound(.badConfiguration(let path)):
      return "没有声音：PULSE_CLIENTCONFIG 指向的 \(q(path)) 不是一个小的普通文件，改用终端铃声。"
    case .importRejected(let path, let problem):
      // A record in a list can be left out; a wrong document cannot.
      let skip = problem.isInRecord ? "加上 \(q("--skip-invalid")) 可以导入其他记录。" : ""
      return "无法导入 \(q(path))：\(importProblem(problem))。没有导入任何内容。" + skip
    case .terminalFailed(let error):
      return Self.sentence("终端出错：" + Self.terminalReason(error))
    case .outputFailed(let error):
      return Self.sentence("输出失败：" + Self.terminalReason(error))
    case .cannotSetUpTerminal(let error):
      return Self.sentence("无法设置终端：" + Self.terminalReason(error))
    case .homeNeedsTerminal:
      return "\(q("cadence home")) 需要交互式终端；\(q("cadence --help")) 列出所有命令。"
    case .programHasNoStep(let program, let step):
      return "课程 \(q(program)) 没有第 \(step) 节。"
    case .builtInPatternCannotBeRemoved(let name):
      return "\(q(name)) 是内置呼吸法，不能删除。"
    case .noSavedPattern(let name):
      return "没有名为 \(q(name)) 的已保存呼吸法；可以用 \(q("cadence pattern list")) 查看。"
    case .patternExists(let name):
      return "已经有名为 \(q(name)) 的呼吸法；加上 \(q("--replace")) 可以替换它。"
    case .sessionWillNotBeSaved(let error):
      return Self.sentence("这次练习不会被保存：" + Self.storeReason(error))
    case .sessionNotSavedCompletely(let error):
      return Self.sentence("这次练习没有完整保存：" + Self.storeReason(error))
    case .sessionKeptForLater(let path, StoreError.busy(let database)):
      return "数据库 \(Self.quoted(database)) 直到结束都被占用（另一个程序在使用它）："
        + "这次练习暂存在 \(Self.quoted(path))，下次运行 cadence 时会保存。"
    case .sessionKeptForLater(let path, let error):
      return "这次练习没有存进数据库（\(Self.storeReason(error))）：它暂存在 \(Self.quoted(path))，"
        + "下次 cadence 能写入数据库时会保存。"
    case .damagedDatabaseRead(let path):
      return "\(Self.quoted(path)) 已损坏（SQLite 发现数据损坏）：下面显示能读取的内容，"
        + "Cadence 不再向它写入任何内容。可以先导出还能读取的内容（\(Self.quoted("cadence export -o FILE"))），"
        + "把这个文件移走，再用 \(Self.quoted("cadence import FILE")) 导入新的数据库。"
    case .noteNotSaved(let error):
      return Self.sentence("感受记录没有保存：" + Self.storeReason(error))
    case .moodNotSaved(let error):
      return Self.sentence("心情记录没有保存：" + Self.storeReason(error))
    case .rateNotSaved(let rate, let setting, let error):
      return Self.sentence("无法把每分钟 \(rate) 次保存为 “\(setting)”：" + Self.storeReason(error))
    case .invalidUTF8(let source):
      return "\(source) 不是有效的 UTF-8；无效的字节显示为 \u{FFFD}。"
    case .settingIgnored(let error):
      return error.message(in: self) + "已忽略这项设置，改用默认值。"
    }
  }

  func patternProblem(_ problem: PatternCommand.NameProblem) -> String {
    let q = Self.quoted
    let longest = PatternCommand.longestName
    let nameRule = "需要以字母开头，后面是字母、数字、“-” 或 “_”，最多 \(longest) 个字符"
    switch problem {
    case .unsafeName(let name, let problem):
      return "呼吸法名称 \(q(name)) 无效：\(Self.textProblem(problem))。\(nameRule)，例如 “calm”。"
    case .builtInName(let name):
      return "\(q(name)) 是内置呼吸法的名称，请换一个名称。"
    case .patternWord(let name):
      return "\(q(name)) 是呼吸法写法中的关键词，不能用作名称。"
    case .invalidName(let name):
      return "呼吸法名称 \(q(name)) 无效：\(nameRule)，例如 “calm” 或 “evening-4-6”。"
    case .unsafeSpec(let spec, let problem):
      return "呼吸法 \(q(spec)) 无效：\(Self.textProblem(problem))。"
        + "需要不含控制字符、最多 \(SafeText.Field.patternSpec.limit) 个字符的文字。"
    }
  }

  /// Why text may not be stored, as the usage errors say it.
  private static func textProblem(_ problem: SafeText.Problem) -> String {
    switch problem {
    case .refusedCharacter(let scalar):
      SafeText.isBidirectionalControl(scalar)
        ? "含有双向控制字符（\(SafeText.codePoint(scalar))）"
        : "含有控制字符（\(SafeText.codePoint(scalar))）"
    case .tooLong(let count, _): "有 \(count) 个字符"
    }
  }

  /// A data command's failure: the store's own sentence when it names the file and what
  /// happened to it, otherwise what the command could not do and why.
  private func storeFailure(_ error: any Error, task: RuntimeMessage.StoreTask) -> String {
    guard let error = error as? StoreError else {
      return Self.sentence("无法\(Self.phrase(task))：" + Self.unexpected(error))
    }
    switch error {
    case .sqlite(let failure):
      return "无法\(Self.phrase(task))：" + Self.sqliteReason(failure) + "。"
    case .malformedImport(let problem):
      if case .importFile(let path) = task {
        return RuntimeMessage.importRejected(path: path, problem).message(in: self)
      }
      return importProblem(problem) + "。没有导入任何内容。"
    case .noRecord(let kind, _):
      return Self.storeReason(error) + "；可以用 \(Self.idListing(kind)) 查看编号。"
    case .ambiguousID(let kind, _, _):
      return Self.storeReason(error) + "（可以用 \(Self.idListing(kind)) 查看编号）。"
    default:
      return Self.sentence(Self.storeReason(error))
    }
  }

  /// What could not be done, after 无法: 显示统计, 导入 “old.json”.
  private static func phrase(_ task: RuntimeMessage.StoreTask) -> String {
    switch task {
    case .showHistory: "显示练习记录"
    case .showStats: "显示统计"
    case .showJournal: "显示感受记录"
    case .addNote: "添加感受记录"
    case .export: "导出数据"
    case .importFile(let path): "导入 \(quoted(path))"
    case .programs: "读取或保存课程进度"
    case .patterns: "读取或保存呼吸法"
    case .settings: "读取或保存设置"
    case .editNote: "修改感受记录"
    case .removeNote: "删除感受记录"
    case .removeSession: "删除这次练习"
    case .status: "显示正在进行的练习"
    case .sync: "读取或保存同步设置"
    }
  }

  /// The command that shows the ids of records of `kind`, quoted.
  private static func idListing(_ kind: RecordKind) -> String {
    switch kind {
    case .session: quoted("cadence history --ids")
    case .journalEntry: quoted("cadence journal")
    }
  }

  /// How a message names a record of `kind`.
  private static func noun(_ kind: RecordKind) -> String {
    switch kind {
    case .session: "练习"
    case .journalEntry: "感受记录"
    }
  }

  /// Why the store failed, without its full stop: each case names the file or field
  /// involved and never practice data.
  private static func storeReason(_ error: any Error) -> String {
    guard let error = error as? StoreError else { return unexpected(error) }
    let q = quoted
    switch error {
    case .dataDirectoryUnwritable(let path, let reason):
      return "无法写入数据目录 \(q(path))：\(reason)"
    case .dataDirectoryIsNotADirectory(let path):
      return "无法写入数据目录 \(q(path))：它不是目录"
    case .dataDirectoryNotPrivate(let path, let mode):
      return "数据目录 \(q(path)) 其他用户也可以写入（权限 " + String(mode & 0o7777, radix: 8)
        + "），他们可能替换其中的文件；只有它只属于你时 Cadence 才会使用它（对它运行 \(q("chmod go-w"))）"
    case .notARegularFile(let path):
      return "\(q(path)) 是符号链接或不是普通文件；Cadence 只打开数据目录中的普通文件，没有改动它"
    case .readOnlyDatabase(let path):
      return "\(q(path)) 是只读的（所有者无法写入），没有保存任何内容。对它运行 \(q("chmod u+w")) 后 Cadence 就能再次保存"
    case .notADatabase(let path):
      return "\(q(path)) 不是 Cadence 的数据库（不是 SQLite 文件），没有改动它"
    case .corruptDatabase(let path):
      return "\(q(path)) 已损坏（SQLite 报告数据损坏），没有改动它"
    case .damagedDatabase(let path):
      return "\(q(path)) 已损坏（SQLite 发现数据损坏）：Cadence 不再向它写入任何内容，这次没有保存。"
        + "可以先导出还能读取的内容（\(q("cadence export -o FILE"))），把这个文件移走，"
        + "再用 \(q("cadence import FILE")) 导入新的数据库"
    case .foreignDatabase(let path):
      return "\(q(path)) 是其他程序的 SQLite 数据库，没有改动它"
    case .newerSchema(let path, let fileVersion, let supportedVersion):
      return "\(q(path)) 由更新版本的 Cadence 写入（结构版本 \(fileVersion)，"
        + "这个版本最高支持 \(supportedVersion)），请升级 Cadence。文件没有改动"
    case .diskFull(let path):
      return "\(q(path)) 所在的磁盘已满，最后一次修改没有保存，之前的数据完好"
    case .busy(let path):
      return "数据库 \(q(path)) 正忙，请稍后再试"
    case .cannotWriteFile(let path, let reason):
      return "无法写入 \(q(path))：\(reason)"
    case .malformedImport:
      // Worded by `importProblem` in `storeFailure`, the one place an import's problem shows.
      return "导入的文件无效，没有导入任何内容"
    case .sessionNotInProgress(let id):
      return "没有编号为 \(q(id)) 的进行中的练习"
    case .unknownSession(let id):
      return "没有编号为 \(q(id)) 的练习"
    case .noRecord(let kind, let id):
      return "没有编号为 \(q(id)) 的\(noun(kind))"
    case .ambiguousID(let kind, let id, let matches):
      return "有 \(matches) 条\(noun(kind))的编号以 \(q(id)) 开头，请多写几位编号"
    case .sessionInProgress(let id):
      return "练习 \(q(id)) 仍在进行中，结束后才能删除"
    case .duplicatePattern(let name):
      return "已经有名为 \(q(name)) 的呼吸法"
    case .invalidSetting(let key, let value, .timeOfDay):
      return "设置 \(q(key)) 的值 \(q(value)) 无效：需要 00:00 到 23:59 之间的时间"
    case .sqlite(let failure):
      return sqliteReason(failure)
    }
  }

  /// SQLite's own short reason and extended code, for a bug report; the statement stays out.
  private static func sqliteReason(_ error: SQLiteError) -> String {
    "SQLite 报告 \(quoted(error.message))（错误 \(error.extendedCode)）"
  }

  /// Why the terminal (or the output of plain lines) failed, after a colon.
  static func terminalReason(_ error: any Error) -> String {
    // A thread or a child process that could not start fails in the system floor.
    if let error = error as? SystemCallError {
      return systemCallReason(error.name, code: error.code)
    }
    guard let error = error as? TerminalError else { return unexpected(error) }
    switch error {
    case .notATerminal: return "标准输出不是交互式终端"
    case .inputClosed: return "终端输入已关闭"
    // The call's name and the system's reason (strerror) as given, with its errno.
    case .systemCall(let name, let code):
      return systemCallReason(name, code: code)
    }
  }

  /// The call's name and the system's reason (strerror) as given, with its errno.
  private static func systemCallReason(_ name: String, code: Int32) -> String {
    "调用 \(name) 失败：\(FileReading.Failure(code: code).description)（errno \(code)）"
  }

  /// An error no `throws` here is meant to let through, named by its type for a bug report.
  private static func unexpected(_ error: any Error) -> String {
    "抛出了意外的 \(quoted(String(describing: type(of: error))))，请报告这个问题"
  }

  /// `text` ending with a full-width full stop, unless it already ends as a sentence (a
  /// reason given in English may end with "."; it is kept as given).
  private static func sentence(_ text: String) -> String {
    guard let last = text.last, !".?!。？！".contains(last) else { return text }
    return text + "。"
  }
}
