import CadencePractice
import CadenceWords

extension ChineseCatalogue {
  /// The options declared once and shared by many commands (the end of a practice, a
  /// breathing session's), when their English is the same wherever they appear.
  static let sharedOptionHelp: [String: String] = [
    "on-end": "练习结束时运行这条 shell 命令（见下文“结束钩子”）。",
    "notify": "结束时发送桌面通知，不论 notify 设置如何。",
    "no-notify": "结束时不发通知。",
    "trace": "把每一帧的记录写入这个文件（见 cadence trace）。",
    "reduce-motion": "不播放动画：只显示当前阶段和它的倒计时。",
    "no-note": "结束时不询问感受记录。",
    "sound": "通过声音服务器播放提示音，不论 sound 设置如何。",
    "no-sound": "不播放声音：和以前一样用终端铃声。",
  ]

  /// Each practice's SOUND paragraph (`PracticeSoundHelp`): its own sounds, no other's.
  static let timerSoundHelp = """
    声音：有 PulseAudio 或 PipeWire 声音服务器时默认开启：时间到时响起三个下行音组成的钟声，按声卡自己的时钟放在和画面一致的时刻；没有声音服务器时和以前一样响终端铃声，不另提示。--sound 明确要求声音（这时缺少服务器会提示一次）；--no-sound 关闭声音。设置：sound、volume.bells、sound.offset；cadence sound test 逐个播放所有提示音。
    """

  static let pomodoroSoundHelp = """
    声音：有 PulseAudio 或 PipeWire 声音服务器时默认开启：每段专注开始时一声清亮的铃，每段休息开始时一声更低、更缓的铃，按声卡自己的时钟放在和画面一致的时刻；没有声音服务器时和以前一样响终端铃声，不另提示。--sound 明确要求声音（这时缺少服务器会提示一次）；--no-sound 关闭声音。设置：sound、volume.bells、sound.offset；cadence sound test 逐个播放所有提示音。
    """

  static let meditateSoundHelp = """
    声音：有 PulseAudio 或 PipeWire 声音服务器时默认开启：每次钟声是一声钵响，余音持续数秒，按声卡自己的时钟放在和画面一致的时刻；没有声音服务器时和以前一样响终端铃声，不另提示。--sound 明确要求声音（这时缺少服务器会提示一次）；--no-sound 关闭声音。设置：sound、volume.bells、sound.offset；cadence sound test 逐个播放所有提示音。
    """

  static let breatheSoundHelp = """
    声音：有 PulseAudio 或 PipeWire 声音服务器时默认开启（闭着眼睛也能靠音调分辨吸气和呼气：吸气时一个上行音，呼气时两个下行音，屏息时一个轻而平稳的音；sound.cues 设为 strikes 时吸气敲一下、呼气敲两下），sound.ticks 开启时每秒一声轻响，结束时响起三个下行音组成的钟声，按声卡自己的时钟放在和画面一致的时刻；没有声音服务器时和以前一样响终端铃声，不另提示。--sound 明确要求声音（这时缺少服务器会提示一次）；--no-sound 关闭声音。设置：sound、sound.cues、sound.ticks、sound.hold-ticks、sound.counts、volume.cues、volume.ticks、volume.bells、sound.offset；cadence sound test 逐个播放所有提示音。
    """

  /// The paragraph each practice's help ends with (`PracticeEndOptions.discussion`).
  static let endHookHelp = """
    结束钩子：练习结束、终端恢复之后，--on-end（或设置 KIND.on-end）的命令经由 /bin/sh -c 运行，并设好这些环境变量：CADENCE_KIND、CADENCE_STATUS（completed、stopped 或 interrupted）、CADENCE_PLANNED_SECONDS、CADENCE_ACTIVE_SECONDS 和 CADENCE_LABEL。钩子失败会给出提示，退出状态仍是练习本身的。
    """

  static let practiceHelp: [String: CommandHelp] = [
    "timer": CommandHelp(
      abstract: "从一段时长倒计时，或倒计时到某个时刻。",
      arguments: ["<duration>": "时长：\(ChineseCatalogue().acceptedDurations)。"],
      options: [
        "until": "倒计时到某个时刻（\(ChineseCatalogue().acceptedClockTimes)）；若已过去，则到明天的这个时刻。",
        "label": "显示在数字上方的标签。",
        "bell": "时间到时响铃并闪屏，不论 timer.bell 设置如何。",
        "quiet": "时间到时不响铃、不闪屏。",
        "exit": "时间到时直接关闭，不再计超时。",
        "pause-on-suspend": "挂起（Ctrl-Z）或机器睡眠时暂停，而不是按真实时间继续走。",
        "plain": "每秒打印一行剩余时间，不用全屏。",
      ],
      discussion: """
        按键：空格 暂停 / 继续，r 按给定的时长重来（+ / - 加减的分钟不再算），+ / - 加减 1 分钟，q 退出。时间到时响铃、闪屏，之后超时开始正计时，按任意键结束。无论怎样结束，之后都有一行说明计时多久：倒计时：计时 03:12，计划 05:00（提前结束）。cadence config set timer.bell off 让倒计时默认安静。

        标准输出不是终端时，倒计时打印普通文本行，和 --plain 一样。普通文本行在归零时向终端响铃：标准输出是终端就响在标准输出，否则标准错误是终端就响在标准错误，从不响进管道或文件。只写数字表示秒。机器睡眠时倒计时照常走。

        退出状态：时间到为 0，结束前按 q 为 1，Ctrl-C 为 130，用法错误为 64。所以 cadence timer 25m && next-command 只在时间到时才运行 next-command。

        \(timerSoundHelp)

        \(endHookHelp)
        """),
    "stopwatch": CommandHelp(
      abstract: "带计次的秒表。",
      options: ["plain": "每秒打印一行时间，不用全屏。"],
      discussion: """
        按键：空格 暂停 / 开始，l 或 Enter 计次，r 清零，q 退出。退出时打印各次计次（最后一次是正在走的那次）和总时间，并标出最快和最慢的一次。每次计时都会记录（清零即结束一次），没有计划时长，带上它的计次。

        退出状态：按 q 为 0，Ctrl-C 为 130。

        \(endHookHelp)
        """),
    "pomodoro": CommandHelp(
      abstract: "专注与休息交替的番茄钟（25 / 5 / 15 分钟，每 4 个专注后一次长休息）。",
      options: [
        "work": "一段专注的时长（默认 25m）。",
        "short": "短休息的时长（默认 5m）。",
        "long": "长休息的时长（默认 15m）。",
        "every": "几段专注之后一次长休息，1 到 12（默认 4）。",
        "label": "这次专注做什么，显示为标题。",
        "wait": "每段之间等按 Enter 再继续，而不是自动进入下一段。",
        "bell": "每段结束时响铃，不论 pomodoro.bell 设置如何。",
        "quiet": "每段结束时不响铃。",
        "plain": "在每段开始、结束和每个整分钟时打印剩余时间。",
      ],
      discussion: """
        按键：空格 暂停 / 继续，n 跳过这一段，r 重来这一段，Enter 开始下一段（配合 --wait），q 退出。Ctrl-Z 和机器睡眠会暂停番茄钟。

        普通文本行在每次切换时响铃：标准输出是终端就响在标准输出，否则标准错误是终端就响在标准错误，从不响进管道或文件。

        设置（cadence config）给出各段时长、长休息间隔和铃声的默认值：pomodoro.work、pomodoro.short、pomodoro.long、pomodoro.every、pomodoro.bell。

        退出状态：在两段专注之间或最后一组之后按 q 为 0，专注中按 q 为 1（这一段记为提前结束），Ctrl-C 为 130；所有练习共用的结束方式表见 cadence(1)。

        \(pomodoroSoundHelp)

        \(endHookHelp)番茄钟的钩子只在番茄钟结束（q）时运行一次，涵盖所有专注段：计划时长和专注时长都是总和。每段结束时都会发通知。
        """),
    "breathe": CommandHelp(
      abstract: "引导呼吸：跟着圆圈呼吸，圆圈随吸气变大、随呼气变小。",
      arguments: ["<pattern>": "内置呼吸法、保存过的名字，或像 4-7-8 这样的写法。"],
      options: [
        "cycles": "呼吸几轮，1 到 1000（默认 4）。",
        "minutes": "大约练习几分钟，取整到整轮。",
        "count-in": "第一口气之前的“准备”秒数（默认 3）。",
        "bpm": "按每分钟这么多次做共振呼吸，3 到 10，以 0.1 为单位。",
        "ratio": "共振呼吸的吸呼比，如 4:6（默认 1:1）。",
        "eyes-closed": "闭上眼睛跟着声音练习：画面变得安静。",
        "find": "寻找你的共振呼吸频率：5 个频率各练 2 分钟，然后选出一个。",
        "mood": "练习前后记下感受：各按一个键，1 到 5（practice.mood）。",
        "rounds": "屏息练习：几轮，1 到 10（默认 3）。",
        "breaths": "屏息练习：每轮几次深呼吸，1 到 60（默认 30）。",
        "max-hold": "屏息练习：屏息最长多久，最多 5m（默认 3m）。",
        "voice": "用语音（eSpeak NG）说出每个阶段，不论 sound.cues 设置如何。",
        "bell": "吸气开始时响一声，呼气开始时响两声。",
        "quiet": "不响铃，不论 breathe.bell 设置如何。",
        "plain": "每个阶段打印一行，不用全屏。",
      ],
      discussion: """
        呼吸法：内置的名字（cadence pattern list）、你保存的名字，或直接写出来：按吸气-屏息-呼气-屏息的秒数（4-7-8、4-4-4-4、5.5-5.5），或用词（in 4 hold 7 out 8）。不写时用 breathe.pattern 设置，否则用上次的呼吸法（第一次是 4-7-8）。设置（cadence config）给出呼吸法、轮数和铃声的默认值。

        共振呼吸：resonance 按你自己的频率呼吸，每分钟 3 到 10 次，以 0.1 为单位（--bpm，否则用 breathe.bpm 设置，再否则 5.5），吸与呼一样长，或按 --ratio 给的比例（4:6：呼气更长）。每次呼吸正好 60/频率 秒。练习记为 resonance 5.5（或 resonance 5.5 4:6），用这个名字还能找到它。

        屏息练习：retention 做 --rounds 轮（3），每轮 --breaths 次深呼吸（30；吸 1.5 秒，呼 1.5 秒），然后呼气后屏息，能轻松屏多久就屏多久，按空格结束；接着吸气屏住 15 秒，再开始下一轮。屏息不会超过 --max-hold（3m，最多 5m）：到了上限会自动结束并说明。每次屏息的时长都随练习保存，在历史和统计里显示。第一次练习之前会先显示安全须知：不要在水中或水边，不要在开车时；坐下或躺下；头晕就停下。需要在终端里运行。

        寻找你的频率：resonance --find 依次按每分钟 6.5、6.0、5.5、5.0、4.5 次各呼吸 2 分钟（吸呼比按 --ratio 或 breathe.ratio），每两个频率之间休息 15 秒（按空格马上开始下一个），最后问哪个频率最轻松：按 1 到 5，或按 Esc 都不选。你的回答成为 breathe.bpm 设置，之后 cadence breathe resonance 就按这个频率呼吸（Shaffer 与 Meehan，2020）。每个频率各记为一次练习（resonance 6.5）。需要在终端里运行。

        闭眼练习：--eyes-closed（或把 breathe.eyes 设置为 closed，或练习时按 e 键）让画面只剩一行暗淡的文字：当前阶段和剩余时间，由声音带着练习：每种阶段有自己的提示音，屏息的最后三秒每秒一声轻响（sound.hold-ticks），开始时三个上行音，结束时三个下行音。这时“准备”至少 3 秒，开始的钟声不会被当成第一口气。没有声音服务器时不会开始，除非用 --bell 改为跟着终端铃声练习。

        语音：--voice（或 sound.cues 设为 voice）用界面语言说出每个阶段：吸气、屏息、呼气；sound.counts 开启时接着数出每一秒（二、三、四……）。语音由 eSpeak NG 在练习开始前合成，和提示音放在同一个音频流里，每个词都从它的阶段开始的那一刻响起。没有安装 eSpeak NG（libespeak-ng.so.1）时播放提示音，并提示一次。

        心情：--mood（或把 practice.mood 设为 on）在练习前后各问一次感觉如何，按一个键，1（很差）到 5（很好），按 Esc 跳过；回答随练习保存，cadence stats 显示每种练习的平均变化。

        按键：空格 暂停 / 继续，e 闭眼 / 睁眼，q 提前结束。Ctrl-Z 和机器睡眠会暂停练习。结束时打印小结，还可以写一行感受记录。每次练习都会保存，提前结束的也是。cadence pattern list 列出所有呼吸法。

        示例：
          cadence breathe                  上次的呼吸法，4 轮
          cadence breathe box --minutes 3
          cadence breathe resonance --bpm 5.5 --ratio 4:6
          cadence breathe resonance --find  寻找你的频率，约 11 分钟
          cadence breathe sighing          循环叹息，5 分钟
          cadence breathe retention --rounds 4 --max-hold 2m
          cadence breathe resonance --eyes-closed --voice
          cadence breathe in 4 hold 4 out 6 --bell

        退出状态：练习完成为 0，结束前按 q 为 1，Ctrl-C 为 130，用法错误为 64。

        \(breatheSoundHelp)

        \(endHookHelp)CADENCE_LABEL 是呼吸法的名字；钩子在感受记录之后运行。
        """),
    "meditate": CommandHelp(
      abstract: "静坐冥想：开始一声钟，中间有间隔钟声，结束三声。",
      arguments: ["<duration>": "静坐多久，不含准备时间（20m、1h）。"],
      options: [
        "bell-every": "每隔这么久响一次钟（5m）。",
        "bells": "在静坐开始后的这些时刻响钟（5m,12m,18m）。",
        "warm-up": "第一声钟之前用来安顿下来的时间（30s）。",
        "plain": "每次钟声打印一行，不用全屏。",
      ],
      discussion: """
        准备时间过后一声钟开始静坐，每个间隔响一声，结束时响三声。按键：空格 暂停 / 继续，q 提前结束。

        静坐按真实时间计时：Ctrl-Z 和机器睡眠都不会让它停下，因为合上盖子并不会让你停止静坐，结束的钟声在你选定的时间到时响起。要暂停请按空格。

        示例：
          cadence meditate 20m --bell-every 5m --warm-up 30s
          cadence meditate 25m --bells 5m,12m,18m

        退出状态：静坐结束为 0，结束前按 q 为 1，Ctrl-C 为 130，用法错误为 64。

        \(meditateSoundHelp)

        \(endHookHelp)
        """),
    "pattern": CommandHelp(
      abstract: "列出呼吸法；添加或删除你自己的呼吸法。",
      arguments: [
        "<name>": "你的呼吸法的名字，以字母开头。",
        "<spec>": "按吸气-屏息-呼气-屏息的秒数（4-7-8），或用词（in 4 out 6）。",
      ],
      options: ["replace": "与 add 一起用：给你保存过的呼吸法换上新的节奏。"],
      subcommands: [
        "list": "内置的呼吸法和你的呼吸法。",
        "add": "保存一个你自己的呼吸法。",
        "remove": "删除一个你自己的呼吸法。",
      ],
      discussion: """
        示例：
          cadence pattern add calm 4-6
          cadence pattern add sigh2 in 2 in 1 out 8
          cadence pattern add calm 4-8 --replace
          cadence breathe calm

        每个阶段 0.5 到 60 秒（写 0 表示没有这个阶段）；呼吸法至少要有吸气和呼气。屏息超过 15 秒也可以，但会附带提醒。
        """),
    "program": CommandHelp(
      abstract: "多节的呼吸课程：列出、开始、继续、查看进度、重置。",
      arguments: ["<id>": "课程：\(ProgramCommand.knownIDs.joined(separator: "、"))。"],
      options: [
        "restart": "与 start 一起用：已开始或已完成的课程从第 1 节重新开始。",
        "bell": "吸气开始时响一声，呼气开始时响两声。",
        "quiet": "不响铃，不论 breathe.bell 设置如何。",
        "plain": "每个阶段打印一行，不用全屏。",
      ],
      subcommands: [
        "list": "所有课程、它们的各节和你的进度（默认）。",
        "start": "练习第 1 节。已在进行中的课程不会从头开始，除非加上 --restart；继续请用 continue。",
        "continue": "练习上次那门课程（或 <id> 指定的课程）的下一节，继续上次的进度。",
        "status": "你的进度：完成了几节、下一节、上次练习的时间、完成的练习次数。",
        "reset": "清除一门课程的进度；它的练习仍留在训练历史里。",
      ],
      discussion: """
        一节课在练习完成时才算数；提前结束（q、Ctrl-C）会保存这次练习，但你仍停在同一节。

        退出状态：这一节完成时为 0（list、status、reset 也是 0），结束前按 q 或没有可开始、可继续的课程时为 1，Ctrl-C 为 130，用法错误（例如不认识的课程 id）为 64。
        """),
    "type": CommandHelp(
      abstract: "像打字机一样把文字逐字打出来，就在终端正常的输出里。",
      arguments: ["<text>": "要打出的文字（多个词用空格连起来）；写 - 表示读标准输入。"],
      options: [
        "file": "打出一个文件的内容。",
        "cps": "每秒几个字符（默认 20）。",
        "duration": "改为让整段文字在这段时间内打完（20s、1m30s、2:30）。",
        "no-pauses": "标点和换行之后不停顿。",
        "jitter": "让节奏稍有变化，像人在打字。",
        "seed": "精确重现一次 --jitter 的节奏（含 --jitter）。",
        "cursor": "打字时显示终端自己的光标。",
        "wrap": "换行宽度（默认：终端宽度，否则 80；0：不换行）。",
        "instant": "一次写出全部文字。",
        "reduce-motion": "同 --instant。",
        "ansi": "保留文字中的颜色和样式序列（SGR）。",
      ],
      discussion: """
        按键：空格或 Enter 立即显示剩下的文字；q 停止；Ctrl-C 停止，状态为 130；Ctrl-Z 挂起（回来后从停下的地方接着打）。

        在空格处、汉字之间换行，比一行还长的词在词内换行，但从不拆开一个字符；终端大小改变时，未打出的部分会重新换行（给了 --wrap 时除外）。控制字符只显示、不执行：ESC 显示为 ^[，所以文件无法改窗口标题、清屏或移动光标。使用 --ansi 时 SGR 序列整段保留（设置了 NO_COLOR 时则去掉）。标准输出不是终端时，文字一次写出。

        标准输入不是键盘时，文字一边到达一边打出：每一行从到达时起按速度打，等待时按键照样有效；这时空格或 Enter 立即显示已到的文字，之后到达的也随到随写，直到输入结束。使用 --duration 时先读完整个输入（最多 64 MB），读完才开始打。

        退出状态：全部文字已显示（打完或跳过）为 0，按 q 或读不了输入为 1，Ctrl-C 为 130，SIGTERM 为 143，用法错误为 64。
        """),
  ]
}
