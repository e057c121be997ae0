/// A SwiftUI view's stored `String` property that it shows through `Text` (or another
/// API that looks up only literals) and that callers set with a literal: the literal is a
/// `String` there, shown as written and never looked up in the strings catalog.
public struct StringTypedUIProperty: ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "string-typed-ui-property",
    summary: "view property typed `String` that callers set with a literal, shown without localization",
    severity: .warning, fixability: .none, group: .uiText, skipsDebugCode: true)

  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    ViewStringProperties(file: file).facts(context: context)
  }

  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    // Where each type name is declared, and the shown properties of each view.
    var declaredIn: [String: Set<String>] = [:]
    var shown: [String: [ShownStringProperty]] = [:]
    for file in files {
      for declared in file.facts(DeclaredTypes.self) {
        for name in declared.names { declaredIn[name, default: []].insert(file.path) }
      }
      for property in file.facts(ShownStringProperty.self) {
        shown[property.view, default: []].append(property)
      }
    }
    guard !shown.isEmpty else { return [] }
    var out: [ProjectFinding] = []
    var reported = Set<Site>()
    for file in files {
      for argument in file.facts(LiteralInitializerArgument.self) {
        guard let properties = shown[argument.type], let paths = declaredIn[argument.type] else { continue }
        // A name declared in several files (two modules, or a model and a view) is the
        // view only where the call's own file declares it.
        let path: String
        if paths.count == 1, let only = paths.first {
          path = only
        } else if paths.contains(file.path) {
          path = file.path
        } else {
          continue
        }
        guard
          let property = properties.first(where: { $0.site.path == path && $0.label == argument.label }),
          reported.insert(argument.site).inserted
        else { continue }
        var f = ProjectFinding(
          site: argument.site, message: Self.message(property), help: Self.help(property))
        f.textHash = argument.textHash
        out.append(f)
      }
    }
    return out
  }

  static func message(_ p: ShownStringProperty) -> String {
    "`\(p.view).\(p.property)` is a `String` that `\(p.api)` shows as written: this literal is never localized"
  }

  static func help(_ p: ShownStringProperty) -> String {
    "declare `\(p.property)` (\(fileName(p.site.path)):\(p.site.start.line)) as `LocalizedStringKey` or `LocalizedStringResource`; keep `String` only for text never translated, shown with `Text(verbatim:)`"
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
