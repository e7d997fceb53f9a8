extension EnglishCatalogue: SpokenWords {
  public func spoken(_ word: SpokenWord) -> String {
    switch word {
    case .breatheIn: "breathe in"
    case .hold: "hold"
    case .breatheOut: "breathe out"
    case .count(let n): Self.numberWord(n)
    }
  }

  /// `n` as it is said, one to ninety-nine ("twenty-one"); the digits beyond.
  static func numberWord(_ n: Int) -> String {
    let ones = [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
      "nineteen",
    ]
    let tens = [
      "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ]
    guard n >= 0, n < 100 else { return "\(n)" }
    if n < 20 { return ones[n] }
    return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10])
  }
}
