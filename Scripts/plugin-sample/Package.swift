// swift-tools-version:6.1
// A package that uses l10n-audit's plugins, for Scripts/check-plugins.sh (which points
// the dependency at the checkout under test).
import PackageDescription

let package = Package(
  name: "plugin-sample",
  dependencies: [.package(name: "l10n-audit", path: "L10N_AUDIT_PATH")],
  targets: [
    .target(name: "Stamp", plugins: [.plugin(name: "L10nAuditBuildTool", package: "l10n-audit")])
  ]
)
