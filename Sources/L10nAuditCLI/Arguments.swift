/// What the user asked for, parsed and validated before any work starts.
struct Arguments {
  enum Command: Equatable {
    case audit
    case rules
    case explain(String)
    case tokens
    case help
    case version
  }

  var command: Command = .audit
  var paths: [String] = []
  var format = "text"
  var jobs: Int? = nil
  var onlyRules: [String]? = nil
  var disabledRules: [String] = []

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
      case "--rules":
        a.onlyRules = try value().split(separator: ",").map { String($0).trimmed }
      case "--disable":
        a.disabledRules += try value().split(separator: ",").map { String($0).trimmed }
      default:
        throw UsageError(message: "unknown option '\(arg)'")
      }
    }
    return a
  }

  static let help = """
    OVERVIEW: Finds localization mistakes in Swift source code.

    USAGE: l10n-audit [OPTIONS] [PATH ...]
           l10n-audit rules
           l10n-audit explain RULE
           l10n-audit tokens FILE ...

    ARGUMENTS:
      PATH                    Files or directories to scan. Directories are searched for
                              .swift files; .git, .build, DerivedData, Pods, Carthage and
                              node_modules are skipped. Defaults to the current directory.

    OPTIONS:
      -f, --format FORMAT     How to print findings: text (the compiler's shape, the
                              default) or json.
      --rules ID[,ID ...]     Run only these rules.
      --disable ID[,ID ...]   Do not run these rules.
      -j, --jobs N            Scan with N threads. Defaults to the number of cores.
      --version               Print the version and exit.
      -h, --help              Print this help and exit.

    SUBCOMMANDS:
      rules                   List every rule with its severity and summary.
      explain RULE            Print a rule's documentation with its examples.
      tokens FILE ...         Print string literals, regex literals and comments as the
                              tokenizer sees them, one tab-separated row each.

    EXIT STATUS:
      0  no findings
      1  findings
      2  bad usage, or a file or directory that could not be read

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
