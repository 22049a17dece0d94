"""Targets (files, directories, installed package names) to module files, without importing."""
from __future__ import annotations

import fnmatch
import importlib.machinery
import os
import sys
from dataclasses import dataclass, field
from typing import Optional

from compilelint.names import display_path

SKIP_DIRS = frozenset({".git", ".hg", ".svn", "__pycache__", ".tox", ".nox", ".venv", "venv",
                       "node_modules", ".mypy_cache", ".pytest_cache", ".ruff_cache", "build", "dist",
                       ".eggs", ".targets", ".compilelint_cache"})


class TargetError(Exception):
    """No target could be scanned (missing path, unknown package): one line, exit 2.

    With several targets, one that cannot be resolved is a problem of the scan (reported like an
    unreadable file) and the others are still scanned; only when none resolves is it fatal.
    """


def _bad_name(path: str) -> bool:
    """A path holding bytes that are not UTF-8 (os.fsdecode's surrogate escapes): no module can
    be imported under such a name, and it cannot be printed or hashed as text."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def printable(path: str) -> str:
    """``path`` with undecodable bytes shown as \\xNN escapes (safe to print and to put in JSON)."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


@dataclass
class SourceFile:
    path: str
    module: str  # dotted module name ("pkg.sub.mod"; "pkg.sub" for a package __init__)
    is_package: bool


@dataclass
class TargetSet:
    files: list[SourceFile] = field(default_factory=list)
    roots: list[str] = field(default_factory=list)  # the directories the targets resolved to
    problems: list[tuple[str, str]] = field(default_factory=list)


def module_base(directory: str) -> str:
    """The folder from which module names are counted: the first ancestor without __init__.py."""
    d = os.path.abspath(directory)
    while os.path.isfile(os.path.join(d, "__init__.py")):
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    return d


def module_name(path: str, base: str) -> tuple[str, bool]:
    rel = os.path.relpath(os.path.abspath(path), base)
    parts = rel[:-3].split(os.sep) if rel.endswith(".py") else rel.split(os.sep)
    if len(parts) > 1 and parts[0] == "src" and not os.path.isfile(os.path.join(base, "src", "__init__.py")):
        parts = parts[1:]  # src layout: src/pkg/mod.py is pkg.mod
    is_pkg = parts[-1] == "__init__"
    if is_pkg:
        parts = parts[:-1]
    return ".".join(p for p in parts if p), is_pkg


def walk_python_files(root: str, problems: list[tuple[str, str]]) -> list[str]:
    out: list[str] = []
    seen: set[tuple[int, int]] = set()

    def onerror(err: OSError) -> None:
        problems.append((printable(getattr(err, "filename", root) or root), f"unreadable: {err.strerror or err}"))

    for dirpath, dirnames, filenames in os.walk(root, onerror=onerror, followlinks=True):
        try:
            st = os.stat(dirpath)
            key = (st.st_dev, st.st_ino)
        except OSError:
            continue
        if key in seen:  # reached again through a link (A/x -> B, B/y -> A): stop descending
            problems.append((printable(dirpath), "skipped: directory already scanned through another link"))
            dirnames[:] = []
            continue
        seen.add(key)
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.endswith(".egg-info"))
        here = None
        for name in list(dirnames):
            link = os.path.join(dirpath, name)
            if not os.path.islink(link):
                continue
            # a link to this folder or one above it is a loop (and would leave the target)
            here = here or os.path.realpath(dirpath)
            dest = os.path.realpath(link)
            if here == dest or here.startswith(dest.rstrip(os.sep) + os.sep):
                problems.append((printable(link), "skipped: symlink loop"))
                dirnames.remove(name)
        for name in [d for d in dirnames if _bad_name(d)]:
            problems.append((printable(os.path.join(dirpath, name)), "skipped: directory name is not valid UTF-8"))
            dirnames.remove(name)
        for name in sorted(filenames):
            if name.endswith(".py"):
                if _bad_name(name):
                    problems.append((printable(os.path.join(dirpath, name)), "skipped: file name is not valid UTF-8"))
                    continue
                out.append(os.path.join(dirpath, name))
        for name in list(dirnames):
            if name.endswith(".py"):
                problems.append((os.path.join(dirpath, name), "skipped: a directory named like a .py file"))
    return out


def find_package(name: str, search_path: Optional[list[str]] = None) -> Optional[str]:
    """The directory (or file) of an installed top-level package, found without importing it."""
    top = name.split(".")[0]
    if not top.isidentifier():
        return None
    paths = list(search_path or []) + [p for p in sys.path if p]
    try:
        spec = importlib.machinery.PathFinder.find_spec(top, paths)
    except (ImportError, ValueError, OSError):
        spec = None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        locs = list(spec.submodule_search_locations)
        base = locs[0] if locs else None
    else:
        base = spec.origin
    if not base:
        return None
    # deeper names: walk folders, never importing parents
    for part in name.split(".")[1:]:
        cand = os.path.join(base, part)
        if os.path.isdir(cand):
            base = cand
        elif os.path.isfile(cand + ".py"):
            base = cand + ".py"
        else:
            return None
    return base


def _resolve_one(target: str, search_path: Optional[list[str]]) -> str:
    """The absolute file or directory of one target; TargetError with the reason (no target name)."""
    if _bad_name(target):
        raise TargetError("name is not valid UTF-8")
    if os.path.exists(target):
        path = os.path.abspath(target)
    elif os.path.islink(target):
        raise TargetError("broken symbolic link")
    elif target.replace(".", "").replace("_", "").isalnum() and not target.endswith(".py") and "/" not in target:
        found = find_package(target, search_path)
        if found is None:
            raise TargetError("no such file, directory or installed package")
        path = os.path.abspath(found)
    else:
        raise TargetError("no such file or directory")
    if not os.path.isdir(path) and not path.endswith(".py"):
        raise TargetError("not a Python file")
    return path


def resolve_targets(targets: list[str], search_path: Optional[list[str]] = None) -> TargetSet:
    """Files of the targets. A target that cannot be resolved becomes a problem of the set while
    others resolve; when none resolves, TargetError (all reasons, one line)."""
    ts = TargetSet()
    seen: set[str] = set()
    failures: list[str] = []
    targets = list(targets or ["."])
    for target in targets:
        try:
            path = _resolve_one(target, search_path)
        except TargetError as e:
            failures.append(f"{printable(target)}: {e}")
            ts.problems.append((printable(target), str(e)))
            continue
        if os.path.isdir(path):
            base = module_base(path)
            ts.roots.append(path)
            files = walk_python_files(path, ts.problems)
        else:
            base = module_base(os.path.dirname(path))
            ts.roots.append(os.path.dirname(path))
            files = [path]
        for f in files:
            if f in seen:
                continue
            seen.add(f)
            mod, is_pkg = module_name(f, base)
            if not mod:
                continue
            ts.files.append(SourceFile(f, mod, is_pkg))
    if failures and len(failures) == len(targets):
        raise TargetError("; ".join(failures))
    return ts


def exclude_files(files: list[SourceFile], patterns) -> list[SourceFile]:
    """``files`` less those an exclude glob matches (by display path or absolute path), as the
    scan leaves them out."""
    pats = list(patterns or ())
    if not pats:
        return list(files)
    return [f for f in files if not any(fnmatch.fnmatch(display_path(f.path), p) or fnmatch.fnmatch(f.path, p)
                                        for p in pats)]
