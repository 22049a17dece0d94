"""Names shared by every stage: dotted expressions, relative imports, display paths, definitions.

Each helper exists once here; the stages that need one import it instead of keeping a twin.
Nothing in this module imports another compilelint module.
"""
from __future__ import annotations

import ast
import functools
import os
from typing import Iterator, Optional

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_BLOCKS = (ast.stmt, ast.excepthandler) + ((ast.match_case,) if hasattr(ast, "match_case") else ())


def dotted(node: ast.AST) -> Optional[str]:
    """``a.b.c`` for Name/Attribute chains, ``f().g`` through calls, ``d[]`` through subscripts,
    ``(root / "x").exists`` as ``root.exists`` (a path join keeps the left operand's type); None
    for anything else."""
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


def decorator_names(decorators) -> set:
    """The last names of a function's decorators, a factory's call marks dropped
    (``functools.wraps()`` -> ``wraps``, ``lru_cache()`` -> ``lru_cache``)."""
    return {d.rsplit(".", 1)[-1].removesuffix("()") for d in decorators}


def property_decorated(decorators) -> bool:
    """``@property`` / ``@functools.cached_property`` among a function's decorator names."""
    return any(d.rsplit(".", 1)[-1] in ("property", "cached_property") for d in decorators)


def dataclass_decorated(decorators) -> bool:
    """``@dataclass`` / ``@dataclasses.dataclass(frozen=True)`` among a class's decorator names."""
    return any(d.rstrip("()").rsplit(".", 1)[-1] == "dataclass" for d in decorators)


def absolute_module(module: str, is_package: bool, level: int, name: Optional[str]) -> str:
    """The module ``from <level dots><name> import ...`` names inside ``module``.

    ``level`` 1 is the package holding ``module`` - ``module`` itself when it is a package's
    ``__init__`` (``is_package``) - and each further level goes one package up. ``level`` 0 is an
    absolute import: ``name`` as written."""
    if not level:
        return name or ""
    base = module.split(".") if module else []
    if not is_package:
        base = base[:-1]
    if level > 1:
        base = base[: max(len(base) - (level - 1), 0)]
    return ".".join([*base, name] if name else base)


@functools.lru_cache(maxsize=65536)
def _display_in(path: str, cwd: str) -> str:
    try:
        rel = os.path.relpath(path, cwd)
    except ValueError:  # another drive (Windows)
        return path
    return path if rel.startswith("..") else rel


def display_path(path: str) -> str:
    """``path`` relative to the current directory when it lies below it, else as given."""
    return _display_in(os.fspath(path), os.getcwd())


def definitions(tree: ast.AST, into_functions: bool = True) -> dict[str, ast.AST]:
    """Qualname (``Cls.method``, ``outer.inner``; no ``<locals>``) -> the function or class node,
    for every definition in ``tree`` - through compound statements (``if``, ``try``, ``with``) and
    classes, and, with ``into_functions``, through function bodies. The first definition of a
    qualname wins."""
    out: dict[str, ast.AST] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, _DEFS):
                q = f"{prefix}.{child.name}" if prefix else child.name
                out.setdefault(q, child)
                if isinstance(child, ast.ClassDef) or into_functions:
                    visit(child, q)
            elif into_functions or isinstance(child, _BLOCKS):
                visit(child, prefix)

    visit(tree, "")
    return out


def split_qualname(fq: str, modules) -> Optional[tuple[str, str]]:
    """(module, qualname inside it) for a dotted name, taking the longest prefix in ``modules``."""
    parts = fq.split(".")
    for i in range(len(parts) - 1, 0, -1):
        mod = ".".join(parts[:i])
        if mod in modules:
            return mod, ".".join(parts[i:])
    return None


def stmt_lists(node: ast.AST):
    """Every statement list (``body``/``orelse``/``finalbody``) inside ``node``."""
    for n in ast.walk(node):
        for field in ("body", "orelse", "finalbody"):
            v = getattr(n, field, None)
            if isinstance(v, list) and v and isinstance(v[0], ast.stmt):
                yield v


def iter_statements(node: ast.AST):
    """Every statement inside ``node`` (nested blocks, handlers, match cases and nested defs
    included), without walking into expressions: the statements ``ast.walk`` would reach, for a
    fraction of its visits."""
    stack = [node]
    while stack:
        n = stack.pop()
        if n is not node:
            yield n
        for field in ("body", "orelse", "finalbody"):
            v = getattr(n, field, None)
            if type(v) is list:
                stack.extend(x for x in v if isinstance(x, ast.stmt))
        for h in getattr(n, "handlers", ()) or ():
            stack.extend(h.body)
        for c in getattr(n, "cases", ()) or ():
            stack.extend(c.body)


__all__ = ["dotted", "absolute_module", "display_path", "definitions", "split_qualname", "stmt_lists",
           "iter_statements"]


def own_nodes(fn: ast.AST) -> Iterator[ast.AST]:
    """Nodes of ``fn``'s body, not descending into nested defs/lambdas/classes."""
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        n = stack.pop()
        yield n
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(n))
