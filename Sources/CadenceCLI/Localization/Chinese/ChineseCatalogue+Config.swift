import CadencePractice
import CadenceWords

extension ChineseCatalogue: ConfigWords {
  func settingSet(_ key: String, to value: String) -> String { "已将 \(key) 设为 \(value)。" }

  func settingUnset(_ key: String, wasSet: Bool, defaultValue: String) -> String {
    (wasSet ? "已取消 \(key) 的设置" : "\(key) 未曾设置") + "：默认值为 \(defaultText(defaultValue))。"
  }

  var defaultMarker: String { "（默认）" }
  var invalidStoredValue: String { "（无效，使用默认值）" }

  func defaultText(_ text: String) -> String {
    switch text {
    case "last used": "上次使用的"
    case "none": "无"
    case "locale": "跟随系统语言"
    default: text
    }
  }
}
