"""The rule model: a rule is one small class with a code, a message, the dynamo break it
predicts, ruff-style documentation and inline VALID / INVALID examples the test suite runs.

Two ways a rule matches:

* ``calls``: resolved callee names (``subprocess.check_output``) or fnmatch patterns
  (``subprocess.*``, ``*.getLogger().*``). The scanner resolves every call site through imports, aliases, class
  hierarchies and attribute types, then asks each rule. ``call_gb`` maps a pattern to the exact
  gb_type dynamo reports for it when that differs from the rule's first one.
* ``check_function``: a syntactic matcher over one function's stdlib ``ast`` node (run at index
  time, cached), for patterns that are not calls: data-dependent branching, ``.tolist()``,
  ``data_ptr()`` arithmetic, ``with lock:``.

Examples: each VALID / INVALID entry is a complete module that defines ``f(x)``; the suite
compiles ``f`` with ``torch.compile(fullgraph=True, backend="eager")`` on a float tensor and checks
that INVALID examples fail with one of ``gb_types`` (measured, not assumed) and VALID ones compile,
and that the static scanner agrees (it is run with ``f`` as an extra root).
"""
from __future__ import annotations

import ast
import fnmatch
import functools
import re
from dataclasses import dataclass, field
from typing import ClassVar, Iterable, Optional


@functools.lru_cache(maxsize=65536)
def _match(pattern: str, name: str) -> bool:
    """fnmatch-style (``*`` matches anything, dots included); exact names are compared directly."""
    if "*" not in pattern:
        return pattern == name
    return fnmatch.fnmatchcase(name, pattern)


@dataclass(frozen=True)
class Hit:
    """A syntactic match inside one function body."""

    code: str
    line: int
    column: int
    end_line: int
    what: str  # short description of the barrier, shown as the last chain element
    gb_type: Optional[str]


class Rule:
    code: ClassVar[str] = ""
    name: ClassVar[str] = ""
    severity: ClassVar[str] = "error"
    # dynamo gb_type strings this rule predicts (first = the usual one). "UserError" stands for
    # dynamo's data-dependent UserError, which has no gb_type.
    gb_types: ClassVar[tuple[str, ...]] = ()
    message: ClassVar[str] = ""  # may use {callee}
    hint: ClassVar[str] = ""
    fix: ClassVar[Optional[str]] = None  # name of the fix strategy in compilelint.fixers, if any
    # ruff-style documentation
    what_it_does: ClassVar[str] = ""
    why_bad: ClassVar[str] = ""
    example: ClassVar[str] = ""
    use_instead: ClassVar[str] = ""
    fix_safety: ClassVar[str] = ""
    VALID: ClassVar[list[str]] = []
    INVALID: ClassVar[list[str]] = []

    calls: ClassVar[tuple[str, ...]] = ()
    call_gb: ClassVar[dict[str, str]] = {}
    # calls that look like a match but are known to compile (checked before ``calls``)
    allowed: ClassVar[tuple[str, ...]] = ()

    # ---- call matching ------------------------------------------------------------------
    @staticmethod
    def _pattern_matches(pattern: str, name: str) -> bool:
        return _match(pattern, name)

    @classmethod
    def _compiled(cls) -> tuple:
        """(allowed regex, calls regex): every pattern of the rule in one regular expression."""
        got = cls.__dict__.get("_compiled_patterns")
        if got is None:
            def rx(patterns):
                if not patterns:
                    return None
                return re.compile("|".join(f"(?:{fnmatch.translate(p)})" for p in patterns))
            got = (rx(cls.allowed), rx(cls.calls))
            cls._compiled_patterns = got
        return got

    @classmethod
    def match_call(cls, name: str) -> Optional[str]:
        """Return the predicted gb_type when a resolved callee name is a barrier of this rule."""
        allowed, calls = cls._compiled()
        if calls is None or not calls.match(name):
            return None
        if allowed is not None and allowed.match(name):
            return None
        for pattern in cls.calls:
            if cls._pattern_matches(pattern, name):
                for specific, gb in cls.call_gb.items():
                    if cls._pattern_matches(specific, name):
                        return gb
                return cls.gb_types[0] if cls.gb_types else None
        return None

    # ---- syntactic matching --------------------------------------------------------------
    @classmethod
    def check_function(cls, fn: ast.AST, ctx: "FunctionContext") -> Iterable[Hit]:
        return ()

    @classmethod
    def format_message(cls, callee: str) -> str:
        return cls.message.format(callee=callee)


@dataclass
class FunctionContext:
    """What a syntactic rule may know about the function it checks."""

    params: dict[str, Optional[str]]  # parameter -> annotation text
    module_constants: dict[str, object]
    # the traced nodes of the body, collected in the indexer's single walk (nested defs, lambdas
    # and branches dynamo does not trace are already left out), by kind:
    tests: list  # (kind, test expr) for if / while / conditional expressions / bool(...)
    calls: list  # ast.Call nodes
    ops: list  # ast.BinOp and ast.Compare nodes
    assigns: list  # ast.Assign nodes


def dotted(node: ast.AST) -> Optional[str]:
    """``a.b.c`` for Name/Attribute chains, ``f().g`` through calls, ``d[]`` through subscripts."""
    parts: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Name):
            parts.append(node.id)
            break
        elif isinstance(node, ast.Call):
            inner = dotted(node.func)
            if inner is None:
                return None
            parts.append(inner + "()")
            break
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            # ``(root / "name").exists()``: a path join keeps the left operand's type
            inner = dotted(node.left)
            if inner is None:
                return None
            parts.append(inner)
            break
        elif isinstance(node, ast.Subscript):
            inner = dotted(node.value)
            if inner is None:
                return None
            parts.append(inner + "[]")
            break
        else:
            return None
    return ".".join(reversed(parts))
