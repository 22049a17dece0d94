"""Roots compiled through a user's own wrapper (``compile-wrappers`` / ``--compile-wrapper``).

The index records compile calls by name (``compile``, ``install_torch_compiled``,
``support_torch_compile``), so a wrapper called ``compile_model`` would otherwise produce no root.
This pre-pass reads only the scanned files that mention a wrapper's name, finds

* ``wrapper(fn)`` / ``wrapper(Model())`` / ``wrapper(model=fn)`` calls (module level or in a function),
* ``@wrapper`` / ``@wrapper(...)`` on functions, methods and classes,

and turns each argument it can name statically - a function or class defined at the top level of a
scanned module, directly or through ``from m import name`` - into a declared root
(``module:qualname``). Anything it cannot name is left to the engine (``--roots forwards``).
"""
from __future__ import annotations

import ast
from typing import Iterable, Optional

from compilelint.names import absolute_module, definitions, dotted


def find(files: Iterable, wrappers: Iterable[str]) -> list[str]:
    """``module:qualname`` root specs for the values handed to the given wrappers."""
    wrappers = [w for w in wrappers if w]
    if not wrappers:
        return []
    lasts = {w.rsplit(".", 1)[-1] for w in wrappers}
    wset = set(wrappers)
    parsed: dict[str, tuple] = {}
    for f in files:
        try:
            with open(f.path, "rb") as fh:
                data = fh.read()
        except OSError:
            continue
        if not any(last.encode() in data for last in lasts):
            parsed.setdefault(f.module, None)
            continue
        try:
            tree = ast.parse(data)
        except (SyntaxError, ValueError, RecursionError):
            continue
        parsed[f.module] = (f, tree)
    # top-level definitions of every scanned module that mentions a wrapper (others are read lazily)
    defs_cache: dict[str, dict] = {}
    by_module = {f.module: f for f in files}

    def defs_of(module: str) -> dict:
        if module not in defs_cache:
            f = by_module.get(module)
            d: dict = {}
            if f is not None:
                got = parsed.get(module)
                tree = got[1] if got else None
                if tree is None:
                    try:
                        with open(f.path, "rb") as fh:
                            tree = ast.parse(fh.read())
                    except (OSError, SyntaxError, ValueError, RecursionError):
                        tree = None
                if tree is not None:
                    d = definitions(tree, into_functions=False)
            defs_cache[module] = d
        return defs_cache[module]

    specs: list[str] = []
    for module, got in parsed.items():
        if not got:
            continue
        f, tree = got
        imports: dict[str, str] = {}  # local name -> dotted target
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                base = absolute_module(f.module, f.is_package, node.level, node.module)
                for a in node.names:
                    imports[a.asname or a.name] = f"{base}.{a.name}" if base else a.name
            elif isinstance(node, ast.Import):
                for a in node.names:
                    imports[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
        local = defs_of(module)

        def resolve(name: str) -> str:
            head, _, rest = name.partition(".")
            if head in imports:
                full = imports[head]
            elif head in local:
                full = f"{module}.{head}"
            else:
                return name
            return f"{full}.{rest}" if rest else full

        def is_wrapper(expr: ast.AST) -> bool:
            name = dotted(expr.func if isinstance(expr, ast.Call) else expr)
            if not name or name.rsplit(".", 1)[-1] not in lasts:
                return False
            full = resolve(name)
            return full in wset or name in wset

        def spec_for(value: ast.AST) -> Optional[str]:
            if isinstance(value, ast.Call):  # an instance: Model(...)
                value = value.func
            name = dotted(value)
            if not name or "." in name:
                return None
            if name in local:
                return f"{module}:{name}"
            target = imports.get(name)
            if target and "." in target:
                mod, _, qual = target.rpartition(".")
                if qual in defs_of(mod):
                    return f"{mod}:{qual}"
            return None

        qual_of = {id(node): q for q, node in local.items()}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and is_wrapper(node):
                arg = node.args[0] if node.args else next(
                    (k.value for k in node.keywords if k.arg in ("model", "module", "fn", "func")), None)
                spec = spec_for(arg) if arg is not None else None
                if spec:
                    specs.append(spec)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if any(is_wrapper(d) for d in node.decorator_list) and id(node) in qual_of:
                    specs.append(f"{module}:{qual_of[id(node)]}")
    out: list[str] = []
    for s in specs:
        if s not in out:
            out.append(s)
    return out


__all__ = ["find"]
