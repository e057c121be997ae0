import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory l10n-audit-fix [--target NAME …]
/// [OPTIONS]`: applies the safe fixes in place (`l10n-audit --fix`), then reports what is
/// left.
@main
struct L10nAuditFixCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try runTool(context, arguments, extra: ["--fix"])
  }
}
