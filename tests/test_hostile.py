"""Hostile input: every kind of file a real tree can hold next to good code.

Each hostile input gives exactly one one-line diagnostic (text report and JSON "errors"), the rest
of the scan completes (the barrier in ``good.py`` beside it is still found), the exit status
reflects it, and nothing prints a traceback unless ``--verbose`` is given. Valid but unusual files
(BOM, PEP 263 cookies, CR/CRLF newlines, empty files, deep but legal nesting) must parse and must
not be reported at all.

The same inputs go through the CLI (one combined tree, text and JSON) and through ``scan()``
(one small tree per input), and through ``fix --apply``, which must leave every hostile file
byte-for-byte alone.
"""
from __future__ import annotations

import ctypes
import io
import json
import os
import socket
import stat
import subprocess
import sys
import time
import tokenize
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import pytest

from conftest import run_cli
from compilelint import index
from compilelint.index import cache as index_cache, pool as index_pool, summarize as index_summarize
from compilelint.scan import TargetError, scan

IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0

GOOD = '''\
import subprocess

import torch


@torch.compile(fullgraph=True)
def step(x):
    subprocess.run(["true"])
    return x
'''
GOOD_LINE = 8  # the subprocess.run line


def _write(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)


def _nested_ifs(n: int, leaf: str = "pass") -> str:
    return "def f(x):\n" + "".join("    " * (i + 1) + "if x:\n" for i in range(n)) + "    " * (n + 1) + leaf + "\n"


def _binary_without_nul() -> bytes:
    raw = bytes(range(1, 256)) * 8
    return b"\x89PNG\r\n\x1a\n" + raw  # no NUL byte, so only the parser can reject it


# ---------------------------------------------------------------------------------------------
# the hostile cases: (name, builder(pkg dir) -> the path that is reported, message fragment)
# ---------------------------------------------------------------------------------------------
@dataclass
class Case:
    name: str
    build: Callable[[Path], Path]
    message: str  # fragment of the one-line diagnostic
    needs: Optional[Callable[[], Optional[str]]] = None  # returns a skip reason, or None


def _py2(d):
    p = d / "py2.py"
    _write(p, 'print "hello"\nexec "x = 1"\nraise ValueError, "old"\n')
    return p


def _half(d):
    p = d / "half.py"
    _write(p, "import torch\n\ndef forward(self, x:\n    return torch.cat([x,")
    return p


def _not_utf8(d):
    p = d / "latin_no_cookie.py"
    _write(p, b'name = "caf\xe9"\n')
    return p


def _bad_cookie(d):
    p = d / "bad_cookie.py"
    _write(p, b"# -*- coding: klingon -*-\nx = 1\n")
    return p


def _binary(d):
    p = d / "blob.py"
    _write(p, b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 16)
    return p


def _binary_no_nul(d):
    p = d / "image.py"
    _write(p, _binary_without_nul())
    return p


def _parens(d):
    p = d / "parens.py"
    _write(p, "x = " + "(" * 2000 + "1" + ")" * 2000 + "\n")
    return p


def _ifs(d):
    p = d / "deep_ifs.py"
    _write(p, _nested_ifs(150))
    return p


def _long_chain(d):
    # parses in CPython's tokenizer but CPython's own compiler gives up (RecursionError)
    p = d / "long_chain.py"
    _write(p, "def f(a):\n    return " + "+".join(["a"] * 20000) + "\n")
    return p


def _symlink_loop(d):
    p = d / "loop"
    p.symlink_to("..", target_is_directory=True)
    return p


def _self_symlink(d):
    p = d / "selfref.py"
    p.symlink_to("selfref.py")
    return p


def _broken_symlink(d):
    p = d / "dangling.py"
    p.symlink_to("does_not_exist.py")
    return p


def _dir_named_py(d):
    p = d / "notamodule.py"
    p.mkdir()
    _write(p / "inner.txt", "not python")
    return p


def _fifo(d):
    p = d / "pipe.py"
    os.mkfifo(p)
    return p


def _socket(d):
    p = d / "sock.py"
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(str(p))
    s.close()
    return p


def _bad_filename(d):
    raw = os.path.join(os.fsencode(d), b"caf\xe9.py")
    with open(raw, "wb") as fh:
        fh.write(b"x = 1\n")
    return Path(str(d)) / "caf\\xe9.py"  # reported in printable form


def _markup_name(d):
    p = d / "[red]styled[bold]:smile:.py"
    _write(p, "def broken(:\n")
    return p


def _newline_name(d):
    p = d / "two\nlines.py"
    _write(p, "def broken(:\n")
    return p


def _unreadable_dir(d):
    p = d / "locked"
    _write(p / "hidden.py", GOOD)
    os.chmod(p, 0)
    return p


def _need_fifo():
    return None if hasattr(os, "mkfifo") else "no FIFOs on this platform"


def _need_dac():
    return "running as root: chmod 000 does not block reads (covered by test_unreadable_file_*)" if IS_ROOT else None


CASES = [
    Case("python2", _py2, "syntax error: Missing parentheses in call to 'print'"),
    Case("half_written", _half, "syntax error"),
    Case("non_utf8_without_cookie", _not_utf8, "can't decode byte 0xe9"),
    Case("unknown_encoding_cookie", _bad_cookie, "unknown encoding"),
    Case("binary", _binary, "skipped: binary file"),
    Case("binary_without_nul", _binary_no_nul, "error"),
    Case("nested_parentheses_2000", _parens, "too many nested parentheses"),
    Case("nested_ifs_150", _ifs, "too many levels of indentation"),
    Case("expression_chain_20000", _long_chain, "nesting too deep"),
    Case("symlink_loop", _symlink_loop, "skipped: symlink loop"),
    Case("self_symlink", _self_symlink, "unreadable: Too many levels of symbolic links"),
    Case("broken_symlink", _broken_symlink, "unreadable: No such file or directory"),
    Case("directory_named_py", _dir_named_py, "skipped: a directory named like a .py file"),
    Case("fifo", _fifo, "skipped: not a regular file", _need_fifo),
    Case("socket", _socket, "unreadable", lambda: None if hasattr(socket, "AF_UNIX") else "no AF_UNIX"),
    Case("non_utf8_file_name", _bad_filename, "skipped: file name is not valid UTF-8"),
    Case("markup_in_file_name", _markup_name, "syntax error"),
    Case("newline_in_file_name", _newline_name, "syntax error"),
    Case("unreadable_directory", _unreadable_dir, "unreadable: Permission denied", _need_dac),
]
IDS = [c.name for c in CASES]


def _rel(p: Path, base: Path) -> str:
    return os.path.relpath(str(p), str(base))


def _skip_if_needed(case: Case) -> None:
    reason = case.needs() if case.needs else None
    if reason:
        pytest.skip(reason)


def _restore(tree: Path) -> None:
    """Undo chmod 000 so pytest can clean the tmp dir."""
    for dirpath, dirnames, _ in os.walk(tree):
        for d in dirnames:
            p = os.path.join(dirpath, d)
            if not os.path.islink(p):
                try:
                    os.chmod(p, 0o755)
                except OSError:
                    pass


# ---------------------------------------------------------------------------------------------
# CLI: one tree holding every hostile input beside one good module
# ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def combined(tmp_path_factory):
    base = tmp_path_factory.mktemp("hostile")
    pkg = base / "hostile"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    expected = {}
    for case in CASES:
        if case.needs and case.needs():
            continue
        sub = pkg / f"case_{case.name}"
        _write(sub / "__init__.py", "")
        expected[case.name] = _rel(case.build(sub), base)
    t0 = time.perf_counter()
    text = run_cli("scan", "hostile", "--no-cache", "-j", "1", cwd=base, timeout=300)
    js = run_cli("scan", "hostile", "--no-cache", "-j", "1", "--format", "json", cwd=base, timeout=300)
    took = time.perf_counter() - t0
    yield {"base": base, "text": text, "json": js, "expected": expected, "seconds": took}
    _restore(base)


def test_cli_combined_scan_completes(combined):
    text, js = combined["text"], combined["json"]
    for proc in (text, js):
        assert "Traceback" not in proc.stdout + proc.stderr
        assert proc.returncode == 1, proc.stderr  # findings present -> 1
        assert proc.stderr == ""
    data = json.loads(js.stdout)
    hits = [f for f in data["findings"] if f["path"] == "hostile/good.py"]
    assert [(f["rule"], f["line"]) for f in hits] == [("CL101", GOOD_LINE)]
    assert "hostile/good.py:%d" % GOOD_LINE in text.stdout
    # exactly one diagnostic per hostile input, nothing else reported
    assert len(data["errors"]) == len(combined["expected"]), data["errors"]
    assert data["summary"]["problems"] == len(combined["expected"])
    assert combined["seconds"] < 120


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_cli_one_line_diagnostic(combined, case):
    _skip_if_needed(case)
    path = combined["expected"][case.name]
    data = json.loads(combined["json"].stdout)
    mine = [e for e in data["errors"] if e["path"] == path]
    assert len(mine) == 1, (path, data["errors"])
    err = mine[0]
    assert case.message in err["message"], err
    assert "\n" not in err["message"] and err["kind"] == "error"
    # JSON must be strict UTF-8 (no lone surrogates from undecodable file names)
    combined["json"].stdout.encode("utf-8")
    shown = path.replace("\n", "\\n")  # the text report escapes line breaks in names
    lines = [l for l in combined["text"].stdout.splitlines() if l.startswith(shown + ": ")]
    assert lines == [f"{shown}: {err['message']}"]


# ---------------------------------------------------------------------------------------------
# scan(): one small tree per input
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_scan_api_reports_and_completes(tmp_path, case, monkeypatch):
    _skip_if_needed(case)
    monkeypatch.chdir(tmp_path)
    pkg = tmp_path / "victim"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    reported = _rel(case.build(pkg), tmp_path)
    try:
        for cached in (False, True, True):  # cold, then writing and reading the cache
            r = scan(["victim"], no_cache=not cached, jobs=1)
            assert [(f.path, f.line) for f in r.findings] == [("victim/good.py", GOOD_LINE)]
            assert [(p.path, case.message in p.message) for p in r.problems] == [(reported, True)], r.problems
    finally:
        _restore(tmp_path)


def test_parallel_indexing_reports_the_same(tmp_path, monkeypatch):
    """Over 64 files the index runs in worker processes: same diagnostics, same findings."""
    monkeypatch.chdir(tmp_path)
    pkg = tmp_path / "many"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    for i in range(70):
        _write(pkg / f"m{i}.py", f"def f{i}(x):\n    return x + {i}\n")
    _py2(pkg), _binary(pkg), _parens(pkg), _half(pkg)
    # a valid file only a deep summary can read
    _write(pkg / "deep_subscript.py", "def f(a):\n    return a" + "[0]" * 1500 + "\n")
    r = scan(["many"], no_cache=True, jobs=2)
    assert [(f.path, f.line) for f in r.findings] == [("many/good.py", GOOD_LINE)]
    assert sorted(p.path for p in r.problems) == sorted(
        f"many/{n}" for n in ("py2.py", "blob.py", "parens.py", "half.py"))


# ---------------------------------------------------------------------------------------------
# valid but unusual files: parsed, never reported, barriers inside them found on the right line
# ---------------------------------------------------------------------------------------------
BODY = '''import subprocess
import torch


@torch.compile(fullgraph=True)
def f(x):
    s = "\u00e9t\u00e9 \u20ac"
    subprocess.run(["true"])
    return x
'''
BODY_LINE = 8

VALID = {
    "bom.py": (b"\xef\xbb\xbf" + BODY.encode(), BODY_LINE),
    "latin1_cookie.py": (("# -*- coding: latin-1 -*-\n" + BODY.replace("\u20ac", "E")).encode("latin-1"),
                         BODY_LINE + 1),
    "cp1252_vim_cookie.py": (("#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\n" + BODY).encode("cp1252"),
                             BODY_LINE + 2),
    "bom_and_utf8_cookie.py": (b"\xef\xbb\xbf# coding: utf-8\n" + BODY.encode(), BODY_LINE + 1),
    "crlf.py": (BODY.replace("\n", "\r\n").encode(), BODY_LINE),
    "cr_only.py": (BODY.replace("\n", "\r").encode(), BODY_LINE),
    "form_feed.py": (("\x0c\n" + BODY).encode(), BODY_LINE + 1),
    "no_trailing_newline.py": (BODY.rstrip("\n").encode(), BODY_LINE),
    "tabs.py": (BODY.replace("    ", "\t").encode(), BODY_LINE),
    "unicode_names.py": (BODY.replace("def f(x)", "def f(\u00e9l\u00e8ve)").replace("return x", "return \u00e9l\u00e8ve")
                         .encode(), BODY_LINE),
    # an invalid escape sequence warns at parse time; with -W error it must still not be an error
    "escape_warning.py": (BODY.replace('s = "', 's = "\\d ').encode(), BODY_LINE),
    "empty.py": (b"", None),
    "only_comment.py": (b"# nothing here\n", None),
    "only_bom.py": (b"\xef\xbb\xbf", None),
    "deep_subscript.py": (b"def f(a):\n    return a" + b"[0]" * 1500 + b"\n", None),
    "deep_attribute.py": (b"def f(a):\n    return a" + b".b" * 2500 + b"()\n", None),
    "long_sum.py": (b"def f(a):\n    return " + b"+".join([b"a"] * 2000) + b"\n", None),
    "nested_lists.py": (b"X = " + b"[" * 190 + b"]" * 190 + b"\n", None),
    # the barrier at the bottom of 95 nested ifs under a compiled root is still found
    "deep_ifs_root.py": (("import subprocess\nimport torch\n\n@torch.compile(fullgraph=True)\n"
                          + _nested_ifs(95, "subprocess.run(['true'])").replace("def f(x):", "def g(x):")).encode(),
                         4 + 96 + 1),
}


@pytest.fixture(scope="module")
def valid_tree(tmp_path_factory):
    base = tmp_path_factory.mktemp("valid")
    pkg = base / "oddities"
    _write(pkg / "__init__.py", b"")
    for name, (data, _) in VALID.items():
        _write(pkg / name, data)
    return base


def test_valid_files_parse_and_are_not_reported(valid_tree):
    for p in valid_tree.rglob("*.py"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(p.read_bytes(), str(p), "exec")  # the test data itself is valid Python
    proc = run_cli("scan", "oddities", "--no-cache", "-j", "1", "--format", "json", cwd=valid_tree,
                   env={"PYTHONWARNINGS": "error"})
    assert "Traceback" not in proc.stderr
    data = json.loads(proc.stdout)
    assert data["errors"] == []
    got = {(f["path"].split("/")[-1], f["line"]) for f in data["findings"]}
    want = {(name, line) for name, (_, line) in VALID.items() if line is not None}
    assert got == want
    assert proc.returncode == 1


@pytest.mark.parametrize("name", sorted(VALID))
def test_summarize_valid_file(name):
    data, _ = VALID[name]
    s = index.summarize_source(data, name)
    assert s["error"] is None


def test_deep_retry_leaves_the_recursion_limit_alone():
    before = sys.getrecursionlimit()
    s = index.summarize_source(b"def f(a):\n    return a" + b"[0]" * 1500 + b"\n")
    assert s["error"] is None and "f" in s["functions"]
    assert sys.getrecursionlimit() == before


# ---------------------------------------------------------------------------------------------
# size: a 50 MB generated module is skipped by its size, without reading or parsing it
# ---------------------------------------------------------------------------------------------
def test_fifty_megabyte_module_is_skipped_quickly(tmp_path, monkeypatch):
    """Files over index.MAX_FILE_BYTES (20 MB) are reported as skipped, never read: parsing a
    50 MB module would take minutes and gigabytes, and generated tables hold no compiled code."""
    monkeypatch.chdir(tmp_path)
    pkg = tmp_path / "big"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    row = b"TABLE_%08d = (1, 2.5, 'abcdefghijklmnopqrstuvwxyz', None, True)\n"
    n = (50 * 1024 * 1024) // len(row % 0) + 1
    with open(pkg / "generated.py", "wb") as fh:
        chunk = b"".join(row % i for i in range(10000))
        for _ in range(n // 10000 + 1):
            fh.write(chunk)
    assert (pkg / "generated.py").stat().st_size >= 50 * 1024 * 1024
    read = []
    real_read = os.read

    def counting_read(fd, k):
        data = real_read(fd, k)
        read.append(len(data))
        return data

    monkeypatch.setattr(index_cache.os, "read", counting_read)
    t0 = time.perf_counter()
    r = scan(["big"], no_cache=True, jobs=1)
    took = time.perf_counter() - t0
    monkeypatch.undo()
    assert [(p.path, p.message) for p in r.problems] == [("big/generated.py", "skipped: file larger than 20 MB")]
    assert [(f.path, f.line) for f in r.findings] == [("big/good.py", GOOD_LINE)]
    assert sum(read) < 1024 * 1024  # only the small files were read
    assert took < 30
    proc = run_cli("scan", "big", "--no-cache", "--format", "json", cwd=tmp_path)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["errors"] == [
        {"path": "big/generated.py", "message": "skipped: file larger than 20 MB", "kind": "error"}]


def test_file_growing_past_the_limit_while_read(tmp_path, monkeypatch):
    """fstat said small, the read finds more: never more than the limit + 1 bytes are read."""
    p = tmp_path / "grows.py"
    _write(p, "x = 1\n" * 100)
    monkeypatch.setattr(index_cache, "MAX_FILE_BYTES", 64)
    real_fstat = os.fstat

    class Small:
        def __init__(self, st):
            self.st_mode, self.st_size = st.st_mode, 10

    monkeypatch.setattr(index_cache.os, "fstat", lambda fd: Small(real_fstat(fd)))
    assert index.read_file(str(p)) == (None, "skipped: file larger than 0 MB")


# ---------------------------------------------------------------------------------------------
# unreadable files (chmod 000). As root chmod does not block reads: the CLI runs with the two
# capabilities that let root ignore file modes dropped (PR_CAPBSET_DROP before exec); where that
# is not allowed, the test says so and skips. scan() is also checked with an injected EACCES.
# ---------------------------------------------------------------------------------------------
def _drop_dac_caps():  # runs in the child between fork and exec
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            os._exit(97)


def _can_drop_caps() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    proc = subprocess.run([sys.executable, "-c", "pass"], preexec_fn=_drop_dac_caps)
    return proc.returncode == 0


def test_unreadable_file_cli(tmp_path):
    pkg = tmp_path / "locked"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    _write(pkg / "secret.py", GOOD)
    os.chmod(pkg / "secret.py", 0)
    preexec = None
    if IS_ROOT:
        if not _can_drop_caps():
            pytest.skip("running as root without CAP_SETPCAP: chmod 000 cannot make a file unreadable here "
                        "(test_unreadable_file_scan_api covers the diagnostic with an injected EACCES)")
        preexec = _drop_dac_caps
    try:
        for fmt in ("text", "json"):
            proc = subprocess.run([sys.executable, "-m", "compilelint", "scan", "locked", "--no-cache", "-j", "1",
                                   "--format", fmt], cwd=tmp_path, capture_output=True, text=True,
                                  preexec_fn=preexec, timeout=300)
            assert proc.returncode == 1, proc.stderr
            assert "Traceback" not in proc.stderr + proc.stdout
            if fmt == "json":
                data = json.loads(proc.stdout)
                assert data["errors"] == [{"path": "locked/secret.py", "message": "unreadable: permission denied",
                                           "kind": "error"}]
                assert [(f["path"], f["line"]) for f in data["findings"]] == [("locked/good.py", GOOD_LINE)]
            else:
                assert "locked/secret.py: unreadable: permission denied\n" in proc.stdout
    finally:
        os.chmod(pkg / "secret.py", 0o644)


def test_unreadable_file_scan_api(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    pkg = tmp_path / "locked"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    _write(pkg / "secret.py", GOOD)
    real_open = os.open

    def guarded(path, flags, *a, **k):
        if str(path).endswith("secret.py"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *a, **k)

    monkeypatch.setattr(index_cache.os, "open", guarded)
    r = scan(["locked"], no_cache=True, jobs=1)
    assert [(p.path, p.message) for p in r.problems] == [("locked/secret.py", "unreadable: permission denied")]
    assert [(f.path, f.line) for f in r.findings] == [("locked/good.py", GOOD_LINE)]


# ---------------------------------------------------------------------------------------------
# targets that do not exist
# ---------------------------------------------------------------------------------------------
def test_missing_package_beside_a_good_target(tmp_path):
    _write(tmp_path / "good.py", GOOD)
    for fmt in ("json", "text"):
        proc = run_cli("scan", "good.py", "no_such_package_xyz", "--no-cache", "--format", fmt, cwd=tmp_path)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr
        if fmt == "json":
            data = json.loads(proc.stdout)
            assert data["errors"] == [{"path": "no_such_package_xyz",
                                       "message": "no such file, directory or installed package", "kind": "error"}]
            assert [f["line"] for f in data["findings"]] == [GOOD_LINE]
        else:
            assert "no_such_package_xyz: no such file, directory or installed package\n" in proc.stdout


@pytest.mark.parametrize("args, needles", [
    (["no_such_package_xyz"], ["no_such_package_xyz: no such file, directory or installed package"]),
    (["no_such_package_xyz", "missing/dir"], ["no_such_package_xyz: no such file, directory or installed package",
                                              "missing/dir: no such file or directory"]),
    (["README.md"], ["README.md: not a Python file"]),
])
def test_nothing_to_scan_is_a_usage_error(tmp_path, args, needles):
    _write(tmp_path / "README.md", "# hi\n")
    proc = run_cli("scan", *args, "--no-cache", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stdout == "" and "Traceback" not in proc.stderr
    assert proc.stderr.count("\n") == 1
    assert all(n in proc.stderr for n in needles), proc.stderr
    with pytest.raises(TargetError):
        scan([str(tmp_path / a) if "/" in a or a.endswith(".md") else a for a in args], no_cache=True)


def test_long_usage_error_stays_on_one_line(tmp_path):
    name = "a_package_name_that_is_long_enough_to_wrap_a_terminal_line_" + "x" * 40
    proc = run_cli("scan", name, cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1, proc.stderr


# ---------------------------------------------------------------------------------------------
# exit status: 0 clean, 1 findings (whatever else), 2 usage error or inputs that could not be
# scanned (and no findings), 3 internal error
# ---------------------------------------------------------------------------------------------
def test_exit_0_when_clean(tmp_path):
    _write(tmp_path / "clean" / "m.py", "def f(x):\n    return x\n")
    assert run_cli("scan", "clean", "--no-cache", cwd=tmp_path).returncode == 0


def test_exit_1_with_findings_and_problems(tmp_path):
    _write(tmp_path / "p" / "good.py", GOOD)
    _py2(tmp_path / "p")
    proc = run_cli("scan", "p", "--no-cache", cwd=tmp_path)
    assert proc.returncode == 1


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_exit_2_with_problems_and_no_findings(tmp_path, fmt):
    _write(tmp_path / "p" / "ok.py", "def f(x):\n    return x\n")
    _py2(tmp_path / "p")
    proc = run_cli("scan", "p", "--no-cache", "--format", fmt, cwd=tmp_path)
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 2


_BOOM = ("import sys, compilelint.scan as s\n"
         "def boom(*a, **k):\n"
         "    raise RuntimeError('boom')\n"
         "s.Scanner.find_roots = boom\n"
         "from compilelint.cli import main\n"
         "sys.argv = ['compilelint', 'scan', sys.argv[1], '--no-cache', '-j', '1'] + sys.argv[2:]\n"
         "main()\n")


def test_internal_error_has_no_traceback_without_verbose(tmp_path):
    _write(tmp_path / "p" / "good.py", GOOD)
    proc = subprocess.run([sys.executable, "-c", _BOOM, "p"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 3
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert proc.stderr.startswith("compilelint: internal error: RuntimeError: boom")
    assert proc.stderr.count("\n") == 1
    proc = subprocess.run([sys.executable, "-c", _BOOM, "p", "--verbose"], cwd=tmp_path, capture_output=True,
                          text=True)
    assert proc.returncode != 0 and "Traceback" in proc.stderr and "RuntimeError: boom" in proc.stderr


def test_summarizer_bug_is_one_file_problem(tmp_path, monkeypatch):
    """A bug of the summarizer on one file is that file's problem, and is never cached."""
    monkeypatch.chdir(tmp_path)
    _write(tmp_path / "p" / "good.py", GOOD)
    _write(tmp_path / "p" / "trigger.py", "def trigger():\n    pass\n")
    real = index_summarize._Summarizer._function

    def buggy(self, node, qual, cls):
        if node.name == "trigger":
            raise KeyError("simulated summarizer bug")
        return real(self, node, qual, cls)

    monkeypatch.setattr(index_summarize._Summarizer, "_function", buggy)
    r = scan(["p"], jobs=1)
    assert [(p.path, p.message) for p in r.problems] == [
        ("p/trigger.py", "internal error: KeyError: 'simulated summarizer bug'")]
    assert [(f.path, f.line) for f in r.findings] == [("p/good.py", GOOD_LINE)]
    cache = index.Cache()
    good_key = cache.file_key(str(tmp_path / "p" / "good.py"))[0]
    bad_key = cache.file_key(str(tmp_path / "p" / "trigger.py"))[0]
    assert cache.get(good_key) is not None and cache.get(bad_key) is None


def test_no_worker_processes_falls_back_to_serial(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _write(tmp_path / "p" / "good.py", GOOD)
    for i in range(80):
        _write(tmp_path / "p" / f"m{i}.py", f"X{i} = {i}\n")

    class NoPool:
        def __init__(self, *a, **k):
            raise OSError(38, "Function not implemented (no /dev/shm)")

    monkeypatch.setattr(index_pool, "ProcessPoolExecutor", NoPool)
    r = scan(["p"], no_cache=True, jobs=4)
    assert r.problems == [] and [(f.path, f.line) for f in r.findings] == [("p/good.py", GOOD_LINE)]


# ---------------------------------------------------------------------------------------------
# fix --apply over the hostile tree: hostile files untouched, good file fixed, nothing raised
# ---------------------------------------------------------------------------------------------
def _snapshot(root: Path) -> dict:
    out = {}
    for dirpath, dirnames, filenames in os.walk(os.fsencode(root)):
        for name in filenames:
            p = os.path.join(dirpath, name)
            try:
                st = os.lstat(p)
                out[p] = os.readlink(p) if stat.S_ISLNK(st.st_mode) else (
                    open(p, "rb").read() if stat.S_ISREG(st.st_mode) and st.st_mode & 0o444 else st.st_mode)
            except OSError as e:
                out[p] = repr(e)
    return out


def test_fix_apply_over_hostile_tree(tmp_path):
    pkg = tmp_path / "hostile"
    _write(pkg / "__init__.py", "")
    _write(pkg / "good.py", GOOD)
    for case in CASES:
        if case.needs and case.needs():
            continue
        sub = pkg / f"case_{case.name}"
        _write(sub / "__init__.py", "")
        case.build(sub)
    before = _snapshot(pkg)
    try:
        proc = run_cli("fix", "hostile", "--apply", "--unsafe-fixes", "--no-cache", "-j", "1", cwd=tmp_path,
                       timeout=300)
        assert "Traceback" not in proc.stderr + proc.stdout
        # the fix is applied; inputs that could not be read are listed, one line each, and the
        # status says so (2: nothing left to fix, but not every input was read - as `scan` does)
        assert proc.returncode == 2, proc.stderr
        assert "applied 1 fix(es)" in proc.stderr and "symlink loop" in proc.stderr, proc.stderr
        after = _snapshot(pkg)
        changed = sorted(os.fsdecode(p) for p in before if before[p] != after.get(p))
        assert changed == [str(pkg / "good.py")]
        assert set(after) == set(before)  # no stray temp files
        new = (pkg / "good.py").read_text()
        compile(new, "good.py", "exec")
        assert "is_compiling()" in new
        again = run_cli("fix", "hostile", "--apply", "--unsafe-fixes", "--no-cache", "-j", "1", cwd=tmp_path,
                        timeout=300)
        assert again.returncode == 2 and "nothing to fix" in again.stderr and _snapshot(pkg) == after
    finally:
        _restore(tmp_path)


# ---------------------------------------------------------------------------------------------
# fix --apply on unusual encodings, newlines and modes (end to end; tests/test_fix_writer.py
# covers writer.write_source alone)
# ---------------------------------------------------------------------------------------------
ENCODED = {
    "bom.py": VALID["bom.py"][0],
    "latin1_cookie.py": VALID["latin1_cookie.py"][0],
    "cp1252_vim_cookie.py": VALID["cp1252_vim_cookie.py"][0],
    "crlf.py": VALID["crlf.py"][0],
    "crlf_latin1.py": (("# coding: latin-1\n" + BODY.replace("\u20ac", "E")).replace("\n", "\r\n")).encode("latin-1"),
    "tabs.py": VALID["tabs.py"][0],
    "no_trailing_newline.py": VALID["no_trailing_newline.py"][0],
}


def _encoding(data: bytes) -> str:
    return tokenize.detect_encoding(io.BytesIO(data).readline)[0]


def _newlines(data: bytes) -> set:
    text = data.replace(b"\r\n", b"")
    kinds = set()
    if b"\r\n" in data:
        kinds.add("crlf")
    if b"\r" in text:
        kinds.add("cr")
    if b"\n" in text:
        kinds.add("lf")
    return kinds


def _fix_encoded(tmp_path: Path, files: dict) -> dict:
    pkg = tmp_path / "enc"
    _write(pkg / "__init__.py", "")
    for i, (name, data) in enumerate(files.items()):
        _write(pkg / name, data)
        os.chmod(pkg / name, (0o755, 0o640, 0o600, 0o644)[i % 4])
    modes = {n: stat.S_IMODE((pkg / n).stat().st_mode) for n in files}
    proc = run_cli("fix", "enc", "--apply", "--unsafe-fixes", "--no-cache", "-j", "1", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = {}
    for name, data in files.items():
        new = (pkg / name).read_bytes()
        assert new != data, f"{name} was not fixed"
        assert stat.S_IMODE((pkg / name).stat().st_mode) == modes[name], name
        assert _encoding(new) == _encoding(data), name
        assert new.startswith(b"\xef\xbb\xbf") == data.startswith(b"\xef\xbb\xbf"), name
        assert _newlines(new) == _newlines(data), name
        assert new.endswith((b"\n", b"\r")) == data.endswith((b"\n", b"\r")), name
        compile(new, name, "exec")
        # the non-ASCII text survived the round trip
        assert "\u00e9t\u00e9" in new.decode(_encoding(new))
        out[name] = new
    again = run_cli("fix", "enc", "--apply", "--unsafe-fixes", "--no-cache", "-j", "1", cwd=tmp_path)
    assert again.returncode == 0
    assert all((pkg / n).read_bytes() == out[n] for n in files)
    return out


def test_fix_preserves_encoding_newlines_mode(tmp_path):
    _fix_encoded(tmp_path, ENCODED)


def test_fix_preserves_cr_only_newlines(tmp_path):
    """libcst drops the final "\\r" of a CR-only file; the writer puts the file's line ending back."""
    _fix_encoded(tmp_path, {"cr_only.py": VALID["cr_only.py"][0]})


# ---------------------------------------------------------------------------------------------
# interference between the scan and the write, and crashes while writing, through the planner
# ---------------------------------------------------------------------------------------------
def _two_file_pkg(tmp_path: Path) -> Path:
    pkg = tmp_path / "two"
    _write(pkg / "__init__.py", "")
    _write(pkg / "a.py", GOOD)
    _write(pkg / "b.py", GOOD.replace("def step", "def step_b"))
    return pkg


def test_fix_refuses_file_edited_after_the_scan(tmp_path, monkeypatch):
    """The user saves the file while fix is planning: the CLI refuses (exit 2, one line), the
    user's version stays."""
    from typer.testing import CliRunner

    from compilelint import fix as fixmod
    from compilelint.cli import app

    monkeypatch.chdir(tmp_path)
    pkg = _two_file_pkg(tmp_path)
    real_plan = fixmod.plan
    edited = GOOD.replace("return x", "return x + 1  # edited by the user")

    def plan_then_edit(*a, **k):
        plan = real_plan(*a, **k)
        (pkg / "b.py").write_text(edited)
        return plan

    monkeypatch.setattr(fixmod, "plan", plan_then_edit)
    res = CliRunner().invoke(app, ["fix", "two", "--apply", "--unsafe-fixes", "--no-cache", "-j", "1"])
    assert res.exit_code == 2, res.output
    assert "changed on disk" in res.output and "Traceback" not in res.output
    assert (pkg / "b.py").read_text() == edited
    assert sorted(p.name for p in pkg.iterdir()) == ["__init__.py", "a.py", "b.py"]


def test_crash_while_applying_leaves_each_file_old_or_new(tmp_path, monkeypatch):
    from compilelint import fix as fixmod
    from compilelint import writer

    monkeypatch.chdir(tmp_path)
    pkg = _two_file_pkg(tmp_path)
    r = scan(["two"], no_cache=True, jobs=1)
    plan = fixmod.plan(r.findings, ["two"], unsafe=True)
    assert sorted(os.path.basename(e.path) for e in plan.edits) == ["a.py", "b.py"]
    old = {e.path: e.source.raw for e in plan.edits}
    new = {e.path: e.new_text for e in plan.edits}
    real_replace = os.replace
    calls = []

    def dies_on_second(src, dst):
        calls.append(dst)
        if len(calls) == 2:
            raise KeyboardInterrupt  # the process is killed during the second file
        return real_replace(src, dst)

    monkeypatch.setattr(writer.os, "replace", dies_on_second)
    with pytest.raises(KeyboardInterrupt):
        fixmod.apply_edits(plan.edits)
    monkeypatch.undo()
    for e in plan.edits:
        data = Path(e.path).read_bytes()
        assert data in (old[e.path], new[e.path].encode())
        compile(data, e.path, "exec")
    states = sorted("new" if Path(p).read_bytes() == new[p].encode() else "old" for p in old)
    assert states == ["new", "old"]
    assert sorted(p.name for p in pkg.iterdir() if p.is_file()) == ["__init__.py", "a.py", "b.py"]


# ---------------------------------------------------------------------------------------------
# no execution: neither scan nor fix ever runs code from the scanned tree (tests/test_packaging.py
# covers scan() in-process; these go through the CLI and through fix --apply)
# ---------------------------------------------------------------------------------------------
_TRAP = "import pathlib; pathlib.Path({marker!r}).write_text({who!r}); raise SystemExit(7)\n"


def _trap_tree(tmp_path: Path) -> tuple[Path, Path, Path]:
    marker = tmp_path / "EXECUTED"
    repo = tmp_path / "repo"
    pkg = repo / "victim"
    trap = lambda who: _TRAP.format(marker=str(marker), who=who)  # noqa: E731
    _write(pkg / "__init__.py", trap("victim/__init__.py"))
    _write(pkg / "__main__.py", trap("victim/__main__.py"))
    _write(pkg / "m.py", trap("victim/m.py") + GOOD.replace("import subprocess", "import subprocess  # after the trap"))
    _write(pkg / "conftest.py", trap("conftest.py"))
    # modules a careless tool would import from the scanned folder by name
    for name in ("typer.py", "rich.py", "libcst.py", "sitecustomize.py", "usercustomize.py", "setup.py", "torch.py"):
        _write(repo / name, trap(name))
    site = tmp_path / "site"
    _write(site / "evil.pth", f"import pathlib; pathlib.Path({str(marker)!r}).write_text('evil.pth')\n")
    _write(site / "victim2" / "__init__.py", trap("victim2/__init__.py"))
    _write(site / "victim2" / "m.py", GOOD)
    return repo, site, marker


_NO_EXEC = ("import sys\n"
            "from compilelint.cli import main\n"
            "sys.argv = ['compilelint'] + sys.argv[1:]\n"
            "try:\n"
            "    main()\n"
            "except SystemExit as e:\n"
            "    code = e.code\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'victim', 'victim2'))\n"
            "print('EXIT', code, 'IMPORTED', bad, file=sys.stderr)\n")


@pytest.mark.parametrize("argv", [
    ["scan", "{repo}/victim", "--no-cache", "-j", "1"],
    ["scan", "{repo}/victim", "-j", "1", "--format", "json"],
    ["scan", "{repo}", "--no-cache", "-j", "2"],
    ["scan", "victim2", "--search-path", "{site}", "--no-cache", "-j", "1"],
    ["fix", "{repo}/victim", "--no-cache", "-j", "1"],
    ["fix", "{repo}/victim", "--apply", "--unsafe-fixes", "--no-cache", "-j", "1"],
    ["fix", "victim2", "--search-path", "{site}", "--apply", "--no-cache", "-j", "1"],
], ids=["scan-dir", "scan-json-cached", "scan-repo-parallel", "scan-package", "fix-diff", "fix-apply",
        "fix-apply-package"])
def test_cli_never_executes_the_scanned_tree(tmp_path, argv):
    repo, site, marker = _trap_tree(tmp_path)
    work = tmp_path / "elsewhere"
    work.mkdir()
    args = [a.format(repo=repo, site=site) for a in argv]
    proc = subprocess.run([sys.executable, "-c", _NO_EXEC, *args], cwd=work, capture_output=True, text=True,
                          timeout=300)
    assert not marker.exists(), f"executed: {marker.read_text()}"
    tail = proc.stderr.strip().splitlines()[-1]
    assert tail.startswith("EXIT ") and tail.endswith("IMPORTED []"), proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    code = int(tail.split()[1])
    if argv[0] == "scan":
        assert code == 1  # the barrier below the trap is found
        if "--format" in argv:
            assert any(f["path"].endswith("victim/m.py") for f in json.loads(proc.stdout)["findings"])
    else:
        assert code in (0, 1)
    if "--apply" in argv and "victim2" not in argv:
        assert "is_compiling()" in (repo / "victim" / "m.py").read_text()  # fixed, still not run


def test_console_script_never_executes_the_current_directory(tmp_path):
    """Run from inside the scanned repository (where `python -m` would put it on sys.path), the
    installed `compilelint` command imports nothing from it."""
    import shutil

    exe = shutil.which("compilelint")
    if exe is None:
        pytest.skip("the compilelint console script is not on PATH")
    repo, site, marker = _trap_tree(tmp_path)
    proc = subprocess.run([exe, "scan", ".", "--no-cache", "-j", "1"], cwd=repo, capture_output=True, text=True,
                          timeout=300)
    assert not marker.exists(), f"executed: {marker.read_text()}"
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
