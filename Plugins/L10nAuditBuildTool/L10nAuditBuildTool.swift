import Foundation
import PackagePlugin

/// Audits a target on each build: its findings are printed in the compiler's shape, so
/// `swift build` and Xcode show them as warnings on their lines. Findings never fail the
/// build (`--exit-zero`); a bad configuration does.
@main
struct L10nAuditBuildTool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "l10n-audit")
    return [
      .buildCommand(
        displayName: "l10n-audit \(target.name)",
        executable: tool.url,
        arguments: ["--exit-zero", "--no-color", "--quiet", "--", target.directoryURL.path],
        inputFiles: module.sourceFiles.map(\.url),
        outputFiles: [])
    ]
  }
}
