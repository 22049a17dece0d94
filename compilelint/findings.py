"""The vocabulary shared by scan, trace, fix and the reporters."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Optional


@dataclass
class Finding:
    """One graph-break barrier reachable from one compiled root.

    ``chain`` runs from the compiled root (dotted qualified name) through every function on the
    way down to the function holding the barrier, and ends with the barrier itself (the callee
    name, e.g. ``subprocess.check_output``, or a short description such as ``if <tensor>``).
    """

    rule: str
    severity: str  # "error": fails under fullgraph on torch 2.13; "warning": may fail
    path: str
    line: int
    column: int
    message: str
    root: str
    chain: list[str]
    hint: str = ""
    gb_type: Optional[str] = None
    gb_id: Optional[str] = None
    end_line: Optional[int] = None
    function: Optional[str] = None  # dotted qualname of the function holding the barrier
    detail: dict[str, Any] = field(default_factory=dict)
    # the root's compile flag: True (a barrier fails the compile), False (it splits the graph),
    # "dynamic" (set at run time), None (not from a scan root)
    fullgraph: Any = None

    def key(self) -> tuple:
        return (self.root, self.path, self.line, self.column, self.rule)

    def to_json(self) -> dict[str, Any]:
        # a shallow copy, not ``asdict``: its deep copies cost seconds on 5,000 findings with long chains
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["chain"] = list(self.chain)
        detail = d.pop("detail")
        if detail:
            d["detail"] = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                           for k, v in detail.items()}
        return d


@dataclass
class Problem:
    """A file or target that could not be read or parsed: reported, never fatal."""

    path: str
    message: str
    kind: str = "error"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


GUARDS = ("side_effect", "diagnostic", "lock")


@dataclass(frozen=True)
class FixPolicy:
    """How the fix planner treats one rule's findings. A rule declares it as ``fix_policy``; the
    planner reads only this, never a rule code.

    ``fixable``: False for code only a human can rewrite (data-dependent tensor code); a known
    kernel on the chain can still be wrapped in an opaque op. ``eager_check``: such a finding
    that is a check (raise or log on NaN, overflow) may run in eager code only. ``guard``: how the
    barrier's statement is guarded - ``side_effect`` (the statement and the lines reading its
    result), ``diagnostic`` (print, logging, warnings: safe to skip while compiling) or ``lock``
    (a lock becomes a null context while compiling). ``disabled_function``: the barrier is a
    ``torch.compiler.disable``'d function whose decorator is rewritten. ``factory``: the barrier
    may be a dataclass field's ``default_factory`` (clocks, uuid). ``address_test``: the barrier
    is a test on a tensor's address (alignment, aliasing), assumed while compiling."""

    fixable: bool = True
    eager_check: bool = False
    guard: str = "side_effect"
    disabled_function: bool = False
    factory: bool = False
    # the barrier reads a tensor's address or storage (``data_ptr()``): the test may be assumed
    # while compiling (``fixers/address_assumption.py``)
    address_test: bool = False

    def __post_init__(self) -> None:
        if self.guard not in GUARDS:
            raise ValueError(f"FixPolicy.guard must be one of {', '.join(GUARDS)}, not {self.guard!r}")
