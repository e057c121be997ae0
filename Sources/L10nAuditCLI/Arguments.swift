import L10nAuditCore

/// What the user asked for, parsed and validated before any work starts.
struct Arguments {
  enum Command: Equatable {
    case audit
    case rules
    case explain(String)
    case tokens
    case lsp
    case help
    case version
  }

  var command: Command = .audit
  var paths: [String] = []
  var format: String? = nil
  /// `--report FORMAT[:PATH]`: extra reports; no path (or `-`) means standard output.
  var reports: [(format: String, path: String?)] = []
  var jobs: Int? = nil
  var onlyRules: [String]? = nil
  var disabledRules: [String] = []
  var configPath: String? = nil
  var baselinePath: String? = nil
  var writeBaselinePath: String? = nil
  var strictBaseline = false
  var diffBase: String? = nil
  var diffFile: String? = nil
  var severityThreshold: Severity = .note
  var quiet = false
  var noColor = false
  var reportUnusedSuppressions = false
  /// `--fix`: apply the safe fixes; with `--diff`, print them as a diff instead.
  var fix = false
  var diff = false
  /// `--exit-zero`: findings do not change the exit status (a build-tool plugin's warnings).
  var exitZero = false
  /// `tokens --stats`: only count, for measuring the tokenizer alone.
  var stats = false

  struct UsageError: Error {
    var message: String
  }

  static func parse(_ argv: [String]) throws(UsageError) -> Arguments {
    var a = Arguments()
    var rest = ArraySlice(argv)
    if let first = rest.first {
      switch first {
      case "rules":
        a.command = .rules
        rest = rest.dropFirst()
      case "explain":
        rest = rest.dropFirst()
        guard let id = rest.first else { throw UsageError(message: "explain needs a rule id") }
        a.command = .explain(id)
        rest = rest.dropFirst()
      case "tokens":
        a.command = .tokens
        rest = rest.dropFirst()
      case "audit":
        rest = rest.dropFirst()
      case "lsp":
        a.command = .lsp
        rest = rest.dropFirst()
      default: break
      }
    }
    var onlyPaths = false
    while let arg = rest.popFirst() {
      if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
        a.paths.append(arg)
        continue
      }
      var name = arg
      var inline: String? = nil
      if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      func value() throws(UsageError) -> String {
        if let v = inline { return v }
        guard let v = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
        return v
      }
      switch name {
      case "--":
        onlyPaths = true
      case "-h", "--help":
        a.command = .help
      case "--version":
        a.command = .version
      case "--format", "-f":
        a.format = try value()
      case "--jobs", "-j":
        let v = try value()
        guard let n = Int(v), n >= 1 else {
          throw UsageError(message: "--jobs takes a whole number of 1 or more, not '\(v)'")
        }
        a.jobs = n
      case "--report":
        let v = try value()
        if let colon = v.firstIndex(of: ":") {
          let path = String(v[v.index(after: colon)...])
          a.reports.append((String(v[..<colon]), path.isEmpty || path == "-" ? nil : path))
        } else {
          a.reports.append((v, nil))
        }
      case "--config":
        a.configPath = try value()
      case "--baseline":
        a.baselinePath = try value()
      case "--write-baseline":
        a.writeBaselinePath = try value()
      case "--strict-baseline":
        a.strictBaseline = true
      case "--diff-base":
        a.diffBase = try value()
      case "--diff-file":
        a.diffFile = try value()
      case "--severity-threshold":
        let v = try value()
        guard let s = Severity(rawValue: v) else {
          throw UsageError(message: "--severity-threshold takes note, warning or error, not '\(v)'")
        }
        a.severityThreshold = s
      case "--quiet", "-q":
        a.quiet = true
      case "--no-color":
        a.noColor = true
      case "--report-unused-suppressions":
        a.reportUnusedSuppressions = true
      case "--stats":
        a.stats = true
      case "--fix":
        a.fix = true
      case "--diff":
        a.diff = true
      case "--exit-zero":
        a.exitZero = true
      case "--rules":
        a.onlyRules = try value().split(separator: ",").map { String($0).trimmed }
      case "--disable":
        a.disabledRules += try value().split(separator: ",").map { String($0).trimmed }
      default:
        throw UsageError(message: "unknown option '\(arg)'")
      }
    }
    switch a.command {
    case .rules where !a.paths.isEmpty, .explain where !a.paths.isEmpty, .lsp where !a.paths.isEmpty:
      throw UsageError(message: "unexpected argument '\(a.paths[0])'")
    default:
      break
    }
    if a.stats && a.command != .tokens {
      throw UsageError(message: "--stats goes with the tokens subcommand")
    }
    if a.strictBaseline && a.baselinePath == nil {
      throw UsageError(message: "--strict-baseline needs --baseline FILE")
    }
    if a.diff && !a.fix { throw UsageError(message: "--diff goes with --fix") }
    if a.fix && a.command != .audit { throw UsageError(message: "--fix goes with an audit") }
    if a.command == .lsp {
      var k = 1
      while k < argv.count {
        let t = argv[k]
        if t == "-j" || t == "--jobs" {
          k += 2
        } else if t.hasPrefix("--jobs=") || t == "-h" || t == "--help" {
          k += 1
        } else {
          throw UsageError(message: "lsp takes no option but --jobs N, not '\(t)'")
        }
      }
    }
    if a.fix && a.writeBaselinePath != nil {
      throw UsageError(message: "give --fix or --write-baseline, not both")
    }
    if a.diffBase != nil && a.diffFile != nil {
      throw UsageError(message: "give --diff-base or --diff-file, not both")
    }
    return a
  }

  static let help = """
    OVERVIEW: Finds localization mistakes in Swift source code.

    USAGE: l10n-audit [OPTIONS] [PATH ...]
           l10n-audit rules
           l10n-audit explain RULE
           l10n-audit tokens FILE ...
           l10n-audit lsp

    ARGUMENTS:
      PATH                    Files or directories to scan. Directories are searched for
                              .swift files and catalogs (.xcstrings, .strings,
                              .stringsdict); .git, .build, DerivedData, Pods, Carthage,
                              node_modules and fastlane are skipped. Defaults to the
                              current directory.

    OPTIONS:
      -f, --format FORMAT     How to print findings on standard output: text (the
                              compiler's shape, the default), json, sarif, github,
                              checkstyle, gitlab, rdjsonl, html (a page with charts)
                              or markdown (a pull-request summary).
      --report FORMAT[:PATH]  Also write a report in FORMAT to PATH (standard output
                              without PATH). Repeat for several reports from one run:
                              --report html:audit.html --report markdown:summary.md
      --config FILE           Read settings from FILE instead of the nearest
                              .l10n-audit.json above each scanned path.
      --baseline FILE         Do not report findings recorded in FILE.
      --write-baseline FILE   Record every current finding in FILE and exit 0.
      --strict-baseline       Fail when a finding recorded in the baseline is gone, so
                              that the baseline only shrinks.
      --diff-base REF         Report only findings on lines added or changed since the
                              git revision REF.
      --diff-file PATH        Like --diff-base, reading a unified diff from PATH.
      --severity-threshold LEVEL
                              Report only findings of LEVEL (note, warning, error) or
                              above; only they make the exit status 1.
      --fix                   Apply every safe fix of the reported findings in place,
                              then report what is left.
      --diff                  With --fix, print the fixes as a unified diff on standard
                              output and change no file (exit status 1 when there is
                              something to fix).
      --exit-zero             Exit 0 even when there are findings (a bad input or
                              configuration still exits 2), as for warnings in a build.
      --report-unused-suppressions
                              Report suppression comments that silence nothing.
      -q, --quiet             Print no summary or notes on standard error.
      --no-color              Never color the text output (NO_COLOR does the same).
      --rules ID[,ID ...]     Run only these rules.
      --disable ID[,ID ...]   Do not run these rules.
      -j, --jobs N            Scan with N threads. Defaults to the number of cores.
      --version               Print the version and exit.
      -h, --help              Print this help and exit.

    SUBCOMMANDS:
      rules                   List every rule with its severity and summary.
      explain RULE            Print a rule's documentation with its examples.
      tokens FILE ...         Print string literals, regex literals and comments as the
                              tokenizer sees them, one tab-separated row each. With
                              --stats, only tokenize (one thread) and print counts and
                              throughput, to measure the tokenizer alone.
      lsp                     Run as a language server over standard input and output
                              (docs/editors.md): diagnostics for open Swift files and
                              catalogs, safe fixes and suppressions as code actions.

    EXIT STATUS:
      0  no findings at or above the threshold
      1  findings (or, with --strict-baseline, baselined findings that are gone)
      2  bad usage, a bad configuration, or a file or directory that could not be read

    """
}

extension String {
  var trimmed: String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
