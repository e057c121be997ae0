// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "l10n-audit",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "l10n-audit", targets: ["l10n-audit"]),
    .library(name: "L10nAuditCore", targets: ["L10nAuditCore"]),
    .plugin(name: "L10nAuditCommand", targets: ["L10nAuditCommand"]),
    .plugin(name: "L10nAuditFixCommand", targets: ["L10nAuditFixCommand"]),
    .plugin(name: "L10nAuditBuildTool", targets: ["L10nAuditBuildTool"]),
  ],
  targets: [
    // System ICU (Debian: libicu-dev) through pkg-config, behind a C shim with stable
    // names: ICU versions its own symbols (`uplrules_open_72`).
    .systemLibrary(
      name: "CICUSystem", pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    .target(name: "CICU", dependencies: ["CICUSystem"]),
    .target(name: "L10nAuditCore", dependencies: ["CICU"]),
    .target(name: "L10nAuditReporters", dependencies: ["L10nAuditCore"]),
    .target(name: "L10nAuditCLI", dependencies: ["L10nAuditCore", "L10nAuditReporters"]),
    // The allocator's settings for the command-line tool (glibc's `mallopt`).
    .target(name: "CHeapTuning"),
    .executableTarget(name: "l10n-audit", dependencies: ["L10nAuditCLI", "CHeapTuning"]),
    // Writes the files made from the rules: doc header lines, the README table, RuleDocs.
    .executableTarget(name: "generate-docs", dependencies: ["L10nAuditCLI", "L10nAuditCore"]),
    // `swift package l10n-audit` (reads only), `swift package l10n-audit-fix` (writes the
    // safe fixes), and the findings of each build as warnings. The two commands share
    // RunTool.swift (a link in the fix command's folder: a plugin is one folder).
    .plugin(
      name: "L10nAuditCommand",
      capability: .command(
        intent: .custom(verb: "l10n-audit", description: "Audit the package for localization mistakes")),
      dependencies: ["l10n-audit"]),
    .plugin(
      name: "L10nAuditFixCommand",
      capability: .command(
        intent: .custom(verb: "l10n-audit-fix", description: "Apply l10n-audit's safe fixes to the package"),
        permissions: [.writeToPackageDirectory(reason: "applies the safe fixes to the sources")]),
      dependencies: ["l10n-audit"]),
    .plugin(name: "L10nAuditBuildTool", capability: .buildTool(), dependencies: ["l10n-audit"]),
    .testTarget(
      name: "L10nAuditCoreTests", dependencies: ["L10nAuditCore"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "L10nAuditCLITests", dependencies: ["L10nAuditCLI", "L10nAuditCore", "L10nAuditReporters"],
      // Read from the source tree by path (`#filePath`), so they can be regenerated.
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
