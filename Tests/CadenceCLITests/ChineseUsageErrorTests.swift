import Testing

@testable import CadenceCLI

/// Usage errors in the chosen language: still one line, status 64, nothing on standard
/// output; the usage after it in the same language.
@Suite struct ChineseUsageErrorTests {
  func run(_ arguments: [String], environment: [String: String] = ["LANG": "zh_CN.UTF-8"])
    -> (status: Int32, output: String, errors: [Substring])
  {
    let directory = TemporaryDataDirectory()
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: environment)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text.split(separator: "\n"))
  }

  @Test(arguments: [
    (
      ["timer", "25x"],
      "错误：“<duration>” 的值 “25x” 无效：无法识别单位 “x”（可用 h、m、s 或 小时、分钟、秒）。"
        + "可以写成 90、90s、25m、1h30m、1.5h、2:30、1:02:03、25分钟 或 1小时30分。"
    ),
    (["tmer"], "错误：没有 “tmer” 这个命令。你是不是想用 “timer”？"),
    (["timer", "5m", "--tittle", "x"], "错误：没有 “--tittle” 这个选项。你是不是想用 “--label”？"),
    (["breathe", "--cycles", "0"], "错误：“--cycles <n>” 的值 “0” 无效：不是 1 到 1000 之间的整数。默认是 4。"),
    (
      ["breathe", "resonance", "--bpm", "10.5"],
      "错误：“--bpm <rate>” 的值 “10.5” 无效：不是每分钟 3 到 10 次、以 0.1 为单位的呼吸次数。需要 5.5 或 6 这样的次数。"
    ),
    (
      ["breathe", "--ratio", "4/6"],
      "错误：“--ratio <in:out>” 的值 “4/6” 无效：不是 1 到 10 的整数组成的吸呼比。需要 1:1（默认）或 4:6 这样的比例。"
    ),
    (
      ["breathe", "box", "--bpm", "6"],
      "错误：“--bpm” 设置的是共振呼吸的节奏，不能用于 “box”。请写成 cadence breathe resonance --bpm …，或不写呼吸法。"
    ),
    (
      ["breathe", "resonance", "2"],
      "错误：无法识别共振呼吸节奏 “resonance 2”。可以写成 resonance 加每分钟 3 到 10 次的呼吸次数（以 0.1 为单位），"
        + "还可以加上 1:1 到 10:10 的吸呼比，如 “resonance 5.5” 或 “resonance 6 4:6”。"
    ),
    (
      ["timer", "--until", "25:00"],
      "错误：“--until <time>” 的值 “25:00” 无效：小时 “25” 必须小于 24。"
        + "可以写成 14:30、14:30:15、2:30pm 或 9am。"
    ),
    (
      ["meditate", "10m", "--bells", "5m,x"],
      "错误：“--bells <times>” 的值 “5m,x” 无效：无法识别 “x”。需要用逗号隔开的时刻，如 5m,12m,18m。"
    ),
    (
      ["config", "set", "breathe.pattern", "zz"],
      "错误：“breathe.pattern” 的值 “zz” 无效：没有名为 “zz” 的呼吸法。用 cadence pattern list 查看全部。"
    ),
    (["--lang", "fr"], "错误：“--lang <language>” 的值 “fr” 无效：不是 Cadence 支持的语言。可以写成 en 或 zh-Hans。"),
    (
      ["breathe", "1-1", "--minutes", "600"],
      "错误：“--minutes 600” 按 “1-1” 要练 18000 轮，一次最多 1000 轮（这个呼吸法最多 33.3 分钟）。"
    ),
    (
      ["pomodoro", "--work", "50"],
      "错误：“--work <duration>” 的值 “50” 无效：只有数字，没有单位。可以写成 50m（50 分钟）或 50s（50 秒）。"
    ),
    (["timer", "5m", "--trace", "-"], "错误：帧记录需要写进文件：“-” 是标准输出，那里正在显示练习。"),
  ])
  func aUsageErrorInChineseIsOneLineWithStatus64(arguments: [String], line: String) {
    let (status, output, errors) = run(arguments)
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(errors.first.map(String.init) == line)
    #expect(errors.dropFirst().first?.hasPrefix("用法：") == true)
    #expect(errors.contains { $0.hasPrefix("  更多说明见 cadence") })
  }

  @Test func theSameErrorInEnglishIsAsBefore() {
    let (status, output, errors) = run(["timer", "25x"], environment: ["LANG": "C.UTF-8"])
    #expect(status == 64 && output.isEmpty)
    #expect(
      errors.first.map(String.init)
        == "Error: Invalid value '25x' for '<duration>': unknown unit 'x' (use h, m or s); "
        + "expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03.")
    #expect(errors.dropFirst().first?.hasPrefix("Usage: cadence timer <duration>") == true)
  }
}
