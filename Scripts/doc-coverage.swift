// Documentation coverage over a symbol graph: of the public symbols declared in a module's
// own sources, how many carry a doc comment written there. Inherited comments (a `<` that
// documents `Comparable`'s) and compiler-synthesised members (`hashValue`) do not count
// either way: the first are not ours to write, the second have no source.
//
// Usage: swift Scripts/doc-coverage.swift SYMBOL_GRAPH.json [MINIMUM_PERCENT]
// Prints the figure and every undocumented symbol; exits 1 below the minimum (default 100).
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: doc-coverage.swift GRAPH.json [MINIMUM]\n".utf8))
  exit(64)
}
let minimum = arguments.count > 2 ? Double(arguments[2]) ?? 100 : 100
let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
let graph = try JSONSerialization.jsonObject(with: data) as! [String: Any]
let module = (graph["module"] as! [String: Any])["name"] as! String
let symbols = graph["symbols"] as! [[String: Any]]

var counted = 0
var missing: [String] = []
for symbol in symbols {
  // Declared in this module's sources: it has a location of its own.
  guard symbol["location"] != nil else { continue }
  let comment = symbol["docComment"] as? [String: Any]
  // A comment written at the declaration names its file; an inherited one does not. An
  // implementation of a documented protocol requirement inherits the requirement's comment
  // (the graph is extracted without -skip-inherited-docs): not ours to write twice.
  if comment != nil, comment?["uri"] == nil { continue }
  counted += 1
  let own = comment?["uri"] != nil && !((comment?["lines"] as? [Any])?.isEmpty ?? true)
  if !own {
    let path = (symbol["pathComponents"] as! [String]).joined(separator: ".")
    let kind = ((symbol["kind"] as! [String: Any])["displayName"] as! String).lowercased()
    missing.append("  \(path) (\(kind))")
  }
}

let documented = counted - missing.count
let percent = counted == 0 ? 100 : Double(documented) * 100 / Double(counted)
let figure = (percent * 10).rounded(.down) / 10
print(
  "Documentation coverage of \(module): \(figure) % (\(documented) of \(counted) public symbols)")
if !missing.isEmpty {
  print("Without a doc comment of their own:")
  for line in missing.sorted() { print(line) }
}
exit(percent >= minimum ? 0 : 1)
