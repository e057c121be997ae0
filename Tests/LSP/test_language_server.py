"""`l10n-audit lsp` driven by a real LSP client: document sync, diagnostics, code
actions, project rules on save, configuration reloads and position encodings."""
import json
import os
import pathlib
import shutil
import sys
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

sys.path.insert(0, os.path.dirname(__file__))
from conftest import BINARY  # noqa: E402

PROFILE = """import SwiftUI

struct Badge: View {
    let title: String
    var body: some View { Text(title) }
}
"""

SCREEN = """import SwiftUI

struct Screen: View {
    var body: some View {
        Badge(title: "New arrivals")
    }
}
"""

# A week-based year (safe fix: `YYYY` → `yyyy`) after a line of text that is not ASCII,
# so that UTF-8 and UTF-16 columns differ on the finding's line.
DATES = """import Foundation

func stamp(_ date: Date) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.calendar = Calendar(identifier: .gregorian)
    let s = "날짜"; f.dateFormat = "YYYY-MM-dd"
    return s + f.string(from: date)
}
"""

STRINGS = '''"greeting" = "Hello";
"greeting" = "Hi";
'''


def make_workspace() -> pathlib.Path:
    root = pathlib.Path(tempfile.mkdtemp(prefix="l10n-audit-lsp-"))
    (root / "Sources").mkdir()
    (root / "Sources" / "Profile.swift").write_text(PROFILE)
    (root / "Sources" / "Screen.swift").write_text(SCREEN)
    (root / "Sources" / "Dates.swift").write_text(DATES)
    (root / "en.lproj").mkdir()
    (root / "en.lproj" / "Localizable.strings").write_text(STRINGS)
    return root


WORKSPACE = make_workspace()


def uri(name: str) -> str:
    return (WORKSPACE / name).as_uri()


def capabilities(encodings=None) -> types.ClientCapabilities:
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        workspace=types.WorkspaceClientCapabilities(
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)
        ),
        text_document=types.TextDocumentClientCapabilities(
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(
                related_information=True, version_support=True, code_description_support=True
            ),
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(
                        value_set=[types.CodeActionKind.QuickFix, types.CodeActionKind.SourceFixAll]
                    )
                ),
                is_preferred_support=True,
            ),
        ),
    )


async def start(client: LanguageClient, encodings=None) -> types.InitializeResult:
    result = await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities(encodings),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="app")],
        )
    )
    # The workspace scan ends with a log line.
    while not any("scanned" in m.message for m in client.log_messages):
        await client.wait_for_notification(types.WINDOW_LOG_MESSAGE)
    return result


async def open_doc(client: LanguageClient, name: str, text: str | None = None, version: int = 1):
    path = WORKSPACE / name
    lang = "swift" if name.endswith(".swift") else "plaintext"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=path.as_uri(), language_id=lang, version=version, text=text if text is not None else path.read_text()
            )
        )
    )
    return await diagnostics_of(client, path.as_uri())


async def diagnostics_of(client: LanguageClient, u: str):
    client.diagnostics.pop(u, None)
    while u not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[u]


async def code_actions(client: LanguageClient, name: str, rng: types.Range, diagnostics, only=None):
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(name)),
            range=rng,
            context=types.CodeActionContext(diagnostics=diagnostics, only=only),
        )
    )


async def change(client: LanguageClient, name: str, text: str, version: int = 2):
    """Sends the document's new whole text; the diagnostics published for it."""
    u = uri(name)
    client.diagnostics.pop(u, None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=u, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    return await diagnostics_of(client, u)


def by_code(diags, code):
    return [d for d in diags if d.code == code]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_initialize_offers_sync_actions_and_utf16_by_default(client: LanguageClient):
    result = await start(client)
    caps = result.capabilities
    assert caps.position_encoding == types.PositionEncodingKind.Utf16
    assert caps.text_document_sync.open_close is True
    assert caps.text_document_sync.change == types.TextDocumentSyncKind.Full
    assert types.CodeActionKind.QuickFix in caps.code_action_provider.code_action_kinds
    assert result.server_info.name == "l10n-audit"
    # The client offered dynamic registration: the server watches its configuration.
    [watch] = client.registrations
    assert watch.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
    assert {"globPattern": "**/.l10n-audit.json"} in watch.register_options["watchers"]


@pytest.mark.asyncio
async def test_diagnostics_of_an_open_file_in_utf16(client: LanguageClient):
    await start(client)
    diags = await open_doc(client, "Sources/Dates.swift")
    [week] = by_code(diags, "week-based-year")
    assert week.source == "l10n-audit"
    assert week.severity == types.DiagnosticSeverity.Warning
    assert week.code_description.href.endswith("/Rules/week-based-year.md")
    line = DATES.splitlines()[week.range.start.line]
    column = line.index('"YYYY')
    # "날짜" is two UTF-16 units, six UTF-8 bytes: the column counts UTF-16 units.
    assert week.range.start.character in (column, column + 1)
    assert week.related_information and week.related_information[0].message


@pytest.mark.asyncio
async def test_utf8_when_the_client_offers_it(client: LanguageClient):
    result = await start(client, encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    diags = await open_doc(client, "Sources/Dates.swift")
    [week] = by_code(diags, "week-based-year")
    line = DATES.splitlines()[week.range.start.line]
    column = len(line[: line.index('"YYYY')].encode("utf-8"))
    assert week.range.start.character in (column, column + 1)


@pytest.mark.asyncio
async def test_a_change_is_linted_and_published_with_its_version(client: LanguageClient):
    await start(client)
    diags = await open_doc(client, "Sources/Dates.swift")
    assert by_code(diags, "week-based-year")
    diags = await change(client, "Sources/Dates.swift", DATES.replace("YYYY", "yyyy"))
    assert not by_code(diags, "week-based-year")


@pytest.mark.asyncio
async def test_code_actions_fix_and_suppress(client: LanguageClient):
    await start(client)
    diags = await open_doc(client, "Sources/Dates.swift")
    [week] = by_code(diags, "week-based-year")
    actions = await code_actions(client, "Sources/Dates.swift", week.range, [week])
    titles = [a.title for a in actions]
    fix = next(a for a in actions if a.is_preferred)
    [edit] = fix.edit.changes[uri("Sources/Dates.swift")]
    assert edit.new_text == "yyyy"
    assert fix.kind == types.CodeActionKind.QuickFix
    suppress = next(a for a in actions if a.title.startswith("Suppress week-based-year"))
    [comment] = suppress.edit.changes[uri("Sources/Dates.swift")]
    assert comment.new_text == "    // l10n-audit:disable-next-line week-based-year\n"
    assert comment.range.start.line == week.range.start.line
    assert len(titles) == len(set(titles))

    # Applied, the comment silences the finding.
    lines = DATES.splitlines(keepends=True)
    lines.insert(week.range.start.line, comment.new_text)
    assert not by_code(await change(client, "Sources/Dates.swift", "".join(lines)), "week-based-year")


@pytest.mark.asyncio
async def test_fix_all_is_a_source_action(client: LanguageClient):
    await start(client)
    text = DATES + 'let g = DateFormatter()\nfunc h() { g.dateFormat = "YYYY" }\n'
    await open_doc(client, "Sources/Dates.swift", text)
    top = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0))
    actions = await code_actions(client, "Sources/Dates.swift", top, [], only=[types.CodeActionKind.SourceFixAll])
    [fix_all] = actions
    assert fix_all.kind == "source.fixAll.l10n-audit"
    edits = fix_all.edit.changes[uri("Sources/Dates.swift")]
    assert [e.new_text for e in edits] == ["yyyy", "yyyy"]


@pytest.mark.asyncio
async def test_project_rule_findings_and_their_refresh_on_save(client: LanguageClient):
    await start(client)
    diags = await open_doc(client, "Sources/Screen.swift")
    [site] = by_code(diags, "string-typed-ui-property")
    assert SCREEN.splitlines()[site.range.start.line].strip().startswith('Badge(title: "New arrivals")')

    # The view's property becomes a LocalizedStringKey: saved, the call site is fine.
    fixed = PROFILE.replace("let title: String", "let title: LocalizedStringKey")
    await open_doc(client, "Sources/Profile.swift")
    profile = WORKSPACE / "Sources" / "Profile.swift"
    try:
        profile.write_text(fixed)
        client.diagnostics.pop(uri("Sources/Screen.swift"), None)
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(
                text_document=types.TextDocumentIdentifier(uri=profile.as_uri()), text=fixed
            )
        )
        diags = await diagnostics_of(client, uri("Sources/Screen.swift"))
        assert not by_code(diags, "string-typed-ui-property")
    finally:
        profile.write_text(PROFILE)


@pytest.mark.asyncio
async def test_catalog_diagnostics_and_xml_free_suppression(client: LanguageClient):
    await start(client)
    diags = await open_doc(client, "en.lproj/Localizable.strings")
    [dup] = by_code(diags, "catalog-duplicate-key")
    actions = await code_actions(client, "en.lproj/Localizable.strings", dup.range, [dup])
    [suppress] = [a for a in actions if a.title.startswith("Suppress")]
    [comment] = suppress.edit.changes[uri("en.lproj/Localizable.strings")]
    assert comment.new_text == "/* l10n-audit:disable-next-line catalog-duplicate-key */\n"


@pytest.mark.asyncio
async def test_a_new_configuration_is_read_when_the_client_says_it_changed(client: LanguageClient):
    await start(client)
    assert by_code(await open_doc(client, "Sources/Dates.swift"), "week-based-year")
    config = WORKSPACE / ".l10n-audit.json"
    try:
        config.write_text(json.dumps({"rules": {"week-based-year": "off"}}))
        client.diagnostics.pop(uri("Sources/Dates.swift"), None)
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]
            )
        )
        diags = await diagnostics_of(client, uri("Sources/Dates.swift"))
        assert not by_code(diags, "week-based-year")
    finally:
        config.unlink()


@pytest.mark.asyncio
async def test_close_clears_the_diagnostics(client: LanguageClient):
    await start(client)
    assert await open_doc(client, "Sources/Dates.swift")
    u = uri("Sources/Dates.swift")
    client.diagnostics.pop(u, None)
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=u))
    )
    assert list(await diagnostics_of(client, u)) == []
