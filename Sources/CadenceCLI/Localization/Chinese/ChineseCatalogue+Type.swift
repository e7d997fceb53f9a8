import CadenceWords

extension ChineseCatalogue: TypeWords {
  func typeInvalidUTF8(_ source: TypeSource) -> String {
    "警告：\(Self.name(of: source))不是有效的 UTF-8，无效的字节显示为 \u{FFFD}。"
  }

  func typeCannotRead(_ source: TypeSource, reason: String) -> String {
    "错误：无法读取\(Self.name(of: source))：\(reason)。"
  }

  private static func name(of source: TypeSource) -> String {
    switch source {
    case .arguments: "命令行中的文本"
    case .standardInput: "标准输入"
    case .file(let path): "文件 \(quoted(path))"
    }
  }
}
