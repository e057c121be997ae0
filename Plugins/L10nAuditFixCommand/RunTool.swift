import Foundation
import PackagePlugin

/// Runs l10n-audit over the package, or over the folders of the targets named with
/// `--target`, passing the other arguments on; exits with the tool's status when it is
/// not 0 (1 for findings, 2 for bad input).
func runTool(_ context: PluginContext, _ arguments: [String], extra: [String] = []) throws {
  let tool = try context.tool(named: "l10n-audit")
  var extractor = ArgumentExtractor(arguments)
  let names = extractor.extractOption(named: "target")
  let folders =
    names.isEmpty
    ? [context.package.directoryURL.path]
    : try context.package.targets(named: names).map { $0.directoryURL.path }
  let process = Process()
  process.executableURL = tool.url
  process.arguments = extra + extractor.remainingArguments + ["--"] + folders
  process.currentDirectoryURL = context.package.directoryURL
  try process.run()
  process.waitUntilExit()
  if process.terminationStatus != 0 { exit(process.terminationStatus) }
}
