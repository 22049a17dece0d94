"""Which modules the catalogue probes, and why.

Two sources, both reproducible:

* ``derive_target_modules``: every standard-library module (and dotted submodule) that the real
  targets import, found by parsing their sources with stdlib ``ast``. The result is checked in as
  ``compilelint/data/probe-modules.json`` (parsing sglang + vLLM + flashinfer takes about a
  minute), and ``python -m compilelint.catalogue.probe --derive-modules`` regenerates it.
* ``NAMED_MODULES``: the modules issue 13 names explicitly (some are not imported by the targets
  at module level, e.g. ``os.path`` through ``os``).

Only module *names* are listed by hand; the callables inside them are found by introspection.
"""
from __future__ import annotations

import ast
import json
import os
import sys
from typing import Iterable, Optional

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
MODULES_FILE = os.path.join(DATA_DIR, "probe-modules.json")

# the stdlib modules the issue names (the targets import most of them too)
NAMED_MODULES = (
    "builtins", "logging", "ctypes", "threading", "queue", "os", "os.path", "platform", "socket", "uuid",
    "random", "secrets", "time", "datetime", "inspect", "traceback", "sys", "gc", "weakref", "copy",
    "hashlib", "struct", "json", "pickle", "pathlib", "glob", "tempfile", "shutil", "importlib",
    "importlib.util", "importlib.metadata", "subprocess", "functools", "contextlib", "itertools",
    "collections", "enum", "dataclasses", "warnings", "math", "operator", "re", "io", "typing",
    "marshal", "filecmp", "multiprocessing", "_thread",
)

# third-party modules serving engines call from traced code (probed when importable)
THIRD_PARTY = ("numpy", "numpy.random", "filelock", "tvm_ffi")

# torch's own non-tensor queries and setters: whole modules, and prefixes of the top-level
# namespaces whose other members are tensor ops (which the catalogue is not about)
TORCH_MODULES = ("torch.backends", "torch.backends.cudnn", "torch.backends.cuda", "torch.backends.mps",
                 "torch.backends.mkldnn", "torch.backends.openmp", "torch.backends.mkl", "torch.backends.cpu",
                 "torch.cpu", "torch.cuda", "torch.xpu", "torch.compiler", "torch.random")
TORCH_PREFIXED = {"torch": ("get_", "set_", "is_", "are_", "use_", "manual_seed", "seed", "initial_seed", "save", "Generator",
                            "load",
                            # dtype queries that answer with a dtype or a bool (``torch.result_type(a, b)``)
                            "result_type", "promote_types", "can_cast", "finfo", "iinfo",
                            # a device made in a forward, and entered as the default-device scope
                            # (``with torch.device(q.device): torch.empty(...)``)
                            "device"),
                  "torch.distributed": ("get_", "is_"), "torch.nn": ("Parameter",),
                  # profiler spans and grad-mode queries serving code puts around traced work
                  "torch.autograd": ("_profiler_enabled", "is_", "set_", "detect_anomaly"),
                  "torch.autograd.profiler": ("_is_profiler_enabled", "record_function"),
                  "torch.profiler": ("record_function",),
                  # operator registration a batch-invariant mode switches on from a forward
                  # (``torch.library.Library("aten", "IMPL")`` in a context manager)
                  "torch.library": ("Library", "get_ctx", "fallthrough_kernel"),
                  # activation checkpointing and saved-tensor hooks training-style code puts in a
                  # forward (``checkpoint_sequential``, an offloading ``saved_tensors_hooks``)
                  "torch.utils.checkpoint": ("checkpoint", "checkpoint_sequential"),
                  "torch.autograd.graph": ("saved_tensors_hooks", "save_on_cpu", "disable_saved_tensors_hooks")}

# torch classes that hold host state rather than describe tensors: constructed in traced code they
# are objects dynamo cannot put in a graph (``torch.Generator(device=...)`` per request), or module
# state a forward should not create (``nn.Parameter(packed)`` in a lazy first-use repack)
TORCH_CLASSES = frozenset({"torch.Generator", "torch.device", "torch.autograd.detect_anomaly", "torch.autograd.set_detect_anomaly", "torch.nn.Parameter", "torch.autograd.profiler.record_function",
                           "torch.profiler.record_function", "torch.library.Library",
                           "torch.autograd.graph.saved_tensors_hooks", "torch.autograd.graph.save_on_cpu",
                           "torch.autograd.graph.disable_saved_tensors_hooks"})

# modules whose members take over or stop the process, open terminals, or only make sense at
# interpreter start; the probe records them as excluded with this reason instead of calling them
EXCLUDED_MODULES = {
    "__future__": "compiler directives, not callables",
    "signal": "signal handlers and alarms act on the probe worker itself",
    "faulthandler": "dumps and timers act on the probe worker itself",
    "atexit": "registers interpreter-exit hooks",
    "site": "interpreter start-up configuration",
    "runpy": "runs whole modules as __main__",
    "getpass": "reads a terminal",
    "doctest": "test runner",
    "unittest": "test runner",
    "unittest.case": "test runner",
    "unittest.mock": "patches arbitrary objects",
    "http.server": "starts servers",
    "multiprocessing.forkserver": "starts server processes",
    "multiprocessing.spawn": "starts interpreters",
    "distutils.ccompiler": "removed in Python 3.12; compiles C",
    "asyncio": "event loops block the worker",
    "concurrent.futures.process": "starts process pools",
    "sqlite3": "databases on disk",
    "ssl": "network contexts",
    "wave": "audio files",
}


def _imports_of(path: str) -> Iterable[str]:
    try:
        with open(path, "rb") as fh:
            tree = ast.parse(fh.read())
    except (SyntaxError, ValueError, OSError):
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


def derive_target_modules(roots: Iterable[str]) -> list[str]:
    """Standard-library modules imported anywhere under ``roots`` (sorted, deduplicated)."""
    found: set[str] = set()
    std = sys.stdlib_module_names
    for root in roots:
        for dirpath, _dirs, files in os.walk(root):
            for f in files:
                if not f.endswith(".py"):
                    continue
                for name in _imports_of(os.path.join(dirpath, f)):
                    if name.split(".")[0] in std:
                        found.add(name)
    return sorted(found)


def write_modules_file(roots: list[str], path: str = MODULES_FILE) -> list[str]:
    mods = derive_target_modules(roots)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump({"derived_from": [os.path.basename(os.path.normpath(r)) for r in roots],
                   "python": f"{sys.version_info[0]}.{sys.version_info[1]}", "modules": mods}, fh, indent=1)
        fh.write("\n")
    return mods


def target_modules(path: str = MODULES_FILE) -> list[str]:
    try:
        with open(path, encoding="utf-8") as fh:
            return list(json.load(fh)["modules"])
    except (OSError, ValueError, KeyError):
        return []


def stdlib_modules(path: Optional[str] = None) -> list[str]:
    """NAMED_MODULES plus the checked-in target-derived list, in a stable order."""
    out = list(NAMED_MODULES)
    for m in target_modules(path or MODULES_FILE):
        if m not in out:
            out.append(m)
    return out
