"""``tensor_predicate``: a helper whose whole body reads a tensor's value into a Python bool
(``def has_any_adapter(idx) -> bool: return bool((idx != -1).any())``) returns the boolean tensor
instead, so the decision can stay in the graph:

    def has_any_adapter(idx: torch.Tensor) -> bool:         def has_any_adapter(idx: torch.Tensor) -> torch.Tensor:
        return bool((idx != NO_ADAPTER).any())       ->         return (idx != NO_ADAPTER).any()

A property of an object holding tensors (``@property def is_empty(self) -> bool: return
bool(self.counts.sum() == 0)`` on a dataclass with ``counts: torch.Tensor``) is rewritten the same
way, its tests read the tensor attributes (fields annotated ``Tensor``, attributes the class only
stores tensors in); the caller's ``if d.is_empty:`` then reads the attribute as that tensor.

A caller's ``if not has_any_adapter(idx): return y`` is then a test of a tensor, which the
data-dependent strategies (``early_exit``, ``tensor_where``, ``torch_cond``, ``assert_check``,
``while_loop``) rewrite: they take a call of such a helper - in the module, a method on ``self``,
or a function of a sibling module imported relatively - as a pure tensor expression.

Measured on torch 2.13 CPU: the helper and its caller, both rewritten, compile under
``fullgraph=True`` (backend "eager") and give the original outputs on both sides of the test.

Safety: **unsafe** -- eager callers receive a 0-dim boolean tensor instead of a ``bool``: ``if``,
``not``, ``and``/``or`` behave the same, but ``is True``, serialization or a ``bool``-only API
do not. Refused, with the reason: a body other than one ``return`` of a pure tensor test of the
helper's parameters (no tensor parameter, calls with side effects, ``.item()`` thresholds that
are not a comparison of a tensor).
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, fn_ast, module_ast, replace_nodes
from compilelint.fixers._tensor_cond import method_as_function, object_tensor_attrs, predicate_test

STRATEGY = "tensor_predicate"
SAFETY = UNSAFE


class TensorPredicate(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "make a helper returning bool(<tensor test>) return the boolean tensor"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn = found[0]
            fa = fn_ast(tree, fn)
            # a method: its tensor parameters are those after ``self``
            in_class = bool(found[1]) and isinstance(found[1][-1], cst.ClassDef)
            prop = any(tree.code_for_node(d.decorator).strip() in ("property", "builtins.property")
                       for d in fn.decorators)
            if in_class and prop:
                # ``@property def is_empty(self) -> bool: return bool(self.counts.sum() == 0)``: a
                # test of the tensors the object holds (fields annotated ``Tensor``, attributes it
                # only ever stores tensors in)
                held = object_tensor_attrs(module_ast(tree), found[1][-1].name.value)
                cond = predicate_test(fa, refs=frozenset(f"self.{a}" for a in held)) if held else None
            else:
                test = (method_as_function(fa) if in_class else None) or fa
                cond = predicate_test(test)
            if cond is None:
                self.refuse(t, f"`{fa.name}` is not one `return bool(<pure tensor test of its parameters>)`")
                continue
            ret = next(s for s in fn.body.body if isinstance(s, cst.SimpleStatementLine)  # type: ignore[union-attr]
                       and isinstance(s.body[0], cst.Return))
            new_ret = ret.with_changes(body=[cst.Return(value=cst.parse_expression(ast.unparse(cond)))])
            pairs.append((ret, new_ret))
            if fn.returns is not None and tree.code_for_node(fn.returns.annotation).strip() in ("bool", "builtins.bool"):
                pairs.append((fn.returns, fn.returns.with_changes(annotation=cst.parse_expression("torch.Tensor"))))
                self.need_import("torch")
            self.done(t, f"`{fa.name}` returns the boolean tensor instead of reading it into a `bool` (callers "
                         "get a 0-dim tensor: `if`/`not`/`and` behave the same; the data-dependent strategies "
                         "keep their tests in the graph)")
        return replace_nodes(tree, pairs)


Codemod = TensorPredicate
