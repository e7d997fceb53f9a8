extension ChineseCatalogue: SittingWords {
  public var settlingIn: String { "静坐准备，第一声钟响后开始" }
  public func nextBellIn(_ time: String) -> String { "下一次钟声：\(time) 后" }
  public var endBellsNext: String { "结束时响三声钟" }
  public var sittingOver: String { "冥想结束" }
}
