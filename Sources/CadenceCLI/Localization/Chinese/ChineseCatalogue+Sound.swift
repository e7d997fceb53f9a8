import CadencePractice
import CadenceSound
import CadenceWords

extension ChineseCatalogue: SoundWords {
  func cueName(_ kind: CueKind) -> String {
    switch kind {
    case .inhale: "吸气（音调上升）"
    case .exhale: "呼气（两个音逐次降低）"
    case .hold: "屏息（一个轻而平稳的音）"
    case .bowl: "钵声（冥想的钟声）"
    case .focusStart: "专注开始"
    case .breakStart: "休息开始"
    case .endChime: "结束钟声"
    case .startChime: "开始的钟声（三个上行音）"
    case .tick: "每秒轻响"
    case .strike: "敲击（strikes 提示音组）"
    case .spoken(let cue): "语音：" + cue.language.words.spoken(cue.word)
    }
  }

  func soundTestServer(name: String, version: String, sink: String) -> String {
    "正在通过 \(name) \(version) 播放，输出设备 \(sink)：\n"
  }

  var soundGettingReady: String { "声音准备中……" }

  func soundTestDone(_ count: Int) -> String { "已播放 \(count) 个提示音。\n" }
}
