import CadencePractice
import CadenceWords

extension ChineseCatalogue: TypeWords {
  func typeInvalidUTF8(_ source: TypeSource) -> String {
    "警告：\(Self.name(of: source))不是有效的 UTF-8，无效的字节显示为 \u{FFFD}。"
  }

  func typeCannotRead(_ source: TypeSource, reason: String) -> String {
    "错误：无法读取\(Self.name(of: source))：\(reason)。"
  }

  func typeStandardInputTooLong(megabytes: Int) -> String {
    "错误：标准输入超过 \(megabytes) MB。在终端上最多只能打出这么多；"
      + "要打出更多，请把输出交给管道或文件。"
  }

  private static func name(of source: TypeSource) -> String {
    switch source {
    case .arguments: "命令行中的文本"
    case .standardInput: "标准输入"
    case .file(let path): "文件 \(quoted(path))"
    }
  }
}
