"""warm_property: a ``functools.cached_property`` that compiled code reads is computed at the end of
its class's ``__init__``, so every object holds the value before a compiled call reads it.

The first read of a ``cached_property`` takes a lock dynamo rejects (measured on torch 2.13 with
Python 3.11: "Unsupported context manager"); a later read finds the value in the object's
``__dict__`` and is a plain attribute read.

Before (blind48 s703)::

    class InternVisionTower(nn.Module):
        def __init__(self, model_path: str):
            super().__init__()
            self.model_path = model_path

        @functools.cached_property
        def processor_config(self) -> ImageProcessorConfig:
            return load_image_processor_config(self.model_path)

After::

    class InternVisionTower(nn.Module):
        def __init__(self, model_path: str):
            super().__init__()
            self.model_path = model_path
            _ = self.processor_config  # computed once here: a compiled read finds the value

Refused: a class without an ``__init__`` of its own, an ``__init__`` that returns early, a getter
reading ``self.<name>`` that neither ``__init__`` nor the class body sets (it would raise at
construction). Preferred when the value is a plain one: ``constant_probe`` freezing the read (which
also covers objects built inside traced code, where the warming read would itself be traced).

Safety: **unsafe** -- the value is computed when the object is built, not at its first read: state
changed between the two (an attribute set later, the environment) is no longer seen.
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, fn_ast, replace_nodes

STRATEGY = "warm_property"
SAFETY = UNSAFE
WARM_COMMENT = "# computed once here: a compiled read finds the value (compilelint warm_property)"


def _self_reads(fa: ast.AST) -> set[str]:
    """Names the getter reads as ``self.<name>`` (not as the target of a store)."""
    return {n.attr for n in ast.walk(fa) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}


def _self_stores(fa: ast.AST) -> set[str]:
    out = set()
    for n in ast.walk(fa):
        if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name) \
                and n.value.id == "self":
            out.add(n.attr)
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "setattr" and n.args \
                and isinstance(n.args[0], ast.Name) and n.args[0].id == "self":
            out.add("*")  # setattr(self, name, ...): any name may be set
    return out


def _class_names(cls: cst.ClassDef) -> set[str]:
    """Names the class body defines (methods, properties, class attributes)."""
    out = set()
    for st in cls.body.body:
        if isinstance(st, (cst.FunctionDef, cst.ClassDef)):
            out.add(st.name.value)
        elif isinstance(st, cst.SimpleStatementLine):
            for s in st.body:
                targets = [t.target for t in s.targets] if isinstance(s, cst.Assign) else \
                    [s.target] if isinstance(s, cst.AnnAssign) and s.value is not None else []
                out.update(t.value for t in targets if isinstance(t, cst.Name))
    return out


class WarmProperty(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "compute a cached_property compiled code reads at the end of its class's __init__"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        new_inits: dict[int, cst.FunctionDef] = {}
        originals: dict[int, cst.FunctionDef] = {}
        warmed: dict[int, set] = {}
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            getter, parents = found
            if not parents or not isinstance(parents[-1], cst.ClassDef):
                self.refuse(t, f"`{t.function}` is not a method of a class")
                continue
            cls = parents[-1]
            prop = getter.name.value
            init = next((s for s in cls.body.body if isinstance(s, cst.FunctionDef) and s.name.value == "__init__"),
                        None)
            if init is None:
                self.refuse(t, f"`{cls.name.value}` has no `__init__` of its own to compute `{prop}` in")
                continue
            ia = fn_ast(tree, init)
            if ia is None or not ia.args.args:
                self.refuse(t, f"could not read `{cls.name.value}.__init__`")
                continue
            if any(isinstance(n, ast.Return) for n in ast.walk(ia)):
                self.refuse(t, f"`{cls.name.value}.__init__` returns early; the end of its body may not run")
                continue
            current = new_inits.get(id(init))
            if prop in _self_reads(ia) or prop in warmed.get(id(init), ()):
                self.done(t, f"`{cls.name.value}.__init__` already computes `{prop}`")
                continue
            ga = fn_ast(tree, getter)
            known = _self_stores(ia) | _class_names(cls)
            if ga is not None and "*" not in known:
                missing = sorted(_self_reads(ga) - known)
                if missing:
                    self.refuse(t, f"the getter reads `self.{missing[0]}`, which `{cls.name.value}.__init__` does "
                                   "not set: computing it at construction could raise")
                    continue
            base = current if current is not None else init
            stmt = cst.SimpleStatementLine(
                [cst.Assign([cst.AssignTarget(cst.Name("_"))], cst.parse_expression(f"self.{prop}"))],
                trailing_whitespace=cst.TrailingWhitespace(whitespace=cst.SimpleWhitespace("  "),
                                                           comment=cst.Comment(WARM_COMMENT)))
            body = base.body
            if not isinstance(body, cst.IndentedBlock):
                self.refuse(t, f"`{cls.name.value}.__init__` is written on one line")
                continue
            updated = base.with_changes(body=body.with_changes(body=list(body.body) + [stmt]))
            new_inits[id(init)] = updated
            originals[id(init)] = init
            warmed.setdefault(id(init), set()).add(prop)
            self.done(t, f"`{cls.name.value}.__init__` computes `{prop}` (functools.cached_property) at its end: "
                         "compiled reads find the value instead of taking the property's lock")
        for k, new in new_inits.items():
            pairs.append((originals[k], new))
        return replace_nodes(tree, pairs) if pairs else tree


Codemod = WarmProperty
