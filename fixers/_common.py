"""Shared plumbing for the fix codemods: targets, outcomes, locating functions and statements,
and the small static analyses (imports, names, tensor-ness) the strategies need.

Every codemod takes a list of ``Target``s (which function, which line or statement) and records
one ``Outcome`` per target: applied (with a safety) or refused (with a reason). A codemod never
raises for a refusal and never changes code it refused.
"""
from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Iterator, Optional, Sequence

import libcst as cst
from libcst.codemod import CodemodCommand, CodemodContext
from libcst.codemod.visitors import AddImportsVisitor
from libcst.metadata import PositionProvider

from compilelint.names import absolute_module, own_nodes

SAFE = "safe"
UNSAFE = "unsafe"

ACR = "torch.compiler.assume_constant_result"
ACR_NAMES = ("torch.compiler.assume_constant_result", "torch._dynamo.assume_constant_result")
DISABLE_NAMES = ("torch.compiler.disable", "torch._dynamo.disable")

_HEADER_RE = re.compile(r"^#\s*compilelint-fix:\s*(.*)$")


@dataclass
class Target:
    """What one codemod should change.

    ``function``: qualified name inside the module (``f``, ``Cls.meth``); ``line``: a line inside
    it (the barrier); ``anchor``: the source of the statement holding the barrier, used instead of
    ``line`` when other codemods may already have shifted lines; ``options``: strategy-specific.
    """

    function: str
    line: Optional[int] = None
    anchor: Optional[str] = None
    options: dict[str, Any] = field(default_factory=dict)
    key: Any = None  # caller bookkeeping (e.g. the findings this target fixes)
    anchor_n: int = 0  # which statement with that anchor (identical statements occur twice)


@dataclass
class Outcome:
    target: Target
    applied: bool
    message: str
    safety: str = UNSAFE
    strategy: str = ""


def parse_header_targets(source: str) -> list[tuple[str, Target]]:
    """Targets declared in a fixture's leading comments.

    ``# compilelint-fix: STRATEGY FUNCTION[:LINE] [key=value ...]``; values are Python literals
    when they parse as such, strings otherwise.
    """
    out = []
    for raw in source.splitlines():
        m = _HEADER_RE.match(raw.strip())
        if not m:
            if raw.strip() and not raw.lstrip().startswith("#"):
                break
            continue
        parts = m.group(1).split()
        strategy, where = parts[0], parts[1]
        func, _, line = where.partition(":")
        options: dict[str, Any] = {}
        for kv in parts[2:]:
            k, _, v = kv.partition("=")
            try:
                options[k] = ast.literal_eval(v)
            except (ValueError, SyntaxError):
                options[k] = v
        out.append((strategy, Target(function=func, line=int(line) if line else None, options=options)))
    return out


# --------------------------------------------------------------------------------------------
# names and imports
# --------------------------------------------------------------------------------------------
def dotted_name(node: cst.CSTNode) -> Optional[str]:
    """``a.b.c`` for Name/Attribute chains; ``a.b()`` for a call on such a chain (decorators)."""
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        inner = dotted_name(node.value)
        return None if inner is None else f"{inner}.{node.attr.value}"
    if isinstance(node, cst.Call):
        inner = dotted_name(node.func)
        return None if inner is None else inner + "()"
    return None


class ImportMap:
    """Local name -> fully qualified name, from every import in a module (at any depth)."""

    def __init__(self, module: cst.Module, module_name: str = "", is_package: bool = False):
        self.names: dict[str, str] = {}
        self.module_name = module_name
        tree = ast.parse(module.code)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.names[a.asname] = a.name
                    else:
                        top = a.name.split(".")[0]
                        self.names.setdefault(top, top)
            elif isinstance(node, ast.ImportFrom):
                # level 1 is the module's package: the module itself for a package's __init__
                base = absolute_module(module_name, is_package, node.level, node.module)
                for a in node.names:
                    if a.name == "*":
                        continue
                    self.names[a.asname or a.name] = f"{base}.{a.name}" if base else a.name

    def resolve(self, dotted: Optional[str]) -> Optional[str]:
        if not dotted:
            return dotted
        head, _, rest = dotted.partition(".")
        full = self.names.get(head)
        if full is None:
            return dotted
        return f"{full}.{rest}" if rest else full


def decorator_names(fn: cst.FunctionDef, imports: Optional[ImportMap] = None) -> list[str]:
    out = []
    for d in fn.decorators:
        name = dotted_name(d.decorator) or ""
        if imports is not None:
            base = name[:-2] if name.endswith("()") else name
            full = imports.resolve(base) or base
            name = full + ("()" if name.endswith("()") else "")
        out.append(name)
    return out


def call_matches(call: cst.Call, callee: str, imports: Optional["ImportMap"]) -> bool:
    """Whether ``call`` calls ``callee`` (a resolved dotted name from a finding's chain)."""
    d = dotted_name(call.func)
    if not d or not callee:
        return False
    callee = callee.replace(":", ".")
    full = (imports.resolve(d) if imports else d) or d
    if full == callee or d == callee:
        return True
    last = callee.rsplit(".", 1)[-1].removesuffix("()")
    return d.rsplit(".", 1)[-1] == last


def statement_calls(stmt: cst.CSTNode) -> list[cst.Call]:
    """Calls in a statement's own code (a compound statement's header only)."""
    if isinstance(stmt, cst.SimpleStatementLine):
        roots: list[cst.CSTNode] = [stmt]
    else:
        roots = []
        for a in ("test", "iter", "items", "target"):
            v = getattr(stmt, a, None)
            if isinstance(v, (list, tuple)):
                roots += list(v)
            elif v is not None:
                roots.append(v)
    out: list[cst.Call] = []

    class _V(cst.CSTVisitor):
        def visit_Call(self, node):
            out.append(node)

        def visit_FunctionDef(self, node):
            return False

        def visit_Lambda(self, node):
            return False

    for r in roots:
        r.visit(_V())
    return out


def has_decorator(fn: cst.FunctionDef, names: Iterable[str], imports: Optional[ImportMap]) -> bool:
    wanted = set(names)
    for n in decorator_names(fn, imports):
        if n.removesuffix("()") in wanted:
            return True
    return False


# --------------------------------------------------------------------------------------------
# locating functions and statements
# --------------------------------------------------------------------------------------------
def _module_level_statements(body: Sequence[cst.CSTNode]) -> Iterator[cst.CSTNode]:
    """Statements of a module/class body, descending into if/try/with blocks (not functions)."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, (cst.If, cst.Try, cst.With)):
            blocks: list[cst.BaseSuite] = [stmt.body]
            if isinstance(stmt, cst.If):
                orelse = stmt.orelse
                while orelse is not None:
                    blocks.append(orelse.body)
                    orelse = orelse.orelse if isinstance(orelse, cst.If) else None
            elif isinstance(stmt, cst.Try):
                blocks += [h.body for h in stmt.handlers]
                if stmt.orelse:
                    blocks.append(stmt.orelse.body)
                if stmt.finalbody:
                    blocks.append(stmt.finalbody.body)
            for b in blocks:
                if isinstance(b, cst.IndentedBlock):
                    yield from _module_level_statements(b.body)


def find_function(module: cst.Module, qualname: str) -> Optional[tuple[cst.FunctionDef, list[cst.CSTNode]]]:
    """(function node, enclosing ClassDef/FunctionDef chain) for ``a.B.f``-style qualnames.

    ``<locals>`` parts are accepted (``outer.<locals>.inner``)."""
    parts = [p for p in qualname.split(".") if p != "<locals>"]
    scope: Sequence[cst.CSTNode] = module.body
    parents: list[cst.CSTNode] = []
    node = None
    for i, part in enumerate(parts):
        node = None
        for stmt in _module_level_statements(scope):
            if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)) and stmt.name.value == part:
                node = stmt  # last definition wins, like at runtime
        if node is None:
            return None
        if i < len(parts) - 1:
            parents.append(node)
            body = node.body
            scope = body.body if isinstance(body, cst.IndentedBlock) else []
    if not isinstance(node, cst.FunctionDef):
        return None
    return node, parents


def body_statements(fn: cst.FunctionDef) -> Sequence[cst.BaseStatement]:
    return fn.body.body if isinstance(fn.body, cst.IndentedBlock) else []


def split_docstring(stmts: Sequence[cst.BaseStatement]) -> tuple[list[cst.BaseStatement], list[cst.BaseStatement]]:
    stmts = list(stmts)
    if stmts and isinstance(stmts[0], cst.SimpleStatementLine) and len(stmts[0].body) == 1:
        s = stmts[0].body[0]
        if isinstance(s, cst.Expr) and isinstance(s.value, (cst.SimpleString, cst.ConcatenatedString)):
            return stmts[:1], stmts[1:]
    return [], stmts


def iter_statement_blocks(fn: cst.FunctionDef, with_ancestors: bool = False) -> Iterator[tuple]:
    """(containing statement list, statement[, ancestor statements]) for every statement in
    ``fn``, outermost first, not descending into nested defs/classes."""

    def walk(stmts, ancestors):
        for s in stmts:
            yield (stmts, s, ancestors) if with_ancestors else (stmts, s)
            if isinstance(s, (cst.FunctionDef, cst.ClassDef)):
                continue
            for suite in child_suites(s):
                if isinstance(suite, cst.IndentedBlock):
                    yield from walk(suite.body, ancestors + (s,))

    yield from walk(body_statements(fn), ())


def child_suites(s: cst.CSTNode) -> list[cst.BaseSuite]:
    out: list[cst.BaseSuite] = []
    if isinstance(s, (cst.If, cst.While, cst.For, cst.With)):
        out.append(s.body)
        orelse = getattr(s, "orelse", None)
        while orelse is not None:
            out.append(orelse.body)
            orelse = orelse.orelse if isinstance(orelse, cst.If) else None
    elif isinstance(s, cst.Try):
        out.append(s.body)
        out += [h.body for h in s.handlers]
        if s.orelse:
            out.append(s.orelse.body)
        if s.finalbody:
            out.append(s.finalbody.body)
    elif isinstance(s, cst.Match) if hasattr(cst, "Match") else False:
        out += [c.body for c in s.cases]
    return out


def header_span(stmt: cst.CSTNode, pos) -> tuple[int, int]:
    """Lines of a statement's header (a compound statement's first line up to its body)."""
    r = pos(stmt)
    start = r.start.line
    if isinstance(stmt, cst.SimpleStatementLine):
        return start, r.end.line
    suites = child_suites(stmt)
    if suites:
        body_start = pos(suites[0]).start.line
        return start, max(start, body_start - (0 if isinstance(suites[0], cst.SimpleStatementSuite) else 1))
    return start, r.end.line


def statement_code(module: cst.Module, stmt: cst.CSTNode) -> str:
    return module.code_for_node(stmt.with_changes(leading_lines=()) if hasattr(stmt, "leading_lines") else stmt).strip()


def anchor_code(module: cst.Module, stmt: cst.CSTNode) -> str:
    """A statement's identity for re-finding it after other fixes: the whole code of a simple
    statement, only the header (``with open(p) as fh:``) of a compound one, so that edits inside
    its body (made by another codemod of the same batch) do not lose it."""
    code = statement_code(module, stmt)
    if isinstance(stmt, cst.SimpleStatementLine):
        return code
    import io
    import tokenize

    depth = 0
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
            if tok.type == tokenize.OP:
                if tok.string in "([{":
                    depth += 1
                elif tok.string in ")]}":
                    depth -= 1
                elif tok.string == ":" and depth == 0:
                    lines = code.splitlines()
                    head = lines[: tok.start[0] - 1] + [lines[tok.start[0] - 1][: tok.start[1] + 1]]
                    return "\n".join(head)
    except (tokenize.TokenError, IndentationError):
        pass
    return code


def fresh_name(base: str, taken) -> str:
    """``base``, or ``base_2``, ``base_3``, ... : the first for which ``taken(name)`` is false."""
    name, k = base, 1
    while taken(name):
        k += 1
        name = f"{base}_{k}"
    return name


def find_anchor(module: cst.Module, fn: cst.FunctionDef, anchor: str, n: int = 0):
    """(block, statement, ancestors) of the ``n``-th statement of ``fn`` whose anchor is ``anchor``."""
    k = 0
    for block, stmt, ancestors in iter_statement_blocks(fn, with_ancestors=True):
        if anchor_code(module, stmt) == anchor:
            if k == n:
                return block, stmt, ancestors
            k += 1
    return None


def anchor_of(module: cst.Module, fn: cst.FunctionDef, stmt: cst.CSTNode) -> tuple[str, int]:
    code = anchor_code(module, stmt)
    k = 0
    for _block, other in iter_statement_blocks(fn):
        if other is stmt:
            return code, k
        if anchor_code(module, other) == code:
            k += 1
    return code, 0


# --------------------------------------------------------------------------------------------
# function analysis (stdlib ast on the function's own source)
# --------------------------------------------------------------------------------------------
TENSOR_ANNOTATIONS = {"torch.Tensor", "Tensor", "torch.nn.Parameter", "nn.Parameter", "Parameter"}


def fn_ast(module: cst.Module, fn: cst.FunctionDef) -> ast.FunctionDef:
    code = module.code_for_node(fn.with_changes(leading_lines=(), decorators=()))
    tree = ast.parse(code)
    node = tree.body[0]
    assert isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    return node  # type: ignore[return-value]


def annotation_text(ann: Optional[ast.expr]) -> Optional[str]:
    if ann is None:
        return None
    if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
        return ann.value.strip()
    return ast.unparse(ann)


def strip_optional(text: str) -> tuple[str, bool]:
    t = text.replace(" ", "")
    for pre in ("Optional[", "typing.Optional["):
        if t.startswith(pre) and t.endswith("]"):
            return t[len(pre):-1], True
    if t.endswith("|None"):
        return t[: -len("|None")], True
    if t.startswith("None|"):
        return t[len("None|"):], True
    return t, False


def is_tensor_annotation(text: Optional[str]) -> bool:
    if not text:
        return False
    inner, _ = strip_optional(text)
    return inner in TENSOR_ANNOTATIONS


def is_tensorish_return_annotation(text: Optional[str]) -> bool:
    """Tensor, or a tuple/list of tensors."""
    if not text:
        return False
    t = text.replace(" ", "")
    if t in TENSOR_ANNOTATIONS:
        return True
    m = re.fullmatch(r"(?:typing\.)?(?:Tuple|tuple|List|list)\[(.*)\]", t)
    if m:
        elems = [e for e in m.group(1).split(",") if e and e != "..."]
        return bool(elems) and all(e in TENSOR_ANNOTATIONS for e in elems)
    return False


def returns_of(fn: ast.AST) -> list[ast.Return]:
    return [n for n in own_nodes(fn) if isinstance(n, ast.Return)]


def is_generator(fn: ast.AST) -> bool:
    return any(isinstance(n, (ast.Yield, ast.YieldFrom, ast.Await)) for n in own_nodes(fn))


TENSOR_ATTRS = {"shape", "dtype", "device", "stride", "size", "dim", "numel", "view", "reshape", "contiguous",
                "transpose", "permute", "to", "float", "half", "bfloat16", "sum", "mean", "max", "min",
                "abs", "clone", "detach", "unsqueeze", "squeeze", "flatten", "new_empty", "new_zeros",
                "ndim", "T", "mT", "is_contiguous", "data_ptr", "element_size", "chunk", "split",
                "masked_fill", "copy_", "zero_", "fill_", "amax", "amin", "matmul", "t", "expand",
                "item", "tolist", "cpu", "cuda", "numpy", "softmax", "type_as", "view_as", "reshape_as",
                "is_cuda", "requires_grad", "grad", "storage_offset", "narrow", "select", "index_select"}


def param_kinds(fn: ast.FunctionDef) -> list[tuple[str, ast.arg, Optional[ast.expr], str]]:
    """(name, arg, default, kind) with kind in posonly/pos/vararg/kwonly/varkw."""
    a = fn.args
    out = []
    pos = a.posonlyargs + a.args
    defaults = [None] * (len(pos) - len(a.defaults)) + list(a.defaults)
    for i, arg in enumerate(pos):
        out.append((arg.arg, arg, defaults[i], "posonly" if i < len(a.posonlyargs) else "pos"))
    if a.vararg:
        out.append((a.vararg.arg, a.vararg, None, "vararg"))
    for arg, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append((arg.arg, arg, d, "kwonly"))
    if a.kwarg:
        out.append((a.kwarg.arg, a.kwarg, None, "varkw"))
    return out


def held_tensor_write(fn: ast.AST) -> Optional[str]:
    """The first in-place tensor write into state the function does not own (``self.inv_freq.copy_(f)``,
    ``dst[:n].copy_(src)`` of a parameter, ``torch.cumsum(x, 0, out=self.buf)``), as source text, or None. Skipping
    such a body while compiling changes what the model computes next, not only what it reports."""
    a = fn.args
    return tensor_write_in(own_nodes(fn), {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs})


_TENSOR_REGISTERS = frozenset({"register_buffer", "register_parameter"})


def tensor_write_in(nodes: Iterable[ast.AST], roots: set, registers: bool = False) -> Optional[str]:
    """The first of ``nodes`` that writes in place into a tensor reached from one of ``roots``
    (``self.kv.index_copy_``, ``dst[:n].copy_`` of a parameter), an ``out=`` into an attribute, or
    (``registers``) a buffer / parameter registration, as source text; None when there is none."""
    for n in nodes:
        if not isinstance(n, ast.Call):
            continue
        f = n.func
        if registers and isinstance(f, ast.Attribute) and f.attr in _TENSOR_REGISTERS:
            return ast.unparse(f)
        if isinstance(f, ast.Attribute) and f.attr.endswith("_") and not f.attr.startswith("_"):
            root = f.value
            while isinstance(root, (ast.Attribute, ast.Subscript)):
                root = root.value
            if isinstance(root, ast.Name) and root.id in roots:
                return ast.unparse(f)
        for kw in n.keywords:
            if kw.arg == "out" and isinstance(kw.value, ast.Attribute):
                return f"out={ast.unparse(kw.value)}"
    return None


_MODULE_AST: dict = {}


def module_ast(tree: cst.Module) -> Optional[ast.Module]:
    """The stdlib AST of a libcst module (parsed once per module object)."""
    got = _MODULE_AST.get(id(tree))
    if got is None or got[0] is not tree:
        try:
            parsed = ast.parse(tree.code)
        except SyntaxError:
            parsed = None
        _MODULE_AST.clear()
        got = _MODULE_AST[id(tree)] = (tree, parsed)
    return got[1]


def held_write_matters(module: ast.AST, writer: ast.AST, held: str) -> bool:
    """Whether the state ``held`` (a write ``held_tensor_write`` found in ``writer``) is read by
    other code of the module: ``self.inv_freq`` written by a refresh and read by the forward
    matters; a statistics buffer only its recorder touches (``out=self.running_amax``) does not.
    A write through a parameter always matters (the caller holds the tensor)."""
    text = held.removeprefix("out=")
    head, _, rest = text.partition(".")
    if head not in ("self", "cls") or not rest:
        return True
    attr = rest.split(".", 1)[0].split("[", 1)[0]
    for n in ast.walk(module):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name != writer.name:
            for x in own_nodes(n):
                if isinstance(x, ast.Attribute) and x.attr == attr and isinstance(x.ctx, ast.Load) \
                        and isinstance(x.value, ast.Name) and x.value.id in ("self", "cls"):
                    return True
    return False


def mattering_write(tree: cst.Module, fn: ast.AST) -> Optional[str]:
    """The in-place write into state ``fn`` does not own that other code of the module reads (or
    that goes through a parameter), as source text; None where skipping ``fn`` while compiling
    changes no later computation (no such write, or a statistics buffer only it touches)."""
    held = held_tensor_write(fn)
    mod = module_ast(tree) if held else None
    return held if held and (mod is None or held_write_matters(mod, fn, held)) else None


STATE_WRITE = "writes in place into tensors it does not own (`{}`); skipping {} would change what the model computes next"


def _tensor_names(fn: ast.AST) -> set:
    """Names the function holds tensors in, visibly: parameters annotated ``torch.Tensor`` and the
    names it returns under a tensor (or no) return annotation."""
    out = set()
    args = getattr(fn, "args", None)
    for a in (list(args.posonlyargs) + list(args.args) + list(args.kwonlyargs)) if args is not None else ():
        if (annotation_text(a.annotation) or "").replace("torch.", "") == "Tensor":
            out.add(a.arg)
    ret = (annotation_text(getattr(fn, "returns", None)) or "Tensor").replace("torch.", "")
    if ret == "Tensor":
        out.update(n.value.id for n in own_nodes(fn) if isinstance(n, ast.Return) and isinstance(n.value, ast.Name))
    return out


def added_to_tensor(fn: ast.AST, name: str) -> bool:
    """Whether ``name`` is added to (or subtracted from) a tensor the function takes or returns
    (``out = out + bias``): for a parameter defaulting to None, an optional tensor (a bias, a
    residual) rather than a number."""
    tensors = None
    for n in own_nodes(fn):
        if isinstance(n, (ast.BinOp, ast.AugAssign)) and isinstance(n.op, (ast.Add, ast.Sub)):
            sides = (n.left, n.right) if isinstance(n, ast.BinOp) else (n.target, n.value)
            if any(isinstance(s, ast.Name) and s.id == name for s in sides):
                if tensors is None:
                    tensors = _tensor_names(fn) - {name}
                if any(isinstance(s, ast.Name) and s.id in tensors for s in sides):
                    return True
    return False


def used_as_tensor(fn: ast.AST, name: str) -> bool:
    """Whether ``name`` is used like a tensor (``name.shape``, ``name.view(...)``, ``name @ w``)."""
    for n in own_nodes(fn):
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == name:
            if n.attr in TENSOR_ATTRS:
                return True
        if isinstance(n, ast.BinOp) and isinstance(n.op, ast.MatMult):
            for side in (n.left, n.right):
                if isinstance(side, ast.Name) and side.id == name:
                    return True
        if isinstance(n, ast.Call):
            fname = ast.unparse(n.func)
            if fname.startswith(("torch.", "F.", "nn.functional.")) and any(
                    isinstance(a, ast.Name) and a.id == name for a in n.args):
                return True
    return False


def literal_type(node: Optional[ast.expr]) -> Optional[str]:
    if isinstance(node, ast.Constant):
        v = node.value
        for t in (bool, int, float, str):
            if type(v) is t:
                return t.__name__
        if v is None:
            return "None"
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        return literal_type(node.operand)
    return None


# --------------------------------------------------------------------------------------------
# the codemod base
# --------------------------------------------------------------------------------------------
class FixCodemod(CodemodCommand):
    """Base of every fix strategy: one libcst codemod, a declared safety, per-target outcomes."""

    STRATEGY: ClassVar[str] = ""
    SAFETY: ClassVar[str] = UNSAFE  # the strategy's usual applicability (ruff-style)
    DESCRIPTION: ClassVar[str] = ""
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, context: CodemodContext, targets: Sequence[Target], module_name: str = ""):
        super().__init__(context)
        self.targets = list(targets)
        self.module_name = module_name or (context.full_module_name or "")
        self.is_package = os.path.basename(context.filename or "") == "__init__.py"
        self.outcomes: list[Outcome] = []

    # outcomes
    def refuse(self, target: Target, reason: str) -> None:
        self.outcomes.append(Outcome(target, False, reason, strategy=self.STRATEGY))

    def done(self, target: Target, message: str, safety: Optional[str] = None) -> None:
        self.outcomes.append(Outcome(target, True, message, safety or self.SAFETY, strategy=self.STRATEGY))

    def pos(self, node: cst.CSTNode):
        return self.get_metadata(PositionProvider, node)

    def need_import(self, module: str, obj: Optional[str] = None) -> None:
        AddImportsVisitor.add_needed_import(self.context, module, obj)

    def locate(self, tree: cst.Module, target: Target):
        found = find_function(tree, target.function)
        if found is None:
            self.refuse(target, f"no function `{target.function}` in this module")
        return found



def replace_nodes(tree: cst.Module, pairs: Sequence[tuple[cst.CSTNode, Any]]) -> cst.Module:
    """Replace nodes of ``tree`` by identity (``pairs``: original node, replacement)."""
    if not pairs:
        return tree

    by_id = {id(k): v for k, v in pairs}

    class _R(cst.CSTTransformer):
        def on_leave(self, original, updated):
            v = by_id.get(id(original), updated)
            # a callable edits the updated node, keeping changes made inside it by other pairs
            return v(updated) if callable(v) and not isinstance(v, cst.CSTNode) else v

    return tree.visit(_R())
