"""Targets (files, directories, installed package names) to module files, without importing."""
from __future__ import annotations

import importlib.machinery
import os
import sys
from dataclasses import dataclass, field
from typing import Optional

SKIP_DIRS = frozenset({".git", ".hg", ".svn", "__pycache__", ".tox", ".nox", ".venv", "venv",
                       "node_modules", ".mypy_cache", ".pytest_cache", ".ruff_cache", "build", "dist",
                       ".eggs", ".targets", ".compilelint_cache"})


class TargetError(Exception):
    """A target that cannot be scanned (missing path, unknown package): one line, exit 2."""


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


def _module_base(directory: str) -> str:
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
        problems.append((getattr(err, "filename", root) or root, f"unreadable: {err.strerror or err}"))

    for dirpath, dirnames, filenames in os.walk(root, onerror=onerror, followlinks=True):
        try:
            st = os.stat(dirpath)
            key = (st.st_dev, st.st_ino)
        except OSError:
            continue
        if key in seen:  # a symlink loop: stop descending
            problems.append((dirpath, "skipped: symlink loop"))
            dirnames[:] = []
            continue
        seen.add(key)
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.endswith(".egg-info"))
        for name in sorted(filenames):
            if name.endswith(".py"):
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


def resolve_targets(targets: list[str], search_path: Optional[list[str]] = None) -> TargetSet:
    ts = TargetSet()
    seen: set[str] = set()
    for target in targets or ["."]:
        if os.path.exists(target):
            path = os.path.abspath(target)
        elif os.path.islink(target):
            raise TargetError(f"{target}: broken symbolic link")
        elif target.replace(".", "").replace("_", "").isalnum() and not target.endswith(".py") and "/" not in target:
            found = find_package(target, search_path)
            if found is None:
                raise TargetError(f"{target}: no such file, directory or installed package")
            path = os.path.abspath(found)
        else:
            raise TargetError(f"{target}: no such file or directory")
        if os.path.isdir(path):
            base = _module_base(path)
            ts.roots.append(path)
            files = walk_python_files(path, ts.problems)
        else:
            if not path.endswith(".py"):
                raise TargetError(f"{target}: not a Python file")
            base = _module_base(os.path.dirname(path))
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
    return ts
