"""Dynamo's graph-break registry, read from the installed torch without importing it.

The registry (``torch/_dynamo/graph_break_registry.json``) maps stable ids (``GB0007``) to
entries with a ``Gb_type``. We locate torch through ``importlib.util.find_spec`` (which does not
run torch's ``__init__``) and read the JSON; nothing of the registry is copied into compilelint.
Without torch, ids are simply unknown (``None``).
"""
from __future__ import annotations

import functools
import importlib.util
import json
import os
from typing import Optional

# The gb_type strings the rules and the engine share (dynamo's own ``unimplemented(gb_type=...)``
# vocabulary, as torch 2.13 reports it; the measured catalogue holds the rest). "UserError" stands
# for dynamo's data-dependent UserError, which has no gb_type.
SKIPPED = "Attempted to call function marked as skipped"
BUILTIN = "Failed to trace builtin operator"
METHOD_CALL = "Unsupported method call"
DATA_DEPENDENT = "Data-dependent branching"
OBSERVED_EXCEPTION = "Observed exception"
DATA_PTR = "Data pointer comparison"
CONTEXT_MANAGER = "Unsupported context manager"
BUILD_CLASS = "Invalid call to __build_class__"
USER_ERROR = "UserError"
SORT = "sort with non-constant keys"
BUILTIN_HANDLER = "invalid call to builtin op handler"

DOC_URL = "https://meta-pytorch.github.io/compile-graph-break-site/gb/{id}.html"


@functools.cache
def registry_path() -> Optional[str]:
    try:
        spec = importlib.util.find_spec("torch")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    path = os.path.join(os.path.dirname(spec.origin), "_dynamo", "graph_break_registry.json")
    return path if os.path.isfile(path) else None


@functools.cache
def _by_type() -> dict[str, str]:
    path = registry_path()
    if path is None:
        return {}
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return {}
    out: dict[str, str] = {}
    for gid in sorted(data):
        for entry in data[gid]:
            gb_type = entry.get("Gb_type")
            if gb_type and gb_type not in out:
                out[gb_type] = gid
    return out


def gb_id(gb_type: Optional[str]) -> Optional[str]:
    """The registry id for a gb_type string, or None when torch is absent or the type unknown."""
    if not gb_type:
        return None
    return _by_type().get(gb_type)


def doc_url(gid: Optional[str]) -> Optional[str]:
    return DOC_URL.format(id=gid.lower()) if gid else None

