import CadencePractice
import CadenceWords

extension ChineseCatalogue {
  static let toolHelp: [String: CommandHelp] = [
    "home": CommandHelp(
      abstract: "主屏幕（只输入 cadence 也会打开）：今天、课程、快速开始。",
      discussion: """
        显示今天的分钟数和连续练习天数，每个操作一个键：c 继续进行中的课程（没有时 s 开始一门），b 用上次的呼吸法练习，f 专注 25 分钟（番茄钟），t 倒计时（输入时长，按回车开始），p 选择要开始或继续的课程，a 选择任意呼吸法（包括你保存的），m 冥想（输入时长）。也可以用数字或方向键加回车选择；Esc 从列表或输入框返回；q 退出。

        操作和对应的命令一样运行（cadence program continue calm-7、cadence timer 25m），打印它的小结，然后回到主屏幕，小结显示在今天的数字下面。练习中按 Ctrl-C 会结束 cadence，以 130 退出（练习已保存），和单独输入那个命令时一样；在主屏幕按 q 以 0 退出。结束命令、通知和记录选项适用于从这里开始的每个练习；没有给出时，由设置决定。
        """),
    "sound": CommandHelp(
      abstract: "检查声音：逐个播放提示音，并说明所用的声音服务器和输出设备。",
      subcommands: ["test": "按声音设置逐个播放每种提示音一次，并说明声音服务器。"],
      discussion: """
        提示音按声音设置中的音量和偏移播放。没有声音服务器（或没有 libpulse.so.0）时会说明，并以 1 退出。

        示例：
          cadence sound test
          cadence config set volume.bells 50 && cadence sound test

        退出状态：播放完成为 0，没有声音服务器为 1，用法错误为 64。
        """),
    "completions": CommandHelp(
      abstract: "打印 shell 补全脚本（bash、zsh 或 fish）。",
      arguments: ["<shell>": "bash、zsh 或 fish。"],
      discussion: """
        示例：
          cadence completions bash > ~/.local/share/bash-completion/completions/cadence
          cadence completions zsh > "${fpath[1]}/_cadence"
          cadence completions fish > ~/.config/fish/completions/cadence.fish

        脚本补全命令、子命令、选项、文件名、呼吸法的名字（内置的和你保存的）、课程 id、设置的键，以及取值不多的设置的值（on 或 off、呼吸法的名字）。zsh 和 fish 在旁边显示的说明，使用生成脚本时的语言（--lang）。
        """),
    "man": CommandHelp(
      abstract: "打印一页手册（roff 格式），即 make install 安装的那些。",
      arguments: ["<command>": "要打印哪个命令的手册页；不给时打印 cadence(1)。"],
      options: ["list": "打印有单独手册页的命令，每行一个。"],
      discussion: """
        手册页和帮助、参数解析、补全脚本来自同一张表，语言按 --lang 或区域设置。make install 把 cadence(1) 和每个命令的手册页（cadence-timer(1) 等）装到 share/man/man1，中文的装到 share/man/zh_CN/man1。

        示例：
          cadence man timer | man -l -
          cadence --lang zh-Hans man > cadence.1
          cadence man --list
        """),
    "config": CommandHelp(
      abstract: "查看和修改设置：各练习的默认值、一天从何时开始。",
      arguments: [
        "<key>": "一项设置，见下面的列表。",
        "<value>": "这项设置对应的选项所接受的值。",
      ],
      subcommands: [
        "list": "所有设置、它们的值，以及是否为默认值。",
        "get": "打印一项设置的值。",
        "set": "修改一项设置。",
        "unset": "恢复默认值。",
      ],
      discussion: """
        设置：
        \(settingRows)
        命令行上的选项总是优先于设置。设置接受的值和它对应的选项一样：pomodoro.work 接受时长，和 cadence pomodoro 的专注时长一样；breathe.pattern 接受内置的、保存过的或直接写出的呼吸法。

        示例：
          cadence config set day-starts-at 04:00
          cadence config set breathe.pattern box
          cadence config unset breathe.pattern
        """),
    "status": CommandHelp(
      abstract: "显示正在进行的练习，供状态栏和命令提示符使用。",
      options: [
        "format": "按这个模板每个练习输出一行（见下面的字段）。",
        "json": "输出一个 waybar 格式的 JSON 对象：text、tooltip 和 class。",
      ],
      discussion: """
        字段：{kind} 练习的种类，{label} 它的标题、标签或呼吸法，{remaining} 屏幕上显示的剩余时间（倒计时结束后为 +01:23，秒表为空），{elapsed} 已经过的时间，{time} 剩余时间，没有终点时为已经过的时间，{phase} 呼吸的阶段，{segment} 番茄钟的阶段，{paused} 暂停时为“已暂停”，{icon} 一个符号（暂停时为 ⏸）。{{ 和 }} 表示花括号本身。字段为空时，连同它旁边的一个空格一起省略。

        每个正在进行的练习（不论在哪个终端）输出一行；进程已经退出的练习不会显示。没有练习在进行时什么也不输出。加上 --json 时输出一个 waybar 格式的对象：text 是各练习的行用 “ · ” 连起来，tooltip 每个练习一行、包含所有字段，class 为 cadence、各练习的种类（命令的名字，与练习记录的名字不同时两个都有：breathe 和 breathing，meditate 和 meditation）、有练习暂停时的 paused，以及番茄钟的阶段（focus、shortBreak、longBreak）。

        tmux：  set -g status-right '#(cadence status)'  并设置  set -g status-interval 1
        waybar："custom/cadence": {"exec": "cadence status --json", "return-type": "json",
                "interval": 1}

        退出状态：成功为 0（没有练习在进行、还没有数据时也是 0），用法错误为 64。
        """),
    "trace": CommandHelp(
      abstract: "汇总练习写下的帧记录（用练习的 trace 选项生成）。",
      arguments: ["<file>": "练习的 trace 选项写下的记录文件。"],
      discussion: """
        每个全屏练习和 cadence type 都接受一个带文件名的 trace 选项：每一帧都会记下它计划的时刻、循环醒来的时刻、起因（到点、按键、窗口大小改变，以及变了什么：digits、bar、disc、phase、text）、绘制用时和字节数；什么也没画的唤醒也会记下。文件是 Chrome trace event 格式，Perfetto（ui.perfetto.dev）和 chrome://tracing 都能打开。这个命令打印各帧和它们的起因、延迟（p50、p99、最大值）、字节数、空唤醒和最慢的几帧。

        练习被中断时，记录文件缺少结尾的方括号，最后一个事件也可能只写了一半：这个命令汇总其中完整的事件，并提醒记录不完整。

        退出状态：成功为 0，读不了文件、文件不是帧记录或其中没有任何事件为 1，用法错误为 64。
        """),
  ]

  /// `  pomodoro.work    一段专注的时长（默认 25m）。`, a line each, as the English list.
  private static var settingRows: String {
    let width = Settings.all.map(\.key.count).max() ?? 0
    return Settings.all.map {
      "  " + $0.key.padding(to: width) + "  " + $0.help.chinese + "\n"
    }.joined()
  }
}
