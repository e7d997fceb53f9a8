extension ChineseCatalogue: SpokenWords {
  public func spoken(_ word: SpokenWord) -> String {
    switch word {
    case .breatheIn: "吸气"
    case .hold: "屏息"
    case .breatheOut: "呼气"
    case .count(let n): Self.numberWord(n)
    }
  }

  /// `n` as it is counted, 一 to 九十九 (十一, 二十, 二十一); the digits beyond.
  static func numberWord(_ n: Int) -> String {
    let digits = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
    guard n >= 0, n < 100 else { return "\(n)" }
    if n < 10 { return digits[n] }
    let tens = n / 10 == 1 ? "十" : digits[n / 10] + "十"
    return tens + (n % 10 == 0 ? "" : digits[n % 10])
  }
}
