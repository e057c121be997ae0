import Testing

@testable import L10nAuditCore

@Suite struct EnglishPluralBranchTests {
  func count(_ code: String) -> Int { run(EnglishPluralBranch(), code).count }

  /// Text a function returns only to log lines is the developer's; a function called once
  /// for the screen too stays reported.
  @Test func textReturnedOnlyToLogs() {
    let code = """
      func log(_ n: Int) { print("Period: \\(period(n))") }
      private func period(_ n: Int) -> String {
          return "\\(n) day\\(n == 1 ? "" : "s")"
      }
      """
    #expect(count(code) == 0)
    #expect(count(code + "\nfunc show(_ n: Int) { label.text = period(n) }") == 1)
  }

  /// A type named for a language model writes its prompts; a screen named so shows its
  /// texts, and stays reported.
  @Test func typesNamedForALanguageModel() {
    let service = """
      enum LLMService {
          static func marker(count: Int) -> String {
              let noun = count == 1 ? "a photo" : "\\(count) photos"
              return "[The patient sent \\(noun) with this message.]"
          }
      }
      """
    #expect(count(service) == 0)
    let screen = """
      struct LLMChatView: View {
          let count: Int
          var body: some View { Text(count == 1 ? "1 message" : "\\(count) messages") }
      }
      """
    #expect(count(screen) == 1)
    for name in ["OpenAIStoreMetadataService", "GeminiCoachService", "ChatGPTClient", "OpenAIClient"] {
      #expect(ModelText.namesLanguageModel(name), "\(name)")
    }
    for name in ["OpenAlbumView", "OpenAccountService", "OpenAirMapService", "GalleryModel"] {
      #expect(!ModelText.namesLanguageModel(name), "\(name)")
    }
  }

  /// A bare suffix in a capitalized phrase that shows no count is a choice of meaning; one
  /// word, a phrase with the count, or a phrase joined to more text stays reported.
  @Test func aSuffixInAPhraseWithoutACount() {
    #expect(count(#"alert.message = "Delete the cached file\(n > 1 ? "s" : "")?""#) == 0)
    #expect(count(#"label.text = "file\(n > 1 ? "s" : "")""#) == 1)
    #expect(count(#"label.text = "Delete \(n) file\(n > 1 ? "s" : "")?""#) == 1)
    #expect(count(#"label.text = "\(n) " + "Cached file\(n > 1 ? "s" : "") deleted""#) == 1)
  }

  @Test func accessorKeysNamedForAForm() {
    #expect(count("label.text = n == 1 ? L10n.episodeCountSingular : L10n.episodeCountPluralFormat(n)") == 1)
    #expect(count("let t = n > 1 ? L10n.episodes : L10n.episode") == 1)
  }

  /// Constants returned as a title take no count to show; returned as anything else, or
  /// given the count, they stay reported.
  @Test func constantsReturnedAsATitle() {
    #expect(count("func saveTitle(for n: Int) -> String { n > 1 ? L10n.filesSaved : L10n.fileSaved }") == 0)
    #expect(count("var barTitle: String { return n > 1 ? L10n.filesSaved : L10n.fileSaved }") == 0)
    #expect(count("func saveMessage(for n: Int) -> String { n > 1 ? L10n.filesSaved : L10n.fileSaved }") == 1)
    #expect(
      count("func saveTitle(for n: Int) -> String { n > 1 ? L10n.filesSaved(n) : L10n.fileSaved }") == 1)
    #expect(count("func saveTitle(for n: Int) -> String { (n > 1 ? L10n.files : L10n.file) + suffix }") == 1)
  }

  /// A capitalized name added to a list of names shows no count; a word added to the
  /// parts of a sentence stays reported.
  @Test func namesAddedToAList() {
    // `if n == 1 { a } else if n > 1 { b }` with the two statements given.
    func choice(_ one: String, _ more: String) -> String {
      "if n == 1 {\n    \(one)\n} else if n > 1 {\n    \(more)\n}"
    }
    #expect(count(choice(#"names.append("Agent")"#, #"names.append("Agents")"#)) == 0)
    #expect(count(choice(#"parts.append("file")"#, #"parts.append("files")"#)) == 1)
    #expect(count(choice(#"names.append("Agent")"#, #"labels.append("Agents")"#)) == 1)
  }

  /// A test for exactly two may show that fixed number; any other number, or a test for
  /// one, stays reported.
  @Test func aFixedCountOfTwo() {
    #expect(count(#"var t: String { n == 2 ? "Save 2 Files" : "Save File" }"#) == 0)
    #expect(count(#"var t: String { n == 2 ? "Save 3 Files" : "Save File" }"#) == 1)
    #expect(count(#"var t: String { n == 1 ? "Save 1 File" : "Save Files" }"#) == 1)
  }

  /// An element of the counted collection bound before the test and read in the branch
  /// for one names the item; an element of another collection does not.
  @Test func anElementBoundBeforeTheTest() {
    let named = #"""
      func summary() -> String {
          guard let first = active.first else { return "" }
          if active.count == 1 { return "1 job: \(first.name)" }
          return "\(active.count) jobs"
      }
      """#
    #expect(count(named) == 0)
    let other = #"""
      func summary() -> String {
          let first = items.first
          if active.count == 1 { return "1 job: \(first)" }
          return "\(active.count) jobs"
      }
      """#
    #expect(count(other) == 1)
  }

  @Test func keysChosenForALocalizedLookup() {
    #expect(count(#"let s = NSLocalizedString(n == 1 ? "item.one" : "item.other", comment: "")"#) == 1)
  }

  @Test func ifElseWithPluralTexts() {
    let code = """
      if urls.count == 1 {
          button.title = "Open 1 File"
      } else {
          button.title = "Open \\(urls.count) Files"
      }
      """
    #expect(count(code) == 1)
  }

  /// One thing against several, with no count shown: a choice of meaning, not a plural
  /// category. Single words and phrases with a count stay reported.
  @Test func numberlessPhraseChoices() {
    let quiet = [
      #"return n == 1 ? "Delete Feed" : "Delete Feeds""#,
      #"let name = items.count == 1 ? NSLocalizedString("Delete Feed", comment: "") : NSLocalizedString("Delete Feeds", comment: "")"#,
      """
      static let deleteFeed = NSLocalizedString("Delete Feed", comment: "")
      static let deleteFeeds = NSLocalizedString("Delete Feeds", comment: "")
      func f() -> String { return n == 1 ? deleteFeed : deleteFeeds }
      """,
      """
      if urls.count == 1 {
          button.title = "Open File"
      } else {
          button.title = "Open Files"
      }
      """,
      """
      if ids.count > 1 {
          Button("Kill Terminals") { kill(ids) }
      } else {
          Button("Kill Terminal") { kill(ids) }
      }
      """,
      """
      let title = n == 1 ? "Delete Feed" : "Delete Feeds"
      undoManager.setActionName(title)
      """,
      #"Label(savedFolderCount == 1 ? "Saved Folder" : "Saved Folders", systemImage: "star")"#,
    ]
    for code in quiet { #expect(count(code) == 0, "\(code)") }
    let reported = [
      #"let s = "\(n) " + (n == 1 ? "file" : "files")"#,
      #"let s = n == 1 ? "file" : "files""#,
      #"let s = n == 1 ? "Delete Feed" : "Delete \(n) Feeds""#,
      #"let s = (n == 1 ? "Delete Feed" : "Delete Feeds") + suffix"#,
      #"let s = n == 1 ? NSLocalizedString("delete.feed", comment: "") : NSLocalizedString("delete.feeds", comment: "")"#,
      #"let s = n == 1 ? "Delete 1 Feed" : "Delete some Feeds""#,
      #"let s = "Showing \(n == 1 ? "one result" : "all results")""#,
      #"let t = Text("\(n) ") + Text(n == 1 ? "Day left" : "Days left")"#,
      #"let s = "\(n) " + NSLocalizedString(n == 1 ? "New message" : "New messages", comment: "")"#,
      #"label.text = f(n == 1 ? "Delete Feed" : "Delete Feeds")"#,
      #"Label(n == 1 ? "Saved Folder" : "Saved Folders", count: n)"#,
      #"let s = n == 1 ? "day left" : "days left""#,
      """
      let suffix = n == 1 ? "Item selected" : "Items selected"
      label.text = "\\(n) \\(suffix)"
      """,
      """
      if count == 1 { suffix = "Item selected" } else { suffix = "Items selected" }
      label.text = "\\(count) \\(suffix)"
      """,
    ]
    for code in reported { #expect(count(code) == 1, "\(code)") }
  }

  @Test func differentContentIsNotAPluralForm() {
    #expect(count(#"let s = parts.count > 1 ? String(parts[1]) : "latest""#) == 0)
    let code = """
      if lines > 1 { return "\\(lines) lines" }
      return "\\(chars) characters"
      """
    #expect(count(code) == 0)
  }

  @Test func irregularPlurals() {
    #expect(count(#"let s = n == 1 ? "1 person" : "\(n) people""#) == 1)
  }

  @Test func anElseIfChainIsReportedAtItsFirstComparison() {
    let code = """
      if n == 1 { s = "1 file" } else if n == 2 { s = "2 files" } else { s = "\\(n) files" }
      """
    #expect(count(code) == 1)
  }

  @Test func logsAreNotText() {
    #expect(count(#"print(n == 1 ? "file" : "files")"#) == 0)
  }

  @Test func wordsOfNames() {
    #expect(EnglishPluralBranch.words("selectedTabIndex") == ["selected", "tab", "index"])
    #expect(EnglishPluralBranch.words("userID") == ["user", "id"])
    #expect(EnglishPluralBranch.words("feeds_total") == ["feeds", "total"])
  }
}

@Suite struct EnglishPluralBranchNamedValueTests {
  func count(_ code: String) -> Int { run(EnglishPluralBranch(), code).count }

  @Test func namesDeclaredAsTextInTheFile() {
    let code = """
      private static let deleteFeed = NSLocalizedString("Delete Feed", comment: "")
      private static let deleteFeeds = NSLocalizedString("Delete Feeds", comment: "")
      func name(_ n: Int) -> String { "\\(n): " + (n == 1 ? deleteFeed : deleteFeeds) }
      """
    #expect(count(code) == 1)
  }

  @Test func valuesNamedForAForm() {
    #expect(count("let label = count == 1 ? singular : plural") == 1)
    #expect(count("self.label = value == 1 ? labels.nonPlural : labels.plural") == 1)
    #expect(count("let size = count == 1 ? small : large") == 0)
  }

  @Test func countInsideTheArgumentsIsNotAPluralWord() {
    #expect(count("let t = n == 1 ? L10n.afterCurrentEpisode : L10n.after(numberOfEpisodes)") == 0)
  }

  @Test func aTextParameterLabelIsStillText() {
    #expect(count("let a = Option(label: n == 1 ? L10n.archiveSingular : L10n.archivePlural(n))") == 1)
    #expect(count(#"let i = UIImage(named: n == 1 ? "file" : "files")"#) == 0)
  }
}

@Suite struct EnglishPluralBranchSinkTests {
  @Test func suffixInsideALogMessage() {
    #expect(run(EnglishPluralBranch(), #"logger.info("\(n) file\(n == 1 ? "" : "s")")"#).isEmpty)
    #expect(run(EnglishPluralBranch(), #"print("\(n) file\((n == 1) ? "" : "s")")"#).isEmpty)
    #expect(run(EnglishPluralBranch(), #"label.text = "\(n) file\(n == 1 ? "" : "s")""#).count == 1)
  }
}

@Suite struct EnglishPluralRelativeDayTests {
  /// A `case 1:` that says "tomorrow" names a day of its own beside "today" and "in %d
  /// days"; one that says "one day" is the singular.
  @Test func aCaseThatNamesTomorrow() {
    func code(_ one: String) -> String {
      """
      func remain(_ days: Int) -> String {
          let text: String
          switch days {
          case 0:
              text = NSLocalizedString("today", comment: "")
          case 1:
              text = NSLocalizedString("\(one)", comment: "")
          case 2:
              text = NSLocalizedString("day after tomorrow", comment: "")
          case _ where days > 5:
              text = String(format: NSLocalizedString("in %d weeks", comment: ""), days / 7)
          default:
              text = String(format: NSLocalizedString("in %d days", comment: ""), days)
          }
          return text
      }
      """
    }
    #expect(run(EnglishPluralBranch(), code("tomorrow")).isEmpty)
    #expect(run(EnglishPluralBranch(), code("one day")).count == 1)
  }
}
