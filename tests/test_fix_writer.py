"""compilelint.writer: atomic, encoding/newline/mode preserving writes that refuse stale files and
source that does not compile."""
from __future__ import annotations

import os
import stat

import pytest

from compilelint import writer


def _w(tmp_path, name: str, data: bytes, mode: int = 0o644):
    p = tmp_path / name
    p.write_bytes(data)
    os.chmod(p, mode)
    return p


def test_roundtrip_plain(tmp_path):
    p = _w(tmp_path, "a.py", b"x = 1\n")
    sf = writer.read_source(p)
    assert (sf.encoding, sf.bom, sf.newline) == ("utf-8", False, "\n")
    assert writer.write_source(sf, "x = 2\n")
    assert p.read_bytes() == b"x = 2\n"
    # no change -> no write
    assert not writer.write_source(writer.read_source(p), "x = 2\n")


def test_crlf_preserved_even_for_generated_lf_lines(tmp_path):
    p = _w(tmp_path, "a.py", b"import os\r\n\r\ndef f():\r\n    return 1\r\n")
    sf = writer.read_source(p)
    assert sf.newline == "\r\n"
    new = sf.text.replace("return 1", "if True:\n        return 2")  # generated code uses "\n"
    writer.write_source(sf, new)
    data = p.read_bytes()
    assert b"\r\n" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert data.endswith(b"return 2\r\n")


def test_bom_preserved(tmp_path):
    p = _w(tmp_path, "a.py", b"\xef\xbb\xbfs = '\xc3\xa9'\n")
    sf = writer.read_source(p)
    assert sf.bom and sf.encoding == "utf-8"
    assert sf.text == "s = 'é'\n"
    writer.write_source(sf, "s = 'è'\n")
    assert p.read_bytes() == b"\xef\xbb\xbfs = '\xc3\xa8'\n"


def test_pep263_cookie_preserved(tmp_path):
    src = "# -*- coding: latin-1 -*-\ns = 'é'\n"
    p = _w(tmp_path, "a.py", src.encode("latin-1"))
    sf = writer.read_source(p)
    assert sf.encoding in ("iso-8859-1", "latin-1")
    writer.write_source(sf, src.replace("é", "ü"))
    assert p.read_bytes() == "# -*- coding: latin-1 -*-\ns = 'ü'\n".encode("latin-1")


def test_mode_preserved(tmp_path):
    p = _w(tmp_path, "run.py", b"#!/usr/bin/env python\nprint(1)\n", mode=0o755)
    sf = writer.read_source(p)
    writer.write_source(sf, "#!/usr/bin/env python\nprint(2)\n")
    assert stat.S_IMODE(p.stat().st_mode) == 0o755


def test_refuses_source_that_does_not_compile(tmp_path):
    p = _w(tmp_path, "a.py", b"x = 1\n")
    sf = writer.read_source(p)
    with pytest.raises(writer.InvalidSource):
        writer.write_source(sf, "def f(:\n")
    with pytest.raises(writer.InvalidSource):  # parses, but compile() rejects it
        writer.write_source(sf, "def f():\n    nonlocal x\n")
    assert p.read_bytes() == b"x = 1\n"
    assert list(tmp_path.iterdir()) == [p]


def test_refuses_file_changed_since_read(tmp_path):
    p = _w(tmp_path, "a.py", b"x = 1\n")
    sf = writer.read_source(p)
    p.write_bytes(b"x = 10\n")  # someone else edits it
    with pytest.raises(writer.ChangedOnDisk):
        writer.write_source(sf, "x = 2\n")
    assert p.read_bytes() == b"x = 10\n"


@pytest.mark.parametrize("where", ["write", "fsync", "replace"])
def test_crash_mid_write_leaves_old_file(tmp_path, monkeypatch, where):
    p = _w(tmp_path, "a.py", b"x = 1\n")
    sf = writer.read_source(p)

    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(writer.os, where, boom)
    with pytest.raises(writer.WriteError):
        writer.write_source(sf, "x = 2\n")
    monkeypatch.undo()
    assert p.read_bytes() == b"x = 1\n"
    assert [q.name for q in tmp_path.iterdir()] == ["a.py"]  # the temp file was cleaned up


def test_partial_write_then_crash(tmp_path, monkeypatch):
    """A write that stops half-way (then the process dies) never touches the original."""
    p = _w(tmp_path, "a.py", b"value = 'old'\n")
    sf = writer.read_source(p)
    real_write = os.write
    calls = []

    def half(fd, data):
        calls.append(1)
        if len(calls) == 1:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise KeyboardInterrupt  # the process is killed mid-write

    monkeypatch.setattr(writer.os, "write", half)
    with pytest.raises(KeyboardInterrupt):
        writer.write_source(sf, "value = 'new and longer'\n")
    monkeypatch.undo()
    assert p.read_bytes() == b"value = 'old'\n"
    assert [q.name for q in tmp_path.iterdir()] == ["a.py"]


def test_write_is_a_rename(tmp_path):
    """The new content arrives by os.replace of a sibling temp file (same directory, same fs)."""
    p = _w(tmp_path, "a.py", b"x = 1\n")
    sf = writer.read_source(p)
    seen = []
    real = os.replace

    def spy(src, dst):
        seen.append((os.path.dirname(src), os.path.basename(src), dst))
        return real(src, dst)

    orig_inode = p.stat().st_ino
    import compilelint.writer as w
    w.os.replace, saved = spy, w.os.replace
    try:
        writer.write_source(sf, "x = 2\n")
    finally:
        w.os.replace = saved
    assert seen and seen[0][0] == str(tmp_path) and seen[0][2] == p
    assert p.stat().st_ino != orig_inode


def test_mixed_newlines_left_alone(tmp_path):
    """A file that already mixes newline styles: lines the fix did not touch keep theirs."""
    p = _w(tmp_path, "a.py", b"a = 1\r\nb = 2\nc = 3\r\n")
    sf = writer.read_source(p)
    writer.write_source(sf, sf.text.replace("b = 2", "b = 20"))
    assert p.read_bytes() == b"a = 1\r\nb = 20\nc = 3\r\n"


def test_crlf_file_through_libcst_codemod(tmp_path):
    """End to end: a CRLF file fixed by a codemod stays CRLF, with a BOM kept."""
    from compilelint.fixers import Target, run_codemod

    src = "import logging\r\nlogger = logging.getLogger(__name__)\r\n\r\n\r\ndef f(x):\r\n    logger.info('x')\r\n    return x\r\n"
    p = _w(tmp_path, "m.py", b"\xef\xbb\xbf" + src.encode())
    sf = writer.read_source(p)
    new, outs = run_codemod("guard_side_effect", sf.text, [Target("f", line=6)])
    assert outs[0].applied
    writer.write_source(sf, new)
    data = p.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert b"\n" not in data.replace(b"\r\n", b"")
    assert b"    if not torch.compiler.is_compiling():\r\n        logger.info('x')\r\n" in data
