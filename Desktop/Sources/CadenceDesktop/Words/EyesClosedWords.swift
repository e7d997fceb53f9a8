import CadenceSound
import CadenceWords

/// The breathe page's eyes-closed words (issue 46): its switch, its one calm line and why
/// it will not start without sound.
protocol EyesClosedWords {
  /// The switch's title and the line under it.
  var eyesClosed: String { get }
  var eyesClosedDetail: String { get }
  /// The session's toggle of the same: named apart from the setup's switch.
  var eyesClosedNow: String { get }
  /// The one dim line with closed eyes: the phase's caption and the session's time left,
  /// "Breathe in · 00:17".
  func calmLine(phase: String, timeLeft: String) -> String
  /// The refusal's heading, its body (the terminal's reason), and its button.
  var eyesClosedUnheardHeading: String { get }
  func eyesClosedUnheard(_ why: EyesClosedUnheard) -> String
  var understood: String { get }
}

extension EnglishCatalogue: EyesClosedWords {
  var eyesClosed: String { "Eyes closed" }
  var eyesClosedDetail: String { "The sound leads; the screen stays calm" }
  var eyesClosedNow: String { "Calm screen, eyes closed" }
  func calmLine(phase: String, timeLeft: String) -> String { "\(phase) · \(timeLeft)" }
  var eyesClosedUnheardHeading: String { "No sound to follow" }
  func eyesClosedUnheard(_ why: EyesClosedUnheard) -> String {
    let reason =
      switch why {
      case .soundOff: "sound is off (the Sound button in the header, or the sound setting)"
      case .noSound(.noLibrary): "libpulse.so.0 (PulseAudio's client library) is not installed"
      case .noSound(.badConfiguration(let path)):
        "PULSE_CLIENTCONFIG names '\(path)', which is not a small regular file"
      case .noSound: "there is no sound server"
      }
    return "Breathing with your eyes closed needs sound to follow, and \(reason). "
      + "Turn sound on, or breathe with the disc."
  }
  var understood: String { "OK" }
}

extension ChineseCatalogue: EyesClosedWords {
  var eyesClosed: String { "闭眼练习" }
  var eyesClosedDetail: String { "由声音引导，屏幕保持安静" }
  var eyesClosedNow: String { "安静屏幕，闭眼练习" }
  func calmLine(phase: String, timeLeft: String) -> String { "\(phase) · \(timeLeft)" }
  var eyesClosedUnheardHeading: String { "没有可以跟随的声音" }
  func eyesClosedUnheard(_ why: EyesClosedUnheard) -> String {
    let reason =
      switch why {
      case .soundOff: "声音已关闭（标题栏的声音按钮或 sound 设置）"
      case .noSound(.noLibrary): "未安装 PulseAudio 的客户端库 libpulse.so.0"
      case .noSound(.badConfiguration(let path)):
        "PULSE_CLIENTCONFIG 指向的“\(path)”不是一个小的普通文件"
      case .noSound: "找不到声音服务器"
      }
    return "闭眼练习要靠声音引导，但\(reason)。请打开声音，或跟着圆圈呼吸。"
  }
  var understood: String { "好" }
}
