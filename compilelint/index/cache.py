"""The summary cache: content-addressed entries keyed by the file's bytes and a fingerprint of the
code that summarizes it (``summary_fingerprint``), so an upgraded or edited rule never reuses an
old summary; a stat map keeps only content digests. ``read_file`` reads one source safely.
"""
from __future__ import annotations

import hashlib
import marshal
import os
import pickle
import re
import stat
import sys
import tempfile
from typing import Iterable, Optional

from compilelint.index.summarize import SYNTAX_RULES

_SUMMARIZER = "compilelint.index.summarize"

# ---- cache ---------------------------------------------------------------------------------

def cache_dir() -> str:
    env = os.environ.get("COMPILELINT_CACHE_DIR")
    if env:
        return env
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "compilelint")


# The key of a summary is the hash of the file's bytes and of the code that summarizes it: this
# module, every compilelint module it imports (at any depth, lazy imports included, so every
# syntactic rule it runs) and the data files next to them. Editing a rule's matcher therefore makes
# every summary it produced a miss, with no version to bump by hand. The stat map keeps only the
# content digest of each file, never a key, so it stays valid whatever the code.
_FINGERPRINT_PREFIX = "compilelint"
_DATA_SUFFIXES = (".json", ".toml")


def _module_file(name: str) -> Optional[str]:
    mod = sys.modules.get(name)
    path = getattr(mod, "__file__", None) if mod is not None else None
    if path is None:
        import importlib.util

        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError, AttributeError):
            spec = None
        path = spec.origin if spec is not None and spec.has_location else None
    return path if path and path.endswith(".py") else None


# an import statement at any depth (lazy imports too); read from the text, not parsed: parsing
# this module alone would cost more than a warm scan of a small project
_IMPORT_RE = re.compile(rb"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]*)"
                        rb"|import[ \t]+([^\n#;]*))", re.M)


def _names(text: bytes) -> list[str]:
    """``a.b as c, d`` / ``(x as y,\n z)`` -> [a.b, d] / [x, z]."""
    out = []
    for part in text.decode("utf-8", "replace").strip("()").replace("\\", " ").split(","):
        words = part.split()
        if words:
            out.append(words[0])
    return out


def _imported_modules(source: bytes, name: str, is_package: bool, prefix: str) -> set[str]:
    """Modules under ``prefix`` that ``source`` (module ``name``) imports anywhere in its text;
    ``from pkg import sub`` names ``pkg.sub`` too (a name that is no module is dropped later)."""
    from compilelint.names import absolute_module

    out: set[str] = set()
    for m in _IMPORT_RE.finditer(source):
        if m.group(3) is not None:
            mods = _names(m.group(3))
        else:
            spec = m.group(1).decode()
            level = len(spec) - len(spec.lstrip("."))
            base = absolute_module(name, is_package, level, spec.lstrip(".") or None)
            mods = [base] + [f"{base}.{a}" for a in _names(m.group(2)) if a != "*"]
        for m in mods:
            if m == prefix or m.startswith(prefix + "."):
                parts = m.split(".")
                out.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))  # parents run too
    return out


def code_files(start: Iterable[str], prefix: str = _FINGERPRINT_PREFIX) -> dict[str, str]:
    """Module name -> source file of ``start`` and every module under ``prefix`` they import."""
    files: dict[str, str] = {}
    todo = list(start)
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = _module_file(name)
        if path is None:
            continue
        files[name] = path
        with open(path, "rb") as fh:
            source = fh.read()
        todo.extend(_imported_modules(source, name, os.path.basename(path) == "__init__.py", prefix))
    return files


def fingerprint(start: Iterable[str], prefix: str = _FINGERPRINT_PREFIX) -> str:
    """Hash of the sources of ``start`` and their imports under ``prefix`` (see ``code_files``),
    with the data files (.json, .toml) in their folders and in a ``data`` folder beside them."""
    files = code_files(start, prefix)
    data: set[str] = set()
    for path in files.values():
        for d in (os.path.dirname(path), os.path.join(os.path.dirname(path), "data")):
            try:
                names = os.listdir(d)
            except OSError:
                continue
            data.update(os.path.join(d, n) for n in names if n.endswith(_DATA_SUFFIXES))
    h = hashlib.blake2b(digest_size=16)
    for label, path in sorted([(n, p) for n, p in files.items()] + [(p, p) for p in data]):
        try:
            with open(path, "rb") as fh:
                content = fh.read()
        except OSError:
            content = b"<unreadable>"
        h.update(f"{label}\0{len(content)}\0".encode())
        h.update(content)
    return h.hexdigest()


_SUMMARY_FINGERPRINT: list = []


def summary_fingerprint() -> str:
    """The fingerprint of the code that produces a summary (computed once per process)."""
    if not _SUMMARY_FINGERPRINT:
        start = [_SUMMARIZER] + sorted({r.__module__ for r in SYNTAX_RULES})
        _SUMMARY_FINGERPRINT.append(fingerprint(start))
    return _SUMMARY_FINGERPRINT[0]



def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def entry_key(digest: str) -> str:
    """The cache key of the summary of a file whose bytes hash to ``digest``."""
    return hashlib.blake2b(f"{digest}\0{summary_fingerprint()}".encode(), digest_size=16).hexdigest()


class Cache:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        # the folder is named by the layout of its files; the code that made an entry is in its key
        self.root = os.path.join(cache_dir(), f"index-py{sys.version_info[0]}{sys.version_info[1]}")
        self.hits = 0
        self.misses = 0
        if enabled:
            try:
                os.makedirs(self.root, exist_ok=True)
            except OSError:
                self.enabled = False

        self._stat: dict[str, tuple[int, int, str]] = {}
        self._stat_dirty = False
        if self.enabled:
            try:
                with open(os.path.join(self.root, "statmap.pkl"), "rb") as fh:
                    self._stat = pickle.load(fh)
            except Exception:
                self._stat = {}

    def file_key(self, path: str) -> tuple[Optional[str], Optional[bytes], Optional[str]]:
        """(content key, bytes if they had to be read, error). Unchanged size+mtime skips the read."""
        try:
            st = os.stat(path)
        except OSError as e:
            return None, None, f"unreadable: {e.strerror or e}"
        known = self._stat.get(path)
        if known is not None and known[0] == st.st_size and known[1] == st.st_mtime_ns:
            return entry_key(known[2]), None, None
        data, err = read_file(path)
        if err:
            return None, None, err
        digest = _digest(data)
        if self.enabled:
            self._stat[path] = (st.st_size, st.st_mtime_ns, digest)  # the content's digest, never a key
            self._stat_dirty = True
        return entry_key(digest), data, None

    def save(self) -> None:
        if not (self.enabled and self._stat_dirty):
            return
        self._write(os.path.join(self.root, "statmap.pkl"), self._stat)
        self._stat_dirty = False

    def _write(self, path: str, obj) -> None:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(obj, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except OSError:
            pass

    def get_result(self, sig: str):
        return self.get("R" + sig)

    def put_result(self, sig: str, value) -> None:
        self.put("R" + sig, value)

    def _path(self, key: str) -> str:
        return os.path.join(self.root, key[:2], key[2:] + ".m")

    def get(self, key: str) -> Optional[dict]:
        """Entries are plain data written with ``marshal`` (several times faster to load than pickle)."""
        if not self.enabled:
            return None
        try:
            with open(self._path(key), "rb") as fh:
                return marshal.loads(fh.read())
        except FileNotFoundError:
            return None
        except Exception:  # a damaged entry is a miss, never an error
            return None

    def put(self, key: str, summary: dict) -> None:
        if not self.enabled:
            return
        try:
            data = marshal.dumps(summary)
        except ValueError:
            return
        self._write_bytes(self._path(key), data)

    def _write_bytes(self, path: str, data: bytes) -> None:
        _write_blob(path, data)


MAX_FILE_BYTES = 20 * 1024 * 1024


def read_file(path: str) -> tuple[Optional[bytes], Optional[str]]:
    """The bytes of one source file, or (None, one-line reason).

    Only regular files are read: a FIFO or a device named ``x.py`` would block or never end. The
    descriptor is opened non-blocking and checked with ``fstat``, so a file swapped for a FIFO
    after the walk cannot hang the scan either; at most ``MAX_FILE_BYTES`` + 1 bytes are read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except IsADirectoryError:
        return None, "not a file"
    except PermissionError:
        return None, "unreadable: permission denied"
    except OSError as e:
        return None, f"unreadable: {e.strerror or e}"
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            return None, "not a file"
        if not stat.S_ISREG(st.st_mode):
            return None, "skipped: not a regular file"
        if st.st_size > MAX_FILE_BYTES:
            return None, f"skipped: file larger than {MAX_FILE_BYTES // (1024 * 1024)} MB"
        chunks = []
        left = MAX_FILE_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
    except PermissionError:
        return None, "unreadable: permission denied"
    except OSError as e:
        return None, f"unreadable: {e.strerror or e}"
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:  # grew while being read
        return None, f"skipped: file larger than {MAX_FILE_BYTES // (1024 * 1024)} MB"
    if b"\x00" in data:
        return None, "skipped: binary file"
    return data, None


def _cache_put(cache: Cache, key: str, summary: dict) -> None:
    """Cache a summary unless its error is transient or a bug (fixed code must not see it again)."""
    if _cacheable(summary):
        cache.put(key, summary)


def _cacheable(summary: dict) -> bool:
    """A summary whose error is transient or a bug is never cached (fixed code must not see it)."""
    err = summary.get("error") or ""
    return not (err.startswith("internal error") or "out of memory" in err)


def _write_blob(path: str, data: bytes) -> None:
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except OSError:
        pass
