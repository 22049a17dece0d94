"""What a trace reports (``Break``, ``FrameRef``, ``TraceResult``), its usage errors, and torch imported lazily:
the static scanner never imports it."""
from __future__ import annotations

import importlib
import importlib.util
import sys
from dataclasses import dataclass, field
from typing import Any, Optional



INSTALL_HINT = "compilelint trace needs torch: pip install 'compilelint[trace]'"


DEFAULT_INPUTS_DESC = "torch.randn(4, 8)"


_WRAPPER_GB_TYPES = ("graph break in loop", "Graph break under GenericContextWrappingVariable")


class TraceUsageError(Exception):
    """A problem with what the user asked for (bad target, factory raising, no torch): exit 2."""


class TorchMissing(TraceUsageError):
    pass


@dataclass
class FrameRef:
    """One user frame: ``function`` is ``module.qualname`` where it can be worked out."""

    function: str
    path: str  # relative to the import root that holds the file (``flashinfer/jit/cpp_ext.py``)
    line: int
    abspath: str = ""

    def label(self) -> str:
        return f"{self.function} ({self.path}:{self.line})"

    def to_json(self) -> dict[str, Any]:
        return {"function": self.function, "path": self.path, "line": self.line}


@dataclass
class Break:
    gb_type: Optional[str]
    gb_id: Optional[str]
    path: Optional[str]
    line: Optional[int]
    rule: Optional[str]
    message: str
    chain: list[str]
    link: Optional[str] = None
    frames: list[FrameRef] = field(default_factory=list)
    callee: Optional[str] = None
    exc_type: str = "Unsupported"
    explanation: str = ""
    hints: list[str] = field(default_factory=list)
    context: str = ""
    rule_candidates: list[str] = field(default_factory=list)
    hint: str = ""
    abspath: Optional[str] = None
    source: str = ""  # "fullgraph", "explain", "counters"

    def location(self) -> str:
        if self.path is None:
            return "<unknown location>"
        return f"{self.path}:{self.line}"

    def to_json(self) -> dict[str, Any]:
        return {
            "gb_type": self.gb_type,
            "gb_id": self.gb_id,
            "path": self.path,
            "line": self.line,
            "rule": self.rule,
            "message": self.message,
            "chain": list(self.chain),
            "link": self.link,
            "callee": self.callee,
            "exc_type": self.exc_type,
            "frames": [f.to_json() for f in self.frames],
            "explanation": self.explanation,
            "hints": list(self.hints),
            "context": self.context,
            "rule_candidates": list(self.rule_candidates),
            "hint": self.hint,
            "abspath": self.abspath,
            "source": self.source,
        }


@dataclass
class TraceResult:
    target: str
    fullgraph_ok: bool
    fullgraph_error: Optional[Break]
    breaks: list[Break]
    notes: list[str] = field(default_factory=list)
    inputs: str = ""
    traced: str = ""  # what was actually compiled (after unwrapping / instantiation)
    torch_version: str = ""
    timings: dict[str, float] = field(default_factory=dict)
    explain_complete: bool = True  # False when eager code after a break raised
    module_file: Optional[str] = None  # file of the target's module (for --scan)
    root_spec: Optional[str] = None  # ``module:qualname`` for the static scanner's --root

    @property
    def exit_code(self) -> int:
        return 0 if self.fullgraph_ok else 1

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "fullgraph_ok": self.fullgraph_ok,
            "fullgraph_error": self.fullgraph_error.to_json() if self.fullgraph_error else None,
            "breaks": [b.to_json() for b in self.breaks],
            "notes": list(self.notes),
            "inputs": self.inputs,
            "traced": self.traced,
            "explain_complete": self.explain_complete,
            "torch": self.torch_version,
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
        }


def torch_available() -> bool:
    """Whether torch can be imported, without importing it."""
    if "torch" in sys.modules:
        return sys.modules["torch"] is not None
    try:
        return importlib.util.find_spec("torch") is not None
    except (ImportError, ValueError):
        return False


def import_torch():
    try:
        import torch  # noqa: F401
        import torch._dynamo  # noqa: F401
    except ImportError as exc:  # pragma: no cover - exercised without torch
        raise TorchMissing(INSTALL_HINT) from exc
    return torch
