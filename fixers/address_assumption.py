"""``address_assumption``: a test on a tensor's address or storage (``x.data_ptr() % 16 == 0``,
``a.data_ptr() == b.data_ptr()``, ``t.untyped_storage().nbytes() == ...``) is not evaluated while
compiling; dynamo's fake tensors have no addresses. Such tests only choose *how* a value is
computed (an aligned fast path, an in-place path for aliased tensors) or guard a sanity check, so
while compiling the code assumes the case that works for every address:

* an ``if`` whose body only raises (a sanity check) is skipped while compiling:
  ``if not torch.compiler.is_compiling() and (<test>): raise ...``; also when the test calls a
  predicate whose body reads the address (``if not pool.is_view(k): raise``: the fix is in the
  caller);
* an alignment test is assumed misaligned: ``p % k == 0`` -> False, ``p % k != 0`` -> True
  (the general path, which also handles aligned tensors);
* a comparison of two addresses is assumed to be of distinct tensors: ``==`` -> False,
  ``!=`` -> True (``is`` / ``is not`` alike).

Each test becomes ``(<test> if not torch.compiler.is_compiling() else <assumed>)``: eager code
evaluates it as before; dynamo folds ``is_compiling()`` and never reads an address.

Measured on torch 2.13 CPU (``torch.compile(fullgraph=True, backend="eager")``): the rewritten
fixtures compile and give the eager output of the original code.

Safety: **unsafe** -- the compiled code always takes the general path (an aligned or aliased
input no longer gets the fast or in-place kernel while compiled), a sanity check no longer fires
in compiled code, and two aliased tensors are treated as distinct. Refused (with the reason): a
chained comparison, an address read in arithmetic that is not an alignment test or an address
comparison (``n = x.untyped_storage().nbytes()``), a test whose assumed value cannot be told, an
address equality that is returned or stored rather than tested in place (``return a.data_ptr() ==
b.data_ptr()``: a tie check whose users may do more than pick a kernel).
"""
from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from compilelint.fixers._common import (UNSAFE, FixCodemod, iter_statement_blocks, replace_nodes,
                                        statement_code)
from compilelint.fixers._tensor_cond import target_statement

STRATEGY = "address_assumption"
SAFETY = UNSAFE

COMPILING = "torch.compiler.is_compiling()"
_ADDRESS_METHODS = frozenset({"data_ptr", "untyped_storage", "storage", "storage_offset", "_cdata"})


def _reads_address(node: ast.AST) -> bool:
    """A call of ``.data_ptr()`` / ``.untyped_storage()`` / ``.storage()`` inside the expression
    (lambdas and comprehensions are their own scopes and are not entered)."""
    todo = [node]
    while todo:
        n = todo.pop()
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in _ADDRESS_METHODS:
            return True
        if isinstance(n, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        todo.extend(ast.iter_child_nodes(n))
    return False


def _pointer(node: ast.AST) -> bool:
    """``x.data_ptr()`` (also ``x.untyped_storage().data_ptr()``): an address itself."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "data_ptr"


def _is_guard(test: ast.AST) -> bool:
    """``not torch.compiler.is_compiling() [and ...]``: written by this codemod (or by hand)."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        test = test.values[0]
    return isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and ast.unparse(test.operand) == COMPILING


def _assumed(cmp: ast.Compare) -> tuple[Optional[bool], str]:
    """The value an address comparison takes while compiling, or (None, reason)."""
    if len(cmp.ops) != 1:
        return None, f"`{ast.unparse(cmp)}` is a chained comparison"
    op = type(cmp.ops[0])
    left, right = cmp.left, cmp.comparators[0]
    if op not in (ast.Eq, ast.NotEq, ast.Is, ast.IsNot):
        return None, f"`{ast.unparse(cmp)}` orders addresses (only equality and alignment tests are assumed)"
    equal = op in (ast.Eq, ast.Is)
    for a, b in ((left, right), (right, left)):
        if isinstance(a, ast.BinOp) and isinstance(a.op, ast.Mod) and _reads_address(a.left) and \
                isinstance(b, ast.Constant) and b.value == 0 and not _reads_address(a.right):
            return (not equal), "misaligned"  # ``p % k == 0`` is assumed false: the general path
    if _pointer(left) and _pointer(right):
        return (not equal), "distinct"  # two addresses: assumed to be of distinct tensors
    return None, f"cannot tell which value `{ast.unparse(cmp)}` should take while compiling"


class _Assume(cst.CSTTransformer):
    """Each address comparison becomes ``(<cmp> if not is_compiling() else <assumed>)``; its own
    source (line breaks, comments) is kept inside the parentheses."""

    def __init__(self, module: cst.Module) -> None:
        super().__init__()
        self.module = module
        self.done: list[tuple[str, bool, str]] = []
        self.refused: list[str] = []
        self.guarded = False

    def visit_IfExp(self, node: cst.IfExp) -> bool:
        if _is_guard(_expr(self.module, node.test)):
            self.guarded = True
            return False  # already assumed
        return True

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def leave_Comparison(self, original: cst.Comparison, updated: cst.Comparison):
        code = self.module.code_for_node(original).strip()
        node = _expr(self.module, original)
        if not isinstance(node, ast.Compare) or not _reads_address(node):
            return updated
        value, why = _assumed(node)
        if value is None:
            self.refused.append(why)
            return updated
        self.done.append((ast.unparse(node), value, why))
        return cst.parse_expression(f"({code} if not {COMPILING} else {value})")


def _expr(module: cst.Module, node: cst.CSTNode) -> Optional[ast.expr]:
    try:
        return ast.parse("(" + module.code_for_node(node).strip() + ")", mode="eval").body
    except SyntaxError:
        return None


def _raise_only(node: ast.If) -> bool:
    return not node.orelse and len(node.body) == 1 and isinstance(node.body[0], ast.Raise)


def _calls_name(test: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Call) and (
        (isinstance(n.func, ast.Name) and n.func.id == name) or
        (isinstance(n.func, ast.Attribute) and n.func.attr == name)) for n in ast.walk(test))


class AddressAssumption(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "assume the general case for address tests while compiling (misaligned, distinct)"

    def _parse(self, tree: cst.Module, stmt: cst.CSTNode) -> Optional[ast.stmt]:
        try:
            return ast.parse(statement_code(tree, stmt)).body[0]
        except (SyntaxError, IndexError):
            return None

    def _guard_check(self, stmt: cst.If, node: ast.If):
        code = cst.Module([]).code_for_node(stmt.test).strip()
        return stmt.with_changes(test=cst.parse_expression(f"not {COMPILING} and ({code})"))

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn = found[0]
            callee = t.options.get("callee")
            if callee:
                got = self._in_caller(tree, fn, t, callee.rsplit(".", 1)[-1])
            else:
                stmt = target_statement(self, tree, fn, t)
                if stmt is None:
                    self.refuse(t, f"no statement at line {t.line} in `{t.function}`")
                    continue
                got = self._at(tree, t, stmt)
            if got is not None:
                pairs.append(got)
                self.need_import("torch")
        return replace_nodes(tree, pairs)

    def _in_caller(self, tree: cst.Module, fn, t, name: str):
        """``if not pred(x): raise`` in the caller of a predicate that reads addresses."""
        for _block, stmt in iter_statement_blocks(fn):
            if not isinstance(stmt, cst.If):
                continue
            node = self._parse(tree, stmt)
            if not isinstance(node, ast.If) or not _calls_name(node.test, name):
                continue
            if _is_guard(node.test):
                self.done(t, f"the check calling `{name}` is already skipped while compiling")
                return None
            if not _raise_only(node):
                continue
            self.done(t, f"the sanity check `if {ast.unparse(node.test)}: raise` calls `{name}`, which reads "
                         "a tensor's address: skipped while compiling")
            return stmt, self._guard_check(stmt, node)
        self.refuse(t, f"no `if ...: raise` check calling `{name}` in `{t.function}`")
        return None

    def _at(self, tree: cst.Module, t, stmt):
        node = self._parse(tree, stmt)
        if node is None:
            self.refuse(t, "cannot read the statement")
            return None
        compound = isinstance(node, (ast.If, ast.While))
        if compound:
            if _is_guard(node.test):
                self.done(t, "the test is already skipped while compiling")
                return None
            if isinstance(node, ast.If) and _raise_only(node) and _reads_address(node.test):
                self.done(t, f"the sanity check `if {ast.unparse(node.test)}: raise` reads a tensor's address: "
                             "skipped while compiling")
                return stmt, self._guard_check(stmt, node)
            part = stmt.test
        elif isinstance(stmt, cst.SimpleStatementLine) and isinstance(
                node, (ast.Return, ast.Assign, ast.AnnAssign, ast.Expr)):
            part = stmt
        else:
            self.refuse(t, "the address test is not in an `if`/`while` test, a `return` or an assignment")
            return None
        tr = _Assume(tree)
        new = part.visit(tr)
        if tr.refused:
            self.refuse(t, tr.refused[0])
            return None
        if not compound and any(why == "distinct" for _c, _v, why in tr.done):
            # ``return pa.data_ptr() == pb.data_ptr()`` (an ``is_tied`` predicate): the answer
            # leaves the statement, and its users may decide more than how to compute - truly tied
            # weights would be taken as distinct (blind58 s1107)
            self.refuse(t, "the address equality is handed back or stored, not tested here: its users may "
                           "decide more than how to compute (tied tensors would be taken as distinct)")
            return None
        if not tr.done:
            if tr.guarded:
                self.done(t, "the address test is already assumed while compiling")
            elif compound:
                self.refuse(t, "no address comparison in the test")
            else:
                self.refuse(t, "the statement reads an address outside a comparison (an alignment test or "
                               "an address comparison is needed to assume a value)")
            return None
        self.done(t, _message(tr.done))
        return stmt, (stmt.with_changes(test=new) if compound else new)


def _message(done: list) -> str:
    parts = [f"`{code}` is assumed {value} while compiling ({'a misaligned address' if why == 'misaligned' else 'distinct tensors'})"
             for code, value, why in done]
    return "; ".join(parts)


Codemod = AddressAssumption
