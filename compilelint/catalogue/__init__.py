"""The barrier catalogue: what dynamo on a given torch measured for each catalogued call.

The data (``compilelint/data/catalogue-torch-X.Y.json``) is written by the probe harness
(:mod:`compilelint.catalogue.probe`, which needs torch) and read here as plain JSON, once and
lazily: the static scan never imports torch. Keys are the dotted names the scanner resolves call
sites to: ``os.getpid``, ``logging.getLogger().info`` (a method of what ``getLogger`` returns),
``threading.Lock().__enter__`` (``with lock:``), ``os.environ.get``.

Outcomes: ``compiles`` and ``constant`` (both compile under ``fullgraph=True``), ``fails`` (with
the measured ``gb_type``). Which rule reports a measured failure is decided here, from the rules'
own call patterns first and then by the module's family (:data:`FAMILIES`).
"""
from __future__ import annotations

import functools
import glob
import json
import os
import re
from typing import Optional

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
PASSES = frozenset({"compiles", "constant"})

# module (or dotted prefix) -> the rule whose family a measured failure there belongs to, when
# none of the rules' own call patterns names the call; the longest prefix wins
FAMILIES = {
    "subprocess": "CL101", "os.system": "CL101", "os.popen": "CL101", "pty": "CL101",
    "builtins.open": "CL102", "io.open": "CL102", "builtins.open()": "CL102", "io": "CL102", "codecs.open": "CL102",
    "pathlib": "CL102", "glob": "CL102", "shutil": "CL102", "tempfile": "CL102", "fnmatch": "CL102",
    "os.path": "CL102", "filecmp": "CL102", "zipfile": "CL102", "gzip": "CL102", "mmap": "CL102",
    "builtins.print": "CL104", "sys.stdout": "CL104", "sys.stderr": "CL104", "pprint": "CL104",
    "logging": "CL105",
    "warnings": "CL106",
    "time": "CL107", "datetime": "CL107",
    "threading": "CL108", "_thread": "CL108", "queue": "CL108", "filelock": "CL108",
    "multiprocessing.synchronize": "CL108", "concurrent.futures": "CL108",
    "importlib": "CL109", "ctypes": "CL109", "pkgutil": "CL109", "zipimport": "CL109",
    "builtins.__import__": "CL109",
    "random": "CL110", "secrets": "CL110", "uuid": "CL110", "socket": "CL110", "os": "CL110", "sys": "CL110",
    "gc": "CL110", "inspect": "CL110", "traceback": "CL110", "platform": "CL110", "resource": "CL110",
    "hashlib": "CL110", "_hashlib": "CL110", "hmac": "CL110", "json": "CL110", "pickle": "CL110",
    "locale": "CL110", "getpass": "CL110", "select": "CL110", "selectors": "CL110", "fcntl": "CL110",
    "errno": "CL110", "sysconfig": "CL110", "linecache": "CL110", "mimetypes": "CL110", "zlib": "CL110",
    "base64": "CL110", "binascii": "CL110",
    "torch": "CL111",
    # methods of the storage ``Tensor.untyped_storage()`` returns: the address/storage rule's family
    "construct:storage-method": "CL203",
}
DEFAULT_RULE = "CL112"  # measured failures outside every family: the general catalogue-backed rule


def _version_key(path: str) -> tuple:
    m = re.search(r"catalogue-torch-(\d+)\.(\d+)\.json$", path)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def catalogue_paths() -> list[str]:
    return sorted(glob.glob(os.path.join(DATA_DIR, "catalogue-torch-*.json")), key=_version_key)


def _installed_torch_minor() -> Optional[tuple]:
    """The installed torch's (major, minor), read from its metadata without importing it."""
    try:
        from importlib.metadata import version

        parts = version("torch").split("+")[0].split(".")
        return int(parts[0]), int(parts[1])
    except Exception:  # noqa: BLE001 - absent or odd metadata: no preference
        return None


@functools.cache
def path() -> Optional[str]:
    """The shipped catalogue for the installed torch, else the newest shipped one."""
    env = os.environ.get("COMPILELINT_CATALOGUE")
    if env:
        return env if os.path.isfile(env) else None
    paths = catalogue_paths()
    if not paths:
        return None
    want = _installed_torch_minor()
    if want is not None:
        for p in paths:
            if _version_key(p) == want:
                return p
    return paths[-1]


@functools.cache
def load() -> dict:
    p = path()
    if p is None:
        return {"entries": {}, "unprobed": {}, "torch": None}
    with open(p, encoding="utf-8") as fh:
        return json.load(fh)


def entries() -> dict[str, dict]:
    return load()["entries"]


def torch_version() -> Optional[str]:
    return load().get("torch")


def entry(name: str) -> Optional[dict]:
    return entries().get(name)


def family(name: str) -> str:
    """The rule code whose family a measured failure of ``name`` belongs to."""
    head = name.split("(", 1)[0] if "(" in name else name
    best, best_len = DEFAULT_RULE, -1
    for prefix, code in FAMILIES.items():
        for cand in (name, head):
            if (cand == prefix or cand.startswith((prefix + ".", prefix + "(", prefix + ":"))) and len(prefix) > best_len:
                best, best_len = code, len(prefix)
    return best


@functools.cache
def _verdicts() -> dict[str, Optional[tuple[str, Optional[str]]]]:
    """Measured name -> None (compiles: never reported) or (rule code, measured gb_type)."""
    from compilelint.rules import pattern_match

    out: dict[str, Optional[tuple[str, Optional[str]]]] = {}
    for name, e in entries().items():
        alt = e.get("unstable", "")
        if e["outcome"] in PASSES and alt.startswith("fails"):
            # compiled in one probe order and failed in another: the failure exists in some process
            hit = pattern_match(name)
            m = re.match(r"fails \((.*)\)$", alt)
            out[name] = (hit[0].code if hit is not None else family(name), m.group(1) if m else None)
        elif e["outcome"] in PASSES:
            out[name] = None
        elif e["outcome"] == "fails":
            hit = pattern_match(name)
            code = hit[0].code if hit is not None else family(name)
            out[name] = (code, e.get("gb_type"))
    return out


_MISSING = object()


# results of the same type reached two ways: the probe measures the methods of what a module
# function returns (``re.match(...)`` -> ``re.Match``), not of what a method of a returned object
# returns (``re.compile(p).match(s)``, the same ``re.Match``)
_SAME_RESULT = (("re.compile().match().", "re.match()."), ("re.compile().search().", "re.search()."),
                ("re.compile().fullmatch().", "re.fullmatch()."))


# objects whose attributes are looked up dynamically (a loaded C library's functions): a call of
# any attribute takes the verdict measured for one (``construct:ctypes-library-call``)
_DYNAMIC_ATTRS = (("ctypes.CDLL().", "construct:ctypes-library-call"),
                  ("ctypes.PyDLL().", "construct:ctypes-library-call"),
                  ("ctypes.cdll.LoadLibrary().", "construct:ctypes-library-call"),
                  ("ctypes.pydll.LoadLibrary().", "construct:ctypes-library-call"))


def verdict(name: str):
    """``_MISSING`` when the catalogue did not measure ``name``; None when it measured a pass;
    (rule code, gb_type) for a measured failure."""
    got = _verdicts().get(name, _MISSING)
    if got is _MISSING:
        for a, b in _SAME_RESULT:
            if name.startswith(a):
                return _verdicts().get(b + name[len(a):], _MISSING)
        for a, b in _DYNAMIC_ATTRS:
            if name.startswith(a) and "." not in name[len(a):] and "(" not in name[len(a):]:
                return _verdicts().get(b, _MISSING)
    return got


def class_only(name: str) -> bool:
    """A measured failure that the same call on an instance does not have (its ``instance`` form
    compiles: ``dataclasses.fields`` fails on a dataclass class, not on an object of one): the scan
    reports it only where the first argument is a class."""
    e = entries().get(name)
    if not e or e.get("outcome") != "fails":
        return False
    return (e.get("other_forms") or {}).get("instance", "").startswith(("compiles", "constant"))


def decorated(decorator: str) -> Optional[tuple[str, Optional[str]]]:
    """(rule code, gb_type) where using a method that carries ``decorator`` (its dotted name:
    ``functools.cached_property``, ``builtins.property``) on an object made outside the region was
    measured failing (the ``@<decorator>`` entries of the probe's ``DECORATED`` table), else None."""
    v = verdict("@" + decorator)
    return v if v is not _MISSING and v is not None else None


def construct(name: str) -> Optional[tuple[str, Optional[str]]]:
    """(rule code, gb_type) where the probe's ``construct:<name>`` entry (``CONSTRUCTS``: entering
    a user object made outside the region, a ``torch.Generator`` argument) was measured failing,
    else None."""
    v = verdict("construct:" + name)
    return v if v is not _MISSING and v is not None else None


def tensor_method(name: str) -> Optional[tuple[str, Optional[str]]]:
    """(rule code, gb_type) where the probe measured ``x.<name>()`` on the compiled function's tensor
    failing (the ``torch.Tensor().<name>`` entries: ``is_pinned``, ``storage_offset``, ...), else
    None (measured compiling or as a constant, or not measured)."""
    v = verdict("torch.Tensor()." + name)
    return v if v is not _MISSING and v is not None else None


def object_compiles(name: str) -> bool:
    """A measured failure that the same call on an object of a user class does not have (its
    ``object`` form compiles: ``copy.copy`` of a list is skipped, of a dataclass instance it
    compiles): the scan does not report it where the first argument is such an object."""
    e = entries().get(name)
    if not e or e.get("outcome") != "fails":
        return False
    return (e.get("other_forms") or {}).get("object", "").startswith(("compiles", "constant"))


def function_compiles(name: str) -> bool:
    """A measured failure that the same call on a Python function does not have (its ``function``
    form compiles: ``inspect.getfullargspec`` of a C builtin fails, of a Python function it
    compiles): the scan reports it only where the argument is known to be something else."""
    e = entries().get(name)
    if not e or e.get("outcome") != "fails":
        return False
    return (e.get("other_forms") or {}).get("function", "").startswith(("compiles", "constant"))


def tensor_only(name: str) -> bool:
    """A measured failure only in its ``tensor`` form (``dataclasses.astuple`` of an object holding
    a tensor deep-copies it and fails; of plain values it compiles): the scan reports it only where
    the argument holds tensors."""
    e = entries().get(name)
    return bool(e) and e.get("outcome") == "fails" and e.get("form") == "tensor" and (
        e.get("other_forms") or {}).get("direct", "").startswith(("compiles", "constant"))


def dataclass_only(name: str) -> bool:
    """A measured failure only in its ``dataclass`` form (``repr`` of a dataclass instance fails,
    of a list compiles): the scan reports it only where the argument is a dataclass instance."""
    e = entries().get(name)
    return bool(e) and e.get("outcome") == "fails" and e.get("form") == "dataclass" and (
        e.get("other_forms") or {}).get("direct", "").startswith(("compiles", "constant"))


def measured(name: str) -> bool:
    return verdict(name) is not _MISSING


def entries_for_rule(code: str) -> list[tuple[str, dict]]:
    """The measured failures this rule reports, sorted by name."""
    rows = [(n, entries()[n]) for n, v in _verdicts().items() if v is not None and v[0] == code]
    return sorted(rows, key=lambda r: (r[0].startswith("_"), r[0]))  # public modules first


def gb_types_for_rule(code: str) -> list[str]:
    seen: dict[str, None] = {}
    for _n, e in entries_for_rule(code):
        if e.get("gb_type"):
            seen[e["gb_type"]] = None
    return list(seen)


def listing(code: str, limit: Optional[int] = None) -> list[str]:
    """Lines for ``compilelint rule CODE``: the measured entries the rule reports."""
    rows = entries_for_rule(code)
    if not rows:
        return []
    lines = [f"## Measured by the catalogue (torch {torch_version()}): {len(rows)} call(s)", ""]
    for name, e in rows[:limit] if limit else rows:
        gid = f" ({e['gb_id']})" if e.get("gb_id") else ""
        lines.append(f"- `{name}` [{e.get('form', 'direct')}]: {e.get('gb_type') or e['outcome']}{gid}")
    if limit and len(rows) > limit:
        lines.append(f"- ... {len(rows) - limit} more (`compilelint rule {code} --format json`)")
    lines.append("")
    return lines


__all__ = ["load", "entries", "entry", "verdict", "measured", "class_only", "function_compiles", "tensor_method", "family", "entries_for_rule", "gb_types_for_rule",
           "listing", "torch_version", "path", "FAMILIES", "DEFAULT_RULE"]
