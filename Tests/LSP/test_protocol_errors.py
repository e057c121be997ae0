"""`l10n-audit lsp` on bad input, spoken to byte by byte: malformed frames and JSON get
JSON-RPC errors and the server goes on; a client that goes away ends it."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from conftest import BINARY  # noqa: E402


class Raw:
    def __init__(self):
        self.proc = subprocess.Popen(
            [BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )

    def send_bytes(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def receive(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            assert line, "the server closed its output"
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length))

    def close(self):
        self.proc.stdin.close()
        return self.proc.wait(timeout=10)


def test_bad_frames_and_bad_json_get_errors_and_the_server_goes_on():
    raw = Raw()
    raw.send_bytes(b"Content-Length: 7\r\n\r\n{nope}}")
    assert raw.receive()["error"]["code"] == -32700
    raw.send_bytes(b"X-Nothing: 1\r\n\r\n")
    reply = raw.receive()
    assert reply["error"]["code"] == -32700 and reply["id"] is None
    raw.send([1, 2])
    assert raw.receive()["error"]["code"] == -32600
    raw.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}})
    assert raw.receive() == {
        "jsonrpc": "2.0", "id": 1,
        "error": {"code": -32002, "message": "the server is not initialized yet"},
    }
    raw.send({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"capabilities": {}}})
    assert raw.receive()["result"]["capabilities"]["positionEncoding"] == "utf-16"
    raw.send({"jsonrpc": "2.0", "id": "three", "method": "no/suchMethod"})
    assert raw.receive()["error"]["code"] == -32601
    raw.send({"jsonrpc": "2.0", "id": 4, "method": "textDocument/codeAction", "params": {"range": 3}})
    reply = raw.receive()
    assert reply["id"] == 4 and reply["error"]["code"] == -32602
    # A notification with bad params is logged, never answered, and breaks nothing.
    raw.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {}})
    assert raw.receive()["method"] == "window/logMessage"
    raw.send({"jsonrpc": "2.0", "id": 5, "method": "shutdown"})
    assert raw.receive() == {"jsonrpc": "2.0", "id": 5, "result": None}
    raw.send({"jsonrpc": "2.0", "id": 6, "method": "shutdown"})
    assert raw.receive()["error"]["code"] == -32600
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.proc.wait(timeout=10) == 0


def test_a_client_that_goes_away_ends_the_server():
    raw = Raw()
    raw.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    raw.receive()
    # Cut off in the middle of a message, without shutdown: exit status 1.
    raw.send_bytes(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")
    assert raw.close() == 1


def test_exit_without_shutdown_is_status_1():
    raw = Raw()
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.proc.wait(timeout=10) == 1
