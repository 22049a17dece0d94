"""Safe source reads and writes for the fixer.

``read_source`` captures everything a later write must preserve: the encoding (a UTF-8 BOM or a
PEP 263 coding cookie), the newline style, the file mode, and a hash of the exact bytes read.

``write_source`` then

* refuses text that does not compile (``compile(..., "exec")``, which is ``ast.parse`` plus the
  symbol-table checks);
* refuses when the file on disk no longer has the bytes that were read (someone edited it since);
* writes a temporary file in the same directory, copies the mode, ``fsync``s it and moves it over
  the original with ``os.replace`` (atomic on POSIX), so a crash at any point leaves either the
  old file or the new one, never a torn mix;
* re-encodes with the original encoding (BOM kept) and newline style.
"""
from __future__ import annotations

import hashlib
import io
import os
import stat
import tempfile
import tokenize
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Union

PathLike = Union[str, "os.PathLike[str]"]


class WriteError(Exception):
    """A write that was refused or failed; the file on disk is unchanged."""


class ChangedOnDisk(WriteError):
    """The file changed between the read and the write."""


class InvalidSource(WriteError):
    """The new text does not parse/compile; nothing is written."""


@dataclass
class SourceFile:
    path: Path
    raw: bytes
    text: str  # decoded, newlines exactly as in the file
    encoding: str  # codec name for ``str.encode`` ("utf-8", "latin-1", ...); BOM handled apart
    bom: bool
    newline: str  # "\n", "\r\n" or "\r": the file's dominant line ending
    mode: int
    digest: str


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def detect_newline(text: str) -> str:
    crlf = text.count("\r\n")
    lf = text.count("\n") - crlf
    cr = text.count("\r") - crlf
    if crlf and crlf >= lf and crlf >= cr:
        return "\r\n"
    if cr > lf:
        return "\r"
    return "\n"


def decode_source(raw: bytes) -> tuple[str, str, bool]:
    """(text, encoding, bom) per PEP 263 / PEP 3120, keeping newlines untouched."""
    encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
    bom = False
    if encoding == "utf-8-sig":
        bom = raw.startswith(b"\xef\xbb\xbf")
        encoding = "utf-8"
    data = raw[3:] if bom else raw
    return data.decode(encoding), encoding, bom


def read_source(path: PathLike) -> SourceFile:
    p = Path(path)
    raw = p.read_bytes()
    text, encoding, bom = decode_source(raw)
    return SourceFile(path=p, raw=raw, text=text, encoding=encoding, bom=bom,
                      newline=detect_newline(text), mode=stat.S_IMODE(p.stat().st_mode),
                      digest=digest(raw))


def normalize_newlines(text: str, newline: str) -> str:
    """Every line ending in ``text`` becomes ``newline`` (generated code may use plain "\\n")."""
    unified = text.replace("\r\n", "\n").replace("\r", "\n")
    return unified if newline == "\n" else unified.replace("\n", newline)


def uniform_newlines(text: str) -> bool:
    crlf = text.count("\r\n")
    lf = text.count("\n") - crlf
    cr = text.count("\r") - crlf
    return sum(1 for n in (crlf, lf, cr) if n) <= 1


def encode_source(sf: SourceFile, text: str) -> bytes:
    # a file with one newline style keeps it everywhere (generated lines included); a file that
    # already mixes styles is left as the rewrite produced it, so untouched lines stay untouched
    if uniform_newlines(sf.text):
        text = normalize_newlines(text, sf.newline)
    if sf.text.endswith(("\n", "\r")) and text and not text.endswith(("\n", "\r")):
        # libcst drops the final "\r" of a CR-only file (parse_module("x = 1\r").code == "x = 1"):
        # a file that ended with a line ending still does
        text += sf.newline
    data = text.encode(sf.encoding)
    return (b"\xef\xbb\xbf" + data) if sf.bom else data


def check_compiles(text: str, filename: str = "<fixed>") -> Optional[str]:
    """None when ``text`` compiles, else a one-line reason."""
    try:
        compile(text, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        line = getattr(e, "lineno", None)
        return f"{type(e).__name__}: {getattr(e, 'msg', e)}" + (f" (line {line})" if line else "")
    return None


def write_source(sf: SourceFile, new_text: str) -> bool:
    """Atomically replace ``sf.path`` with ``new_text``; returns False when there is no change.

    Raises ``InvalidSource`` (text does not compile), ``ChangedOnDisk`` (the file is not the one
    that was read) or ``WriteError`` (an OS error; the original is left intact).
    """
    data = encode_source(sf, new_text)
    # what is written must round-trip through the same decoder a Python import uses
    decoded, _, _ = decode_source(data)
    reason = check_compiles(decoded, str(sf.path))
    if reason is not None:
        raise InvalidSource(f"{sf.path}: refusing to write source that does not compile: {reason}")
    if data == sf.raw:
        return False
    try:
        current = sf.path.read_bytes()
    except OSError as e:
        raise ChangedOnDisk(f"{sf.path}: cannot re-read before writing: {e}") from e
    if digest(current) != sf.digest:
        raise ChangedOnDisk(f"{sf.path}: changed on disk since it was read; not writing (rerun fix)")
    directory = sf.path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{sf.path.name}.", suffix=".compilelint.tmp", dir=directory)
    try:
        try:
            os.fchmod(fd, sf.mode)
            view = memoryview(data)
            while view:
                n = os.write(fd, view)
                view = view[n:]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, sf.path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, Exception):
            raise WriteError(f"{sf.path}: write failed, original left intact: {e}") from e
        raise
    _fsync_dir(directory)
    sf.raw = data
    sf.text = decoded
    sf.digest = digest(data)
    return True


def _fsync_dir(directory: Path) -> None:
    try:
        dfd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)
