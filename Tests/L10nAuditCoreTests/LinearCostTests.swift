import Testing

@testable import L10nAuditCore

/// Pathological inputs of growing size: the work counted by `WorkMeter` (tokenizer byte
/// steps plus tokens visited by the structure helpers) must grow linearly, and every input
/// must complete without recursion overflowing the stack.
struct LinearCostTests {
  /// One family of pathological inputs: `make(n)` builds the input at size `n`.
  struct Family: CustomTestStringConvertible, Sendable {
    let name: String
    let n: Int
    let make: @Sendable (Int) -> String
    var testDescription: String { name }
  }

  static func repeated(_ piece: String, _ n: Int) -> String {
    String(repeating: piece, count: n)
  }

  static let families: [Family] = [
    Family(name: "single line", n: 2_000) { n in
      repeated("let a = f(x, \"s\", y) + g[1] / 2 ; ", n)
    },
    Family(name: "nested parentheses", n: 2_500) { n in
      "let x = " + repeated("(", n) + "1" + repeated(")", n) + "\n"
    },
    Family(name: "nested brackets with literals", n: 2_500) { n in
      "Text(" + repeated("[\"a\", ", n) + "1" + repeated("]", n) + ")\n"
    },
    Family(name: "nested calls with literals", n: 2_500) { n in
      "let x = " + repeated("f(\"a\", ", n) + "1" + repeated(")", n) + "\n"
    },
    Family(name: "nested closures", n: 2_500) { n in
      "let x = " + repeated("f { ", n) + repeated("}", n) + "\n"
    },
    Family(name: "nested interpolations", n: 2_500) { n in
      "let x = " + repeated("\"\\(", n) + "1" + repeated(")\"", n) + "\n"
    },
    Family(name: "nested block comments", n: 2_500) { n in
      repeated("/*", n) + repeated("*/", n) + "\nlet x = 1\n"
    },
    Family(name: "slashes in expression position", n: 2_000) { n in
      "let x = (" + repeated("/a(, ", n) + ")\n" + "let y = " + repeated("a / b ", n) + "\n"
        + "let z = [" + repeated("/a, ", n) + "]\n"
    },
    Family(name: "unterminated extended regexes", n: 2_000) { n in
      repeated("#/\n", n) + "\\/#\n"
    },
    Family(name: "call with literal arguments", n: 1_000) { n in
      "Text(" + (0..<n).map { "\"item \($0)\"" }.joined(separator: ", ") + ")\n"
        + "f(" + (0..<n).map { "\"Hello world \($0)\"" }.joined(separator: ", ") + ")\n"
    },
    Family(name: "long + chain", n: 500) { n in
      "let s = "
        + repeated("NSLocalizedString(\"k\", comment: \"\") + \"Hello there\" + ", n) + "x\n"
    },
    Family(name: "global formatters", n: 300) { n in
      (0..<n).map { "let f\($0) = DateFormatter()\nf\($0).dateFormat = \"yyyy\"\n" }.joined()
    },
    Family(name: "static formatters in a singleton", n: 300) { n in
      "class C {\n  static let shared = C()\n"
        + (0..<n).map { "  static let f\($0) = DateFormatter()\n" }.joined()
        + (0..<n).map { "  let g\($0): NumberFormatter\n" }.joined() + "}\n"
    },
    Family(name: "statements in one function", n: 300) { n in
      "func g() {\n"
        + (0..<n).map {
          "  let v\($0) = NumberFormatter(); v\($0).numberStyle = .decimal; label.text = \"Hello \\(v\($0))\"\n"
        }.joined() + "}\n"
    },
    Family(name: "text bindings in one function", n: 1_000) { n in
      "func g() {\n" + (0..<n).map { "  let t\($0) = \"Hello there, friend\"\n" }.joined() + "}\n"
    },
    Family(name: "ternary chain of literals", n: 2_000) { n in
      "label.text = " + repeated("c ? \"Hello there\" : ", n) + "\"Bye now\"\n"
    },
    Family(name: "appends to one variable", n: 300) { n in
      "var t = L10n.start\n" + repeated("t += L10n.more\nt += \" • \" + L10n.item\n", n)
    },
    Family(name: "plural ternaries over declared names", n: 300) { n in
      repeated("let one = NSLocalizedString(\"Delete Feed\", comment: \"\")\n", n)
        + repeated("let s = n == 1 ? one : other\n", n)
    },
    Family(name: "member chain", n: 500) { n in
      "let s = x" + repeated(".lowercased(with: nil)", n) + "\n"
    },
  ]

  /// The work of linting `text` with every rule.
  static func work(_ text: String) -> Int {
    let file = SyntaxFile(SourceFile(path: "Sources/App/File.swift", text: text))
    _ = Linter(rules: RuleRegistry.all).lint(file)
    return file.work.steps
  }

  /// The sizes the issue names: a 10 MB single line, 100,000-deep nesting. They must
  /// complete: every helper is iterative.
  @Test func hugeInputsComplete() {
    let huge = [
      Self.repeated("let a = f(x, \"s\", y) + g[1] / 2 ; ", 10_000_000 / 34),
      "let x = " + Self.repeated("(", 100_000) + "1" + Self.repeated(")", 100_000) + "\n",
      "let x = " + Self.repeated("\"\\(", 100_000) + "1" + Self.repeated(")\"", 100_000) + "\n",
      Self.repeated("/*", 100_000) + Self.repeated("*/", 100_000) + "\nlet x = 1\n",
    ]
    for text in huge { #expect(Self.work(text) >= text.utf8.count) }
  }

  @Test(arguments: families)
  func workGrowsLinearly(_ family: Family) {
    let small = Self.work(family.make(family.n))
    let large = Self.work(family.make(4 * family.n))
    #expect(small > 0)
    #expect(
      Double(large) <= 4.5 * Double(small),
      "\(family.name): work \(small) at n, \(large) at 4n")
  }
}
