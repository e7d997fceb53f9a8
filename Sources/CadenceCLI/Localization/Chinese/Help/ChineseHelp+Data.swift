import CadencePractice
import CadenceWords

extension ChineseCatalogue {
  static let dataHelp: [String: CommandHelp] = [
    "history": CommandHelp(
      abstract: "列出过去的练习（最新的在前），或删除一条。",
      arguments: ["<id>": "一条练习的 id，见 history --ids。"],
      options: [
        "days": "只列出最近 n 天（今天算一天）。",
        "kind": "只列出一种练习的记录（也接受历史记录里的名称）。",
        "limit": "最多列出 n 条，最新的在前。",
        "ids": "显示每条练习的 id，供 remove 使用。",
        "all": "也列出短于 5 秒的练习（重来前的那一次、刚开始就停下的）。",
      ],
      subcommands: ["remove": "删除一条练习（相关的感受记录保留）。"],
      discussion: """
        时间是每条练习记录时当地的时间；计划时长和实际时长都是有效时间（不含暂停）。进程意外结束的练习显示为中断，时间记到它走到的地方。秒表的计次记在轮数一栏。

        短于 5 秒的练习（重来前的那一次、刚开始就停下的）不列出，因为 cadence stats 也不计它们；最后一行会说略去了几条，加 --all 可以列出全部。

        删除的练习会从训练历史和统计中消失；关于它的感受记录仍留在记录里，它带来的课程进度也保留。导入较早的导出文件时，它不会再回来。正在进行的练习不能删除。id 可以只写前 4 位或更多，只要没有别的练习的 id 也这样开头。

        退出状态：成功为 0，读不了数据为 1，用法错误为 64。
        """),
    "stats": CommandHelp(
      abstract: "显示总计、连续练习天数、每日分钟数和练习日历。",
      options: [
        "days": "图表和日历覆盖最近 n 天（默认 30）。",
        "svg": "另把图表写成 SVG 文件（权限 0600）；写 - 则只把它写到标准输出。",
      ],
      discussion: """
        日期按每条练习记录时当地的日子计算；连续练习天数算到今天（或昨天：今天还没过完）为止、每天都有练习的天数。day-starts-at 设置可以移动一天的分界，适合午夜后练习的人：cadence config set day-starts-at 04:00。

        短于 5 秒的练习不计入这里（它们仍在 cadence history 里）；“各呼吸法的练习次数”只计呼吸练习。

        退出状态：成功为 0，读不了数据或写不了 SVG 为 1（这时什么也不打印），用法错误为 64。
        """),
    "journal": CommandHelp(
      abstract: "列出感受记录；添加、修改或删除一条。",
      arguments: [
        "<text>": "记录的内容；多个词用空格连起来。",
        "<id>": "一条记录的 id，见 cadence journal。",
      ],
      options: ["limit": "最多列出 n 条，最新的在前。"],
      subcommands: [
        "add": "添加一条记录。",
        "edit": "替换一条记录的内容。",
        "remove": "删除一条记录。",
      ],
      discussion: """
        记录只存在这台机器上，和你的练习在同一个私有文件里。每条记录都列出它的 id，练习后写下的记录还在下一行列出那次练习（种类、时长和开始时间）；edit 和 remove 接受完整的 id，也接受前 4 位或更多，只要没有别的记录的 id 也这样开头。导入较早的导出文件时，删除的记录不会再回来。

        退出状态：成功为 0，读写不了数据为 1，用法错误为 64。
        """),
    "export": CommandHelp(
      abstract: "把全部数据导出为 JSON，或把练习导出为 CSV。",
      options: [
        "format": "json（全部数据，默认）或 csv（练习）。",
        "output": "写入只有你能读的文件（0600）；写 - 表示标准输出。",
      ],
      discussion: """
        JSON 包含练习、感受记录、课程进度、自定义呼吸法和设置；cadence import 可以在这台或另一台机器上把它读回来。数据从不发送到任何地方：导出文件只去你指定的位置。

        退出状态：成功为 0，读不了数据或写不了文件为 1，用法错误为 64。
        """),
    "import": CommandHelp(
      abstract: "合并 cadence export 导出的 JSON 文件中的数据。",
      arguments: ["<file>": "cadence export 写出的文件。"],
      options: ["skip-invalid": "跳过无效的记录并逐条说明，导入其余的。"],
      discussion: """
        记录按身份匹配：这里已有的保留并计为跳过，所以同一个文件导入两次不会有任何变化。删除也会同步：在导出的那边删除的练习或记录，这边也会删除；这边删除的不会被加回来；一条记录保留最后修改的内容。格式错误或来历不明的文件整个被拒绝，并指出出错的字段，什么也不写入。

        每个值都必须是 Cadence 自己能产生的：时间从 2000 年到本机时钟之后一天，时长最多 7 天，名字和标签不含控制字符，呼吸法是 cadence pattern add 会保存的。使用 --skip-invalid 时，不符合的记录会被跳过并说明，其余照常导入。

        退出状态：成功为 0，读不了文件或文件被拒绝为 1，用法错误为 64。
        """),
  ]
}
