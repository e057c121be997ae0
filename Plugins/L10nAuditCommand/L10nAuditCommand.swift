import Foundation
import PackagePlugin

/// `swift package l10n-audit [--target NAME …] [OPTIONS]`: audits the package (or the
/// named targets' folders) with every option passed on. It only reads; the fixes are
/// `swift package l10n-audit-fix`, which asks for permission to write.
@main
struct L10nAuditCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.contains("--fix") {
      Diagnostics.error(
        "to apply fixes, run `swift package --allow-writing-to-package-directory l10n-audit-fix`")
      exit(2)
    }
    try runTool(context, arguments)
  }
}
