import Foundation
import L10nAuditCore
import L10nAuditReporters

/// The audit's first stage: everything the command line and the configuration files ask
/// for, validated before any file is read.
struct AuditInputs {
  /// The reports to write, each to its file or (nil) to standard output.
  var reports: [(reporter: any Reporter, path: String?)] = []
  /// The rules `--rules` and `--disable` leave, and the ids `--rules` names.
  var rules: [any Rule] = []
  var namedRules: Set<String> = []
  var baseline: Baseline? = nil
  var changedLines: ChangedLines? = nil
  /// The scanned paths grouped by the configuration that governs them.
  var groups: [(config: Configuration, roots: [String])] = []

  /// Why the audit stopped before its end: what to print, and the exit status.
  struct Failure: Error {
    var message: String
    var status: Int32 = CommandLineTool.ExitCode.failure

    static func usage(_ message: String) -> Failure {
      Failure(message: "error: \(message)\nRun 'l10n-audit --help' for usage.\n")
    }
  }

  init(_ args: Arguments, registry: [any Rule]) throws(Failure) {
    let requested =
      (args.format.map { [($0, nil as String?)] } ?? (args.reports.isEmpty ? [("text", nil)] : []))
      + args.reports
    for (name, path) in requested {
      guard let reporter = Reporters.named(name) else {
        throw .usage("unknown format '\(name)'; use one of: \(Reporters.names.joined(separator: ", "))")
      }
      reports.append((reporter, path))
    }
    // Every output file's folder must exist and be writable before the scan starts.
    for path in reports.compactMap(\.path) + [args.writeBaselinePath].compactMap({ $0 }) {
      let dir = (path as NSString).deletingLastPathComponent
      let folder = dir.isEmpty ? "." : dir
      guard FileManager.default.isWritableFile(atPath: folder) else {
        throw Failure(
          message: "\(path): error: cannot write here (the folder \(folder) is missing or read-only)\n")
      }
    }
    for id in (args.onlyRules ?? []) + args.disabledRules where !registry.contains(where: { $0.id == id }) {
      throw .usage("no rule named '\(id)'; 'l10n-audit rules' lists them")
    }
    namedRules = Set(args.onlyRules ?? [])
    rules = registry.filter { rule in
      (args.onlyRules.map { $0.contains(rule.id) } ?? true) && !args.disabledRules.contains(rule.id)
    }
    do {
      if let path = args.baselinePath { baseline = try Baseline.load(path) }
    } catch {
      throw Failure(message: error.message + "\n")
    }
    do {
      if let base = args.diffBase { changedLines = try ChangedLines.fromGit(base: base) }
    } catch {
      throw Failure(message: error.message + "\n")
    }
    if let file = args.diffFile {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw Failure(message: "\(file): error: cannot read diff file\n")
      }
      changedLines = ChangedLines(diff: String(decoding: data, as: UTF8.self))
    }
    groups = try Self.configurationGroups(args, registry: registry)
  }

  /// The paths to scan, grouped by the `.l10n-audit.json` nearest to each (or `--config`).
  static func configurationGroups(_ args: Arguments, registry: [any Rule]) throws(Failure)
    -> [(config: Configuration, roots: [String])]
  {
    var loaded: [String: Configuration] = [:]
    var groups: [(config: Configuration, roots: [String])] = []
    for root in args.paths.isEmpty ? ["."] : args.paths {
      var config = Configuration()
      if let path = args.configPath ?? Configuration.discover(from: root) {
        if let known = loaded[path] {
          config = known
        } else {
          do {
            config = try Configuration.load(path, registry: registry)
          } catch {
            throw Failure(message: error.message + "\n")
          }
          loaded[path] = config
        }
      }
      if let k = groups.firstIndex(where: { $0.config.path == config.path }) {
        groups[k].roots.append(root)
      } else {
        groups.append((config, [root]))
      }
    }
    return groups
  }
}
