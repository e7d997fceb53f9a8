/// The shortest SGR sequence that changes the terminal's pen from one style to another.
///
/// Two candidates are built and the shorter wins: *reset then set* (`ESC[0;1;31m`), which
/// is the only option when the pen is unknown, and *incremental* (`ESC[22;31m`), which
/// turns off only what must go (SGR 22 clears both bold and dim, so the one to keep is set
/// again) and sets only what is new.
enum StyleTransition {
  /// The SGR bytes to go from `pen` (`nil` = unknown) to `target`; empty when equal.
  static func sgr(from pen: Style?, to target: Style) -> String {
    guard let pen else { return full(target) }
    if pen == target { return "" }
    let incremental = "\u{1B}[" + changes(from: pen, to: target).joined(separator: ";") + "m"
    let reset = full(target)
    return incremental.utf8.count < reset.utf8.count ? incremental : reset
  }

  /// `ESC[0m` followed by every attribute of `style`, in one sequence.
  static func full(_ style: Style) -> String {
    let parameters = ["0"] + attributes(of: style)
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  private static func attributes(of style: Style) -> [String] {
    var result: [String] = []
    if style.bold { result.append("1") }
    if style.dim { result.append("2") }
    if style.underline { result.append("4") }
    if style.reverse { result.append("7") }
    if let color = style.foreground { result.append(color.sgrParameters(background: false)) }
    if let color = style.background { result.append(color.sgrParameters(background: true)) }
    return result
  }

  private static func changes(from pen: Style, to target: Style) -> [String] {
    var result: [String] = []
    if (pen.bold && !target.bold) || (pen.dim && !target.dim) {
      result.append("22")
      if target.bold { result.append("1") }
      if target.dim { result.append("2") }
    } else {
      if target.bold && !pen.bold { result.append("1") }
      if target.dim && !pen.dim { result.append("2") }
    }
    if pen.underline != target.underline { result.append(target.underline ? "4" : "24") }
    if pen.reverse != target.reverse { result.append(target.reverse ? "7" : "27") }
    if pen.foreground != target.foreground {
      result.append(target.foreground?.sgrParameters(background: false) ?? "39")
    }
    if pen.background != target.background {
      result.append(target.background?.sgrParameters(background: true) ?? "49")
    }
    return result
  }
}
