import CadencePractice
import CadenceWords

extension ChineseCatalogue: ManualWords {
  var manualTitle: String { "Cadence 手册" }

  func manualSection(_ section: ManualSection) -> String {
    switch section {
    case .name: "名称"
    case .synopsis: "概要"
    case .description: "描述"
    case .arguments: "参数"
    case .options: "选项"
    case .subcommands: "子命令"
    case .commands: "命令"
    case .exitStatus: "退出状态"
    case .environment: "环境变量"
    case .files: "文件"
    case .examples: "示例"
    case .seeAlso: "参见"
    }
  }

  var exitStatusHeading: String { "退出状态：" }
  var examplesHeading: String { "示例：" }

  var rootDescription: String {
    "每个状态都是已过时间的纯函数，时间取自单调时钟并扣除暂停；每个值都知道自己下一次变化的时刻，cadence 恰好睡到那时。醒得晚了，只显示一次当前的真实值；醒得早了，就再睡。读数在整个过程中宽度不变。在终端里不带参数运行 cadence 会打开主屏幕；在管道里则打印帮助。标准输出不是终端、给了 --plain 或 TERM 为 dumb 时，各练习打印普通文本行而不用全屏。练习记录、感受记录、呼吸法、课程进度和设置都保存在本机的一个 SQLite 文件里，不会离开这台机器。"
  }

  var globalOptionsNote: String { "每个命令都接受的 --data-dir 和 --lang 见 cadence(1)。" }

  func exitStatusMeaning(_ status: ExitStatus) -> String {
    switch status {
    case .success: "成功：时间到了，或命令完成了它的工作。"
    case .failure: "失败（数据库、终端），或练习在结束前退出。"
    case .usage: "用法错误：标准错误上一行错误和用法，标准输出上什么也没有。"
    case .keptForLater:
      "练习结束了，但数据库一直被占用（另一个程序在使用它）：这次的练习暂存在数据目录的 unsaved 文件夹中，下次运行 cadence 时会保存。"
    case .outputClosed: "练习的普通文本输出被关闭了（例如管道接到 head）。"
    case .signal:
      "被信号 n 结束，练习已保存，终端已恢复：Ctrl-C 为 130，SIGTERM 为 143，SIGHUP 为 129，SIGQUIT 为 131。"
    }
  }

  var practiceEndingsIntro: String {
    "每种练习（倒计时、秒表、番茄钟、呼吸、冥想、课程的一节）按同一规则结束，无论怎样结束都会打印小结："
      + "全屏之后打印到标准输出，逐行输出之后打印到标准错误（这时标准输出是数据）。"
      + "记录的状态也就是结束钩子的 CADENCE_STATUS。"
  }

  var practiceEndingHeadings: (way: String, exitStatus: String, recorded: String) {
    ("怎样结束", "退出状态", "记录为")
  }

  func practiceEnding(_ row: PracticeEndingRow) -> (way: String, recorded: String) {
    switch row {
    case .reachedEnd: ("到达终点：时间到、呼吸完所有轮次、结束钟声、最后一组", "已完成")
    case .leftWithNothingUnfinished:
      ("没有未完成的部分时按 q 或 Esc：秒表、番茄钟在两段专注之间、超时中的倒计时", "已完成（番茄钟：已完成的专注段）")
    case .leftBeforeEnd: ("结束前按 q 或 Esc：倒计时、呼吸练习、冥想、一段专注", "提前结束")
    case .interruptedByPerson: ("Ctrl-C（SIGINT）、Ctrl-\\（SIGQUIT）", "提前结束（秒表：已完成）")
    case .endedBySystem: ("SIGTERM、SIGHUP", "中断")
    case .outputClosed: ("逐行输出时标准输出被关闭", "提前结束")
    }
  }

  func environmentMeaning(_ variable: ManualVariable) -> String {
    switch variable {
    case .dataDirectory: "数据目录，除非 --data-dir 另有指定。"
    case .xdgDataHome:
      "没有 CADENCE_DATA_DIR 时，数据放在 $XDG_DATA_HOME/cadence（默认 ~/.local/share/cadence）。"
    case .noColor: "设置且不为空时，不输出颜色。"
    case .locale:
      "消息的语言（en 或 zh-Hans：依次看 LC_ALL、LC_MESSAGES、LANG），除非 language 设置或 --lang 另有指定；以及字符集（LC_ALL、LC_CTYPE、LANG）：不是 UTF-8 的区域设置使用 ASCII 图形。"
    case .term: "为 dumb 时打印普通文本行，不用全屏。"
    }
  }

  var databaseFileMeaning: String {
    "数据库：练习记录、感受记录、自定义呼吸法、课程进度和设置，只有所有者可读（cadence 运行时还有它的 -wal 和 -shm 文件）。"
  }

  var manualIsRaggedRight: Bool { true }

  var seeAlsoNote: String { "各个命令、它们的选项和文件：cadence(1)。" }
}
