// Keeps only the public API in swift-api-digester baseline files: removes every declaration
// marked `isInternal` (the `package` declarations, which the digester dumps too but which
// are not the libraries' API, so changing them is not a breaking change).
//
// Usage: swift Scripts/api-baseline-public.swift BASELINE.json...
import Foundation

func publicOnly(_ node: Any) -> Any {
  if let array = node as? [Any] {
    return array.filter { ($0 as? [String: Any])?["isInternal"] as? Bool != true }
      .map(publicOnly)
  }
  guard let object = node as? [String: Any] else { return node }
  return object.mapValues(publicOnly)
}

for path in CommandLine.arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
  let data = try JSONSerialization.data(
    withJSONObject: publicOnly(dump), options: [.prettyPrinted, .sortedKeys])
  try data.write(to: url, options: .atomic)
}
