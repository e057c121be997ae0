#!/usr/bin/env python3
"""Writes a deterministic corpus of Swift for benchmarks.

usage: Scripts/gen-corpus.py OUT_DIR [--megabytes 100] [--seed 42] [--profile realistic|dense]

The same seed, size and profile always give the same bytes: UIKit view controllers,
SwiftUI views, formatters, models, services and plain logic, strings with interpolation
(nested too), comments, Korean and Chinese text, and now and then the mistakes
l10n-audit looks for.

- realistic (default): shaped like app code as measured on eight open-source iOS apps
  (30 MB, 6,195 files: median file 2.5 KB, 10% under 0.6 KB, 10% over 10 KB; UI text in
  19% of the files, a formatter in 3.5%, 16 findings per MB). File sizes are log-normal
  around that median and most code is models, services and logic. The result (seed 42,
  100 MB): median file 3.0 KB, UI text in 27% of the files, a formatter in 3.4%, 15
  findings per MB; a little busier than the apps, not lighter.
- dense: a stress corpus, files of 8 to 40 KB, every one with UI text and formatters, and
  a planted mistake about every 8 KB (several times denser than in real apps).
"""
import os, random, sys

WORDS = ("account profile order receipt payment message photo album item cart price total "
         "user session device network cache settings detail list summary title header "
         "footer button label field image icon badge count date time report export").split()
KOREAN = ["이름을 입력하세요", "저장되었습니다", "잠시 후 다시 시도하세요", "사진 %d장", "결제가 완료되었습니다"]
CHINESE = ["共%d条", "保存成功", "请稍后再试", "删除这张照片？", "已选择"]
ENGLISH = ["Save changes", "Something went wrong", "Delete this item?", "Your name",
           "Try again later", "Sign in to continue", "No results"]

def ident(r, cap=False):
    a, b = r.choice(WORDS), r.choice(WORDS)
    return (a.capitalize() if cap else a) + b.capitalize()

def uikit(r):
    name = ident(r, True) + "ViewController"
    lab, btn = ident(r) + "Label", ident(r) + "Button"
    lines = [f"/// Shows the {r.choice(WORDS)} screen.", f"final class {name}: UIViewController {{",
             f"    private let {lab} = UILabel()", f"    private let {btn} = UIButton(type: .system)",
             f"    private var items: [{ident(r, True)}] = []", "",
             "    override func viewDidLoad() {", "        super.viewDidLoad()"]
    for _ in range(r.randint(4, 10)):
        k = r.random()
        if k < 0.37:
            lines.append(f'        {lab}.text = NSLocalizedString("{r.choice(WORDS)}.{r.choice(WORDS)}", comment: "{r.choice(ENGLISH)}")')
        elif k < 0.39:
            lines.append(f'        {lab}.text = "{r.choice(ENGLISH + KOREAN + CHINESE)}"')
        elif k < 0.5:
            lines.append(f'        {btn}.setTitle(String(localized: "{r.choice(ENGLISH)}"), for: .normal)')
        elif k < 0.7:
            lines.append(f'        {lab}.accessibilityIdentifier = "{r.choice(WORDS)}.{r.choice(WORDS)}"')
        elif k < 0.85:
            lines.append(f'        print("loaded \\(items.count) {r.choice(WORDS)} in \\(String(format: "%.2f", 0.5))s")')
        else:
            lines.append(f'        // TODO: {r.choice(ENGLISH).lower()} — {r.choice(KOREAN)} / {r.choice(CHINESE)}')
    lines += ["    }", "",
              "    func subtitle(for count: Int) -> String {",
              f'        count == 1 ? "1 {r.choice(WORDS)}" : "\\(count) {r.choice(WORDS)}s"' if r.random() < 0.05
              else f'        String(format: NSLocalizedString("{r.choice(WORDS)}.count", comment: ""), count)',
              "    }", "",
              "    private func showError(_ error: Error) {",
              f'        let alert = UIAlertController(title: NSLocalizedString("error.title", comment: ""), message: error.localizedDescription, preferredStyle: .alert)',
              '        alert.addAction(UIAlertAction(title: NSLocalizedString("ok", comment: "OK button"), style: .default))',
              "        present(alert, animated: true)", "    }", "}", ""]
    return lines

def swiftui(r):
    name = ident(r, True) + "View"
    v = ident(r)
    lines = [f"struct {name}: View {{", f"    @State private var {v} = \"\"", "    var count: Int", "",
             "    var body: some View {", "        VStack(alignment: .leading, spacing: 8) {"]
    for _ in range(r.randint(4, 9)):
        k = r.random()
        if k < 0.3:
            lines.append(f'            Text("{r.choice(ENGLISH)}")')
        elif k < 0.45:
            lines.append(f'            Text("\\(count) {r.choice(WORDS)}s, last \\({v}.isEmpty ? "none" : "\\({v}.count)")")')
        elif k < 0.6:
            lines.append(f'            Button("{r.choice(ENGLISH)}") {{ {v} = "" }}')
        elif k < 0.7:
            lines.append(f'            Label("{r.choice(WORDS).capitalize()}", systemImage: "{r.choice(["gear", "person", "star.fill"])}")')
        elif k < 0.8:
            lines.append(f'            TextField("{r.choice(KOREAN + CHINESE)}", text: ${v})')
        else:
            lines.append(f'            Image(systemName: "{r.choice(["trash", "heart", "bell"])}") /* {r.choice(CHINESE)} */')
    lines += ["        }", f'        .navigationTitle("{r.choice(WORDS).capitalize()}")', "    }", "}", ""]
    return lines

def formatters(r):
    name = ident(r, True) + "Formatting"
    fmt = r.choice(["yyyy-MM-dd'T'HH:mm:ssZ", "yyyy-MM-dd", "HH:mm:ss", "yyyyMMdd"] * 10 + ["YYYY-MM-dd"])
    cached = r.random() < 0.1  # a shared formatter frozen on one locale
    lines = [f"enum {name} {{",
             "    static let display: DateFormatter = {" if cached else "    static var display: DateFormatter {",
             "        let f = DateFormatter()",
             "        f.dateStyle = .medium", "        return f", "    }()" if cached else "    }", "",
             "    static func wire(_ date: Date) -> String {", "        let f = DateFormatter()",
             '        f.locale = Locale(identifier: "en_US_POSIX")']
    if r.random() < 0.9:
        lines.append("        f.timeZone = TimeZone(secondsFromGMT: 0)")
        lines.append("        f.calendar = Calendar(identifier: .gregorian)")
    lines += [f'        f.dateFormat = "{fmt}"', "        return f.string(from: date)", "    }", "",
              "    static func key(_ header: String) -> String {",
              "        header.lowercased(with: Locale.current)" if r.random() < 0.05 else "        header.lowercased()",
              "    }", "}", ""]
    return lines

def model(r):
    name = ident(r, True)
    fields = [(ident(r), r.choice(["String", "Int", "Date", "Double", "[String]"])) for _ in range(r.randint(3, 8))]
    lines = ["/*", f" * {name}: {r.choice(ENGLISH)}.", f" * {r.choice(KOREAN)} — {r.choice(CHINESE)}", " */",
             f"struct {name}: Codable, Hashable {{"]
    lines += [f"    var {f}: {t}" for f, t in fields]
    lines += ["", "    enum CodingKeys: String, CodingKey {"]
    lines += [f'        case {f} = "{f.lower()}_{r.randint(1, 9)}"' for f, _ in fields]
    lines += ["    }", "",
              "    var debugDescription: String {",
              f'        "{name}(" + [{", ".join(f"String(describing: {f})" for f, _ in fields[:2])}].joined(separator: ", ") + ")"',
              "    }", "", "    static let sample = #\"\"\"", '    {"id": 1, "name": "sample \\(raw)"}', '    """#', "}", ""]
    return lines

def service(r):
    name = ident(r, True) + r.choice(["Service", "Store", "Repository", "Client"])
    model, item = ident(r, True), ident(r)
    lines = [f"/// Loads and caches {r.choice(WORDS)} data.", f"final class {name} {{",
             "    private let session: URLSession",
             f"    private var cache: [String: {model}] = [:]",
             f'    private let logger = Logger(subsystem: "com.example.app", category: "{r.choice(WORDS)}")', "",
             "    init(session: URLSession = .shared) {", "        self.session = session", "    }", ""]
    for _ in range(r.randint(1, 3)):
        f = ident(r)
        lines += [f"    /// Fetches the {r.choice(WORDS)} with the given identifier, from the cache when it",
                  f"    /// holds one. Throws `APIError.badStatus` when the server answers with an error.",
                  f"    func {f}(id: String) async throws -> {model} {{",
                  "        if let cached = cache[id] { return cached }",
                  f'        let url = baseURL.appendingPathComponent("{r.choice(WORDS)}s/\\(id)")',
                  "        let (data, response) = try await session.data(from: url)",
                  "        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {",
                  f'            logger.error("{f} failed for \\(id, privacy: .public)")',
                  "            throw APIError.badStatus", "        }",
                  f"        let {item} = try JSONDecoder().decode({model}.self, from: data)",
                  f"        cache[id] = {item}", f"        return {item}", "    }", ""]
    if r.random() < 0.03:  # a sentence glued from fragments
        lines += ["    func status(for name: String) -> String {",
                  f'        NSLocalizedString("{r.choice(WORDS)}.prefix", comment: "") + " \\(name)"', "    }", ""]
    lines += ["    // MARK: - Cache", "", "    /// Forgets every cached value; the next request goes to the network.",
              "    func clear() {", "        cache.removeAll()", "    }", "}", ""]
    return lines

def logic(r):
    name = ident(r, True) + r.choice(["State", "Kind", "Step", "Filter"])
    cases = sorted({r.choice(WORDS) for _ in range(r.randint(3, 6))})
    lines = [f"/// The {r.choice(WORDS)} {name.lower()}s a screen can be in.", f"enum {name}: String, CaseIterable {{"]
    lines += [f"    /// The {c} {r.choice(WORDS)}.\n    case {c}" for c in cases]
    lines += ["", "    var isTerminal: Bool {", "        switch self {",
              f"        case .{cases[0]}: return true", "        default: return false", "        }", "    }", "}", "",
              f"extension {name} {{", f"    static func parse(_ raw: String?) -> {name}? {{",
              "        guard let raw, !raw.isEmpty else { return nil }",
              f"        return {name}(rawValue: raw) ?? allCases.first {{ $0.rawValue.hasPrefix(raw) }}", "    }", "",
              "    // Weighted average of the positive values; even positions only.",
              "    func next(after values: [Int]) -> Int {",
              "        let sorted = values.filter { $0 > 0 }.sorted()",
              "        var total = 0", "        for (index, value) in sorted.enumerated() where index % 2 == 0 {",
              "            total += value * (index + 1)", "        }",
              "        return sorted.isEmpty ? 0 : total / sorted.count", "    }", "}", ""]
    return lines

def small(r):
    name = ident(r, True)
    if r.random() < 0.5:
        return [f"protocol {name}Providing: AnyObject {{", f"    func {ident(r)}() async throws -> [{name}]",
                f"    var {ident(r)}: Int {{ get }}", "}", ""]
    return [f"extension {name} {{", f"    var is{ident(r, True)}: Bool {{ {ident(r)}.isEmpty == false }}", "}", ""]

REALISTIC = [(service, 30), (logic, 24), (model, 22), (swiftui, 6), (uikit, 3.5), (formatters, 0.8)]

def realistic_file(r, target):
    blocks, size = [], 0
    makers, weights = zip(*REALISTIC)
    while size < target:
        maker = small if target - size < 600 else r.choices(makers, weights)[0]
        block = maker(r)
        blocks.append((maker, block))
        size += sum(len(l.encode()) + 1 for l in block)
    used = {m for m, _ in blocks}
    imports = ["import Foundation"] + (["import UIKit"] if uikit in used else []) + \
        (["import SwiftUI"] if swiftui in used else []) + (["import os"] if service in used else [])
    out = ["//", f"//  {ident(r, True)}.swift", "//", ""] + imports + [""]
    for _, block in blocks:
        out += block
    return "\n".join(out) + "\n"

def realistic_size(r):
    """Log-normal like the apps' files: median 2.5 KB, 10% under 0.6 KB, 10% over 10 KB."""
    return min(400_000, max(150, int(r.lognormvariate(7.82, 1.1))))

def swift_file(r, target):
    out = ["//", f"//  {ident(r, True)}.swift", "//  Generated benchmark corpus", "//", "",
           "import UIKit", "import SwiftUI", ""]
    size = 0
    makers = [uikit, swiftui, formatters, model]
    while size < target:
        block = r.choice(makers)(r)
        out += block
        size += sum(len(l.encode()) + 1 for l in block)
    return "\n".join(out) + "\n"

def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__); sys.exit(2)
    out, mb, seed = args[0], 100, 42
    if "--megabytes" in args: mb = float(args[args.index("--megabytes") + 1])
    if "--seed" in args: seed = int(args[args.index("--seed") + 1])
    profile = args[args.index("--profile") + 1] if "--profile" in args else "realistic"
    if profile not in ("realistic", "dense"):
        sys.exit(f"unknown profile {profile!r}: realistic or dense")
    r = random.Random(seed)
    total, n = 0, 0
    limit = int(mb * 1024 * 1024)
    while total < limit:
        d = os.path.join(out, f"Module{n // 200:03d}", r.choice(["Views", "Models", "Services", "Screens"]))
        os.makedirs(d, exist_ok=True)
        if profile == "dense":
            text = swift_file(r, r.randint(8_000, 40_000))
        else:
            text = realistic_file(r, realistic_size(r))
        with open(os.path.join(d, f"File{n:05d}.swift"), "w", encoding="utf-8") as f:
            f.write(text)
        total += len(text.encode()); n += 1
    print(f"wrote {n} files, {total / 1048576:.1f} MB to {out} (seed {seed}, {profile})")

if __name__ == "__main__":
    main()
