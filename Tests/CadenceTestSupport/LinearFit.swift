/// The least-squares line through (`x`, `y`); a slope of 0 when every `x` is the same.
public func linearFit(x: [Double], y: [Double]) -> (slope: Double, intercept: Double) {
  let n = Double(x.count)
  let meanX = x.reduce(0, +) / n
  let meanY = y.reduce(0, +) / n
  let covariance = zip(x, y).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
  let variance = x.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +)
  let slope = variance > 0 ? covariance / variance : 0
  return (slope, meanY - slope * meanX)
}
