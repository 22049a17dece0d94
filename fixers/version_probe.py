"""version_probe: a CUDA version probe prefers ``torch.version.cuda``; the old probe stays as the
fallback and runs outside compiled code.

Before (flashinfer 0.6.8.post1, ``jit/cpp_ext.py``)::

    @functools.cache
    def get_cuda_version() -> Version:
        try:
            ...
            txt = subprocess.check_output([nvcc, "--version"], text=True)
            ...
            return Version(matches[0])
        ...

After::

    @functools.cache
    @torch.compiler.assume_constant_result
    def get_cuda_version() -> Version:
        if torch.version.cuda is not None:
            return Version(torch.version.cuda)
        try:
            ...

The early return has the function's own return type: ``Version(torch.version.cuda)`` when the
function returns ``Version(...)`` (or any one-argument constructor/parser), a tuple of ints when
it returns ``int(major), int(minor)``, the string itself for ``-> str``, ``float(...)`` for floats.
A function whose return type cannot be told is refused. ``assume_constant_result`` (innermost,
under any ``functools.cache``) keeps the fallback probe out of the trace when
``torch.version.cuda`` is ``None``.

Safety: **unsafe** -- ``torch.version.cuda`` is the toolkit PyTorch was built with, which can
differ from the ``nvcc`` on ``PATH`` that the probe used to report.
"""
from __future__ import annotations

import ast
import re
from typing import Optional

import libcst as cst

from compilelint.fixers._common import (ACR_NAMES, UNSAFE, FixCodemod, ImportMap, annotation_text,
                                        body_statements, fn_ast, has_decorator, returns_of,
                                        split_docstring)
from compilelint.fixers.constant_probe import acr_decorator

STRATEGY = "version_probe"
SAFETY = UNSAFE

CUDA_HINT = re.compile(r"nvcc|cuda|CUDA")


def looks_like_version_probe(fn_src: str, name: str) -> bool:
    """A function named like a version query whose body talks about nvcc/CUDA."""
    return bool(re.search(r"version", name, re.I)) and bool(CUDA_HINT.search(fn_src))


def preferred_expression(fa: ast.FunctionDef) -> tuple[Optional[str], str]:
    """(expression source returning ``torch.version.cuda`` in the function's type, why/why not)."""
    ann = (annotation_text(fa.returns) or "").replace(" ", "")
    kinds = []
    for r in returns_of(fa):
        v = r.value
        if v is None:
            continue
        if isinstance(v, ast.Call) and len(v.args) == 1 and not v.keywords:
            fname = ast.unparse(v.func)
            plain = all(isinstance(n, (ast.Name, ast.Attribute, ast.Load)) for n in ast.walk(v.func))
            last = fname.rsplit(".", 1)[-1]
            if fname in ("int", "float", "str", "tuple", "list"):
                kinds.append((fname, fname + "(torch.version.cuda)" if fname in ("float", "str") else None))
            elif plain and (last[:1].isupper() or last in ("parse", "parse_version")):
                # a version type or parser: Version(...), packaging.version.parse(...)
                kinds.append(("call:" + fname, f"{fname}(torch.version.cuda)"))
        elif isinstance(v, ast.Tuple) and v.elts and all(
                isinstance(e, ast.Call) and ast.unparse(e.func) == "int" for e in v.elts):
            n = len(v.elts)
            kinds.append((f"tuple{n}", f'tuple(int(p) for p in torch.version.cuda.split(".")[:{n}])'))
        elif isinstance(v, ast.Attribute) and ast.unparse(v) == "torch.version.cuda":
            continue  # the function already returns torch.version.cuda somewhere; not a type hint
    kinds = [k for k in kinds if k[1] is not None]
    distinct = {k for k, _ in kinds}
    if len(distinct) == 1:
        return kinds[0][1], f"returns {kinds[0][0].removeprefix('call:')}(...)"
    if len(distinct) > 1:
        return None, f"its returns disagree on the type ({', '.join(sorted(distinct))})"
    m = re.fullmatch(r"(?:typing\.)?(?:Tuple|tuple)\[(int(?:,int)*)\]", ann)
    if m:
        n = m.group(1).count("int")
        return f'tuple(int(p) for p in torch.version.cuda.split(".")[:{n}])', f"-> {ann}"
    if ann == "str":
        return "torch.version.cuda", "-> str"
    if ann == "float":
        return "float(torch.version.cuda)", "-> float"
    if ann:
        last = ann.rsplit(".", 1)[-1]
        if last in ("Version", "LooseVersion", "StrictVersion"):
            return f"{ann}(torch.version.cuda)", f"-> {ann}"
    return None, "cannot tell which type it returns (no return annotation or recognisable return)"


def _already_prefers(stmts) -> bool:
    for s in stmts[:2]:
        if isinstance(s, cst.If):
            code = cst.Module([]).code_for_node(s.test).replace(" ", "")
            if code == "torch.version.cudaisnotNone":
                return True
    return False


class VersionProbe(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "prefer torch.version.cuda in a CUDA version probe"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        imports = ImportMap(tree, self.module_name, self.is_package)
        pairs = []
        seen = set()
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, parents = found
            if id(fn) in seen:
                self.done(t, f"`{t.function}` fixed (same fix as another finding)")
                continue
            seen.add(id(fn))
            fa = fn_ast(tree, fn)
            doc, rest = split_docstring(body_statements(fn))
            has_pref = _already_prefers(rest)
            has_acr = has_decorator(fn, ACR_NAMES, imports)
            if has_pref and has_acr:
                self.done(t, f"`{t.function}` already prefers torch.version.cuda")
                continue
            new_fn = fn
            if not has_pref:
                expr, why = preferred_expression(fa)
                if expr is None:
                    self.refuse(t, f"`{t.function}`: {why}; not guessing the type of the torch.version.cuda fallback")
                    continue
                early = cst.parse_statement(f"if torch.version.cuda is not None:\n    return {expr}\n")
                first_rest = rest[0] if rest else None
                if first_rest is not None and hasattr(first_rest, "leading_lines"):
                    # keep comments that belong to the original first statement with it
                    early = early.with_changes(leading_lines=())
                new_body = list(doc) + [early] + list(rest)
                new_fn = new_fn.with_changes(body=fn.body.with_changes(body=new_body))
            if not has_acr:
                new_fn = new_fn.with_changes(decorators=list(new_fn.decorators) + [acr_decorator()])
            pairs.append((fn, new_fn))
            self.done(t, f"`{t.function}` prefers torch.version.cuda; the old probe is the fallback, "
                         "evaluated outside the trace (assume_constant_result)")
        if not pairs:
            return tree
        self.need_import("torch")
        from compilelint.fixers._common import replace_nodes
        return replace_nodes(tree, pairs)


Codemod = VersionProbe
