import Foundation
import L10nAuditCLI

// Writes the files generated from the rules (`GeneratedDocs`): each rule doc's header
// line, the README's rule table and the embedded docs. Run from the package root:
//   swift run generate-docs          write what is stale
//   swift run generate-docs --check  only say what is stale (exit status 1 if any)
let check = CommandLine.arguments.dropFirst().contains("--check")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  var stale = 0
  for output in try GeneratedDocs.outputs(root: root) where output.isStale {
    stale += 1
    if check {
      print("stale: \(output.path)")
    } else {
      try output.expected.write(
        to: root.appendingPathComponent(output.path), atomically: true, encoding: .utf8)
      print("wrote \(output.path)")
    }
  }
  if stale == 0 { print("generated files are current") }
  exit(check && stale > 0 ? 1 : 0)
} catch let missing as GeneratedDocs.Missing {
  FileHandle.standardError.write(
    Data("generate-docs: cannot read \(missing.path) (run from the package root)\n".utf8))
  exit(2)
}
