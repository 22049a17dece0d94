"""opaque_op: a barrier-laden tensor function becomes a ``torch.library.custom_op`` with a fake.

Definition form (the function lives in the fix targets)::

    def quantize(x: torch.Tensor, block: int = 16) -> torch.Tensor:
        \"\"\"doc\"\"\"
        mod = load_kernel_module()                       # JIT build, file locks, subprocess...
        out = torch.empty(x.shape[0], x.shape[1] // 2, dtype=torch.uint8, device=x.device)
        mod.quantize(x, out, block)
        return out

becomes::

    @torch.library.custom_op("pkg::quant_quantize", mutates_args=())
    def _quantize_op(x: torch.Tensor, block: int = 16) -> torch.Tensor:
        mod = load_kernel_module()
        ...
        return out


    @_quantize_op.register_fake
    def _quantize_fake(x: torch.Tensor, block: int = 16) -> torch.Tensor:
        out = torch.empty(x.shape[0], x.shape[1] // 2, dtype=torch.uint8, device=x.device)
        return out


    def quantize(x: torch.Tensor, block: int = 16) -> torch.Tensor:
        \"\"\"doc\"\"\"
        return _quantize_op(x, block)

The public name keeps its signature, docstring and decorators; dynamo sees one opaque op node.

Call-site form (``options["call_site"]``; the barrier lives in a package outside the targets):
the calls of the external callee inside the target function are rewritten to call a new op
defined in the target module, whose body calls the external function and whose fake comes from
the knowledge base -- what sglang 0.5.12 did upstream for flashinfer's ``fp4_quantize``.

The fake, in order of preference: the knowledge base (``compilelint.rules.known_kernels``); the
function's own output allocations (the statements computing the returned tensors, when they are
plain shape arithmetic and ``torch`` allocations/ops); otherwise the fix is refused with the
reason -- never a guessed shape. Parameters must have types ``torch.library.infer_schema``
accepts (Tensor, Optional[Tensor], int, float, bool, str, their Optionals, lists of ints or
tensors, dtype, device); unannotated ones are typed from their default or their use as tensors.
Methods, generators, functions returning views of their inputs and functions that write into
their tensor arguments are refused.

Safety: **unsafe** -- the op runs eagerly inside the compiled graph (no fusion across it), and a
fake derived from code is only as right as that code's allocations.
"""
from __future__ import annotations

import ast
import re
from typing import Optional

import libcst as cst

from compilelint.fixers._common import (DISABLE_NAMES, UNSAFE, FixCodemod, ImportMap, Target,
                                        added_to_tensor, annotation_text, body_statements, dotted_name, fn_ast,
                                        is_generator, is_tensor_annotation,
                                        is_tensorish_return_annotation, literal_type, own_nodes,
                                        param_kinds, replace_nodes, returns_of, split_docstring, strip_optional,
                                        used_as_tensor)
from compilelint.rules import known_kernels as kb

STRATEGY = "opaque_op"
SAFETY = UNSAFE

SCALAR_TYPES = {"int", "float", "bool", "str"}
OTHER_OK = {"torch.dtype", "dtype", "torch.device", "device", "torch.types.Number", "Number"}
LIST_RE = re.compile(r"(?:typing\.)?(?:List|list|Sequence)\[(.+)\]")

VIEW_METHODS = {"view", "view_as", "reshape", "reshape_as", "transpose", "t", "T", "mT", "permute",
                "expand", "expand_as", "squeeze", "unsqueeze", "flatten", "unflatten", "narrow",
                "select", "as_strided", "detach", "contiguous", "chunk", "split", "unbind", "movedim",
                "diagonal", "to", "float", "half", "bfloat16", "double", "int", "long", "type",
                "type_as", "real", "imag", "swapaxes", "moveaxis", "tensor_split", "alias"}
TORCH_VIEW_FUNCS = {"reshape", "flatten", "squeeze", "unsqueeze", "transpose", "permute", "narrow",
                    "select", "as_strided", "view_as_real", "view_as_complex", "chunk", "split",
                    "unbind", "t", "movedim", "diagonal", "broadcast_to", "detach", "swapaxes"}
FORBIDDEN_METHODS = {"item", "tolist", "numpy", "data_ptr", "cpu", "cuda", "storage", "untyped_storage",
                     "__array__", "record_stream", "pin_memory", "share_memory_"}
TORCH_BLOCK = re.compile(r"^torch\.(cuda|save|load|ops\.(?!aten\.)|distributed|library|compile|"
                         r"compiler|_dynamo|backends|utils|hub|jit|multiprocessing|profiler|"
                         r"manual_seed|set_|use_deterministic)")
PURE_MATH_HELPERS = {"round_up", "cdiv", "ceil_div", "div_up", "round_up_to_multiple", "align_up",
                     "next_power_of_2", "_round_up", "ceildiv"}
SAFE_BUILTINS = {"int", "float", "bool", "len", "max", "min", "tuple", "list", "range", "abs", "round",
                 "divmod", "sum", "isinstance", "getattr", "hasattr", "enumerate", "zip", "reversed",
                 "sorted", "all", "any", "str", "dict", "slice", "pow"}


# ---------------------------------------------------------------------------------------------
# parameter / return typing
# ---------------------------------------------------------------------------------------------
def schema_annotation(text: str) -> bool:
    """Whether custom_op schema inference accepts this annotation (measured on torch 2.13)."""
    inner, _ = strip_optional(text)
    inner = inner.strip("'\"")
    if is_tensor_annotation(inner) or inner in SCALAR_TYPES or inner in OTHER_OK:
        return True
    m = LIST_RE.fullmatch(inner)
    if m:
        e = m.group(1)
        return e in ("int", "float", "bool") or is_tensor_annotation(e)
    return False


def canonical_annotation(text: str) -> str:
    """The schema type spelled with names that always exist at run time (``torch``, builtins,
    ``Optional``): the op is built at import, so an annotation only imported under
    ``TYPE_CHECKING`` (or spelled ``Tensor`` via some alias) must not reach it."""
    t = text.strip().strip("'\"").replace(" ", "")
    inner, optional = strip_optional(t)
    if optional:
        return f"Optional[{canonical_annotation(inner)}]"
    if is_tensor_annotation(t):
        return "torch.Tensor"
    m = re.fullmatch(r"(?:typing\.)?(?:Tuple|tuple)\[(.+)\]", t)
    if m:
        return "tuple[" + ", ".join(canonical_annotation(e) for e in _split_top(m.group(1))) + "]"
    m = LIST_RE.fullmatch(t)
    if m:
        return f"list[{canonical_annotation(m.group(1))}]"
    if t in ("dtype", "torch.dtype"):
        return "torch.dtype"
    if t in ("device", "torch.device"):
        return "torch.device"
    return t


def _split_top(s: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur:
        parts.append(cur)
    return parts


def op_params(fa: ast.FunctionDef) -> tuple[Optional[list[tuple[str, str, Optional[str], str]]], str]:
    """([(name, annotation, default source, kind)], problem)."""
    out = []
    for name, arg, default, kind in param_kinds(fa):
        if kind in ("vararg", "varkw"):
            return None, f"`*{name}`/`**{name}` parameters cannot be part of an op schema"
        if kind == "posonly":
            return None, f"positional-only parameter `{name}` is not supported by custom_op"
        ann = annotation_text(arg.annotation)
        dsrc = ast.unparse(default) if default is not None else None
        if ann is None:
            lt = literal_type(default)
            if lt in SCALAR_TYPES:
                ann = lt
            elif default is None and used_as_tensor(fa, name):
                ann = "torch.Tensor"
            elif lt == "None" and (used_as_tensor(fa, name) or added_to_tensor(fa, name)):
                ann = "Optional[torch.Tensor]"
            else:
                return None, (f"parameter `{name}` has no annotation and its type cannot be told "
                              "(annotate it: custom_op infers the schema from annotations)")
        if not schema_annotation(ann):
            return None, (f"parameter `{name}: {ann}` has a type torch.library.custom_op cannot put "
                          "in a schema (Tensor, Optional[Tensor], int, float, bool, str, lists of them)")
        out.append((name, ann, dsrc, kind))
    return out, ""


def mutated_params(fa: ast.FunctionDef, tensor_params: set[str], by_name: bool = True) -> list[str]:
    """Parameters the body writes into (in-place methods, ``out=``, item and slice stores), and
    with ``by_name`` those named like output buffers."""
    out = []
    for n in own_nodes(fa):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
            base = n.func.value
            if isinstance(base, ast.Name) and base.id in tensor_params and n.func.attr.endswith("_") \
                    and not n.func.attr.startswith("_"):
                out.append(base.id)
            for kw in n.keywords:
                if kw.arg == "out" and isinstance(kw.value, ast.Name) and kw.value.id in tensor_params:
                    out.append(kw.value.id)
        if isinstance(n, (ast.Assign, ast.AugAssign)):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            for t in targets:
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in tensor_params:
                    out.append(t.value.id)
    for p in tensor_params if by_name else ():
        if re.fullmatch(r"(out|output|dst|dest|buf|buffer|result|workspace)(_\w+)?", p):
            out.append(p)
    return sorted(set(out))


def _mutation_result(fa: ast.FunctionDef, muts: list) -> Optional[str]:
    """For a function writing into its arguments: "" when it returns nothing, the argument's name
    when its only valued return is a final ``return <mutated argument>`` it never rebinds, else None."""
    body = list(fa.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    valued = [r for r in returns_of(fa) if r.value is not None
              and not (isinstance(r.value, ast.Constant) and r.value.value is None)]
    if not valued:
        return "" if annotation_text(fa.returns) in (None, "None") else None
    last = body[-1] if body else None
    if len(valued) != 1 or valued[0] is not last or not isinstance(last.value, ast.Name) or last.value.id not in muts:
        return None
    name = last.value.id
    if any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del)) for n in own_nodes(fa)):
        return None
    return name


def _handed_to_calls(fa: ast.FunctionDef, tensor_params: set, imports: ImportMap) -> set:
    """Tensor arguments passed to a call that is not torch's own (a kernel launch, a helper)."""
    out = set()
    for n in own_nodes(fa):
        if not isinstance(n, ast.Call):
            continue
        callee = ast.unparse(n.func)
        resolved = imports.resolve(callee) or callee
        if resolved.startswith("torch.") or callee.split(".")[0] in tensor_params or callee in BUILTIN_PURE:
            continue
        for a in [*n.args, *(k.value for k in n.keywords)]:
            if isinstance(a, ast.Starred):
                a = a.value
            if isinstance(a, ast.Name) and a.id in tensor_params:
                out.add(a.id)
    return out


BUILTIN_PURE = frozenset({"int", "float", "bool", "len", "range", "min", "max", "abs", "isinstance", "print",
                          "tuple", "list", "enumerate", "zip", "str", "round"})


# ---------------------------------------------------------------------------------------------
# fake derivation from the function's own allocations
# ---------------------------------------------------------------------------------------------
class FakeDerivation:
    def __init__(self, fa: ast.FunctionDef, imports: ImportMap, module_funcs: dict[str, ast.FunctionDef],
                 tensor_params: set[str]):
        self.fa = fa
        self.imports = imports
        self.module_funcs = module_funcs
        self.params = {p for p, *_ in param_kinds(fa)}
        self.tensor_params = tensor_params
        self.problem = ""

    def _call_ok(self, c: ast.Call) -> bool:
        f = c.func
        name = ast.unparse(f)
        full = self.imports.resolve(name) or name
        if isinstance(f, ast.Attribute):
            if f.attr in FORBIDDEN_METHODS:
                self.problem = f"`.{f.attr}()` needs real data"
                return False
            if full.startswith("torch."):
                if TORCH_BLOCK.match(full):
                    self.problem = f"`{full}` is not a shape computation"
                    return False
                return True
            if full.startswith("math."):
                return True
            # a method call on a value: fine when the value itself is computable
            return self._expr_ok(f.value)
        if isinstance(f, ast.Name):
            if f.id in SAFE_BUILTINS and f.id not in self.imports.names:
                return True
            last = full.rsplit(".", 1)[-1]
            if last in PURE_MATH_HELPERS:
                return True
            if f.id in self.module_funcs and self._pure_helper(self.module_funcs[f.id]):
                return True
            if full.startswith(("torch.", "math.")) and not TORCH_BLOCK.match(full):
                return True
            self.problem = f"`{name}(...)` is not known to be a pure shape computation"
            return False
        self.problem = f"`{name}(...)` cannot be evaluated on fake tensors"
        return False

    @staticmethod
    def _pure_helper(fn: ast.FunctionDef) -> bool:
        body = [s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
            return False
        return not any(isinstance(n, (ast.Call, ast.Attribute, ast.Subscript)) for n in ast.walk(body[0].value))

    def _expr_ok(self, e: ast.AST) -> bool:
        for n in ast.walk(e):
            if isinstance(n, ast.Call) and not self._call_ok(n):
                return False
            if isinstance(n, (ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr)):
                self.problem = "the expression has side effects"
                return False
        return True

    def _stmt_ok(self, s: ast.stmt) -> Optional[ast.stmt]:
        """A fake-safe copy of ``s`` (effect-only calls inside branches dropped), or None."""
        if isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            v = s.value
            if v is None or not self._expr_ok(v):
                return None
            targets = s.targets if isinstance(s, ast.Assign) else [s.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, (ast.Attribute, ast.Subscript)):
                        self.problem = "it stores into an attribute or item"
                        return None
            return s
        if isinstance(s, (ast.Pass, ast.Assert)):
            return s
        if isinstance(s, ast.If):
            if not self._expr_ok(s.test):
                return None
            body = [x for x in (self._branch_stmt(b) for b in s.body) if x is not False]
            orelse = [x for x in (self._branch_stmt(b) for b in s.orelse) if x is not False]
            if any(x is None for x in body + orelse):
                return None
            return ast.If(test=s.test, body=body or [ast.Pass()], orelse=orelse)
        self.problem = f"a `{type(s).__name__}` statement computes it"
        return None

    def _branch_stmt(self, s: ast.stmt):
        if isinstance(s, ast.Expr):
            return False  # effect-only call (a kernel filling an output): not needed for shapes
        if isinstance(s, ast.Raise):
            return s
        return self._stmt_ok(s)

    @staticmethod
    def _assigned(s: ast.stmt) -> set[str]:
        out = set()
        for n in ast.walk(s):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                out.add(n.id)
        return out

    @staticmethod
    def _loaded(s: ast.AST) -> set[str]:
        out = set()
        for n in ast.walk(s):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
                out.add(n.id)
            if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
                out.add(n.target.id)
        return out

    def derive(self) -> tuple[Optional[list[ast.stmt]], str]:
        body = list(self.fa.body)
        if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
            body = body[1:]
        rets = [n for n in own_nodes(self.fa) if isinstance(n, ast.Return)]
        if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
            return None, "its last statement is not `return <tensors>`"
        if len(rets) != 1:
            return None, f"it has {len(rets)} return statements (only a single final return can be followed)"
        ret = body[-1]
        if not self._expr_ok(ret.value):
            return None, f"the returned `{ast.unparse(ret.value)}` is not computed by torch allocations: {self.problem}"
        needed = self._loaded(ret.value)
        kept: list[ast.stmt] = []
        for s in reversed(body[:-1]):
            assigned = self._assigned(s)
            if not (assigned & needed):
                continue
            ok = self._stmt_ok(s)
            if ok is None:
                names = ", ".join(f"`{n}`" for n in sorted(assigned & needed))
                return None, f"{names} (line {s.lineno} of the function) is not computed by plain shape arithmetic and torch allocations: {self.problem}"
            kept.append(ok)
            if isinstance(s, ast.If) or isinstance(s, ast.AugAssign):
                needed = needed | self._loaded(ok)
            else:
                needed = (needed - assigned) | self._loaded(ok)
        kept.reverse()
        # every remaining name must exist outside the function body
        local_stores = {n.id for n in own_nodes(self.fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        missing = sorted(n for n in needed if n in local_stores and n not in self.params
                         and not any(n in self._assigned(k) for k in kept))
        if missing:
            return None, f"{', '.join(f'`{m}`' for m in missing)} cannot be computed from the inputs alone"
        # aliasing: the outputs must be fresh tensors
        elts = ret.value.elts if isinstance(ret.value, ast.Tuple) else [ret.value]
        assigns = {}
        for k in kept:
            for n in ast.walk(k):
                if isinstance(n, ast.Assign):
                    for t in n.targets:
                        if isinstance(t, ast.Name):
                            assigns.setdefault(t.id, []).append(n.value)
        for e in elts:
            fresh = self._fresh(e, assigns, set())
            if fresh is False:
                return None, (f"it returns `{ast.unparse(e)}`, which is (a view of) an input; a custom op "
                              "may not return aliases of its inputs")
            if fresh is None:
                return None, f"cannot tell that `{ast.unparse(e)}` is a tensor allocated by the function"
        return kept + [ret], ""

    def _fresh(self, e: ast.AST, assigns, seen) -> Optional[bool]:
        """True: a new tensor; False: aliases an input; None: unknown / not a tensor."""
        if isinstance(e, ast.Name):
            if e.id in self.tensor_params:
                return False
            if e.id in seen or e.id not in assigns:
                return None
            vals = [self._fresh(v, assigns, seen | {e.id}) for v in assigns[e.id]]
            if any(v is False for v in vals):
                return False
            return True if vals and all(v for v in vals) else None
        if isinstance(e, ast.Subscript):
            return self._fresh(e.value, assigns, seen)
        if isinstance(e, ast.IfExp):
            a, b = self._fresh(e.body, assigns, seen), self._fresh(e.orelse, assigns, seen)
            return False if (a is False or b is False) else (True if a and b else None)
        if isinstance(e, ast.BinOp):
            return True
        if isinstance(e, ast.Call):
            f = e.func
            name = ast.unparse(f)
            full = self.imports.resolve(name) or name
            if full.startswith("torch."):
                fname = full.split(".")[-1]
                if fname in TORCH_VIEW_FUNCS and e.args:
                    return self._fresh(e.args[0], assigns, seen)
                return True
            if isinstance(f, ast.Attribute):
                if f.attr in VIEW_METHODS:
                    return self._fresh(f.value, assigns, seen)
                base = self._fresh(f.value, assigns, seen)
                return True if base is not None else None
        return None


# ---------------------------------------------------------------------------------------------
# code generation
# ---------------------------------------------------------------------------------------------
def _sig(params, width: int = 72) -> str:
    parts = []
    kw_started = False
    for name, ann, default, kind in params:
        if kind == "kwonly" and not kw_started:
            parts.append("*")
            kw_started = True
        parts.append(f"{name}: {ann}" + (f" = {default}" if default is not None else ""))
    flat = ", ".join(parts)
    if len(flat) <= width:
        return flat
    return "\n" + "".join(f"    {p},\n" for p in parts)


def _resign(src: str, fn_name: str, sig: str) -> str:
    """Replace the parameter list of ``def fn_name(...)`` (the first line(s) of ``src``)."""
    head = f"def {fn_name}("
    i = src.index(head) + len(head)
    depth, j = 1, i
    while depth:
        depth += {"(": 1, ")": -1}.get(src[j], 0)
        j += 1
    return src[:i] + sig + src[j - 1:]


def _forward(params, width: int = 60) -> str:
    parts = [name if kind != "kwonly" else f"{name}={name}" for name, _, _, kind in params]
    flat = ", ".join(parts)
    if len(flat) <= width:
        return flat
    return "\n" + "".join(f"    {p},\n" for p in parts)


def _ident(s: str) -> str:
    return re.sub(r"\W", "_", s).strip("_") or "op"


def op_names(module_name: str, fn_name: str, options: dict) -> str:
    ns = options.get("namespace") or _ident(module_name.split(".")[0] if module_name else "compilelint")
    base = module_name.rsplit(".", 1)[-1] if module_name else ""
    op = options.get("op_name") or (fn_name if base in ("", fn_name, "__init__") else f"{base}_{fn_name}")
    return f"{ns}::{_ident(op)}"


def _module_funcs(tree: cst.Module) -> dict[str, ast.FunctionDef]:
    out = {}
    for s in tree.body:
        if isinstance(s, cst.FunctionDef):
            try:
                out[s.name.value] = fn_ast(tree, s)
            except SyntaxError:
                pass
    return out


def _is_custom_op_def(stmt: cst.CSTNode, name: str) -> bool:
    if not isinstance(stmt, cst.FunctionDef) or stmt.name.value != name:
        return False
    return any((dotted_name(d.decorator) or "").startswith(("torch.library.custom_op", "custom_op"))
               for d in stmt.decorators)


class OpaqueOp(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "make a tensor function an opaque torch.library.custom_op with a fake"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        imports = ImportMap(tree, self.module_name, self.is_package)
        pairs = []
        inserts: list[tuple[str, list[cst.BaseStatement]]] = []  # (anchor top-level name, stmts)
        done_fns: set[int] = set()
        callsite_ops: dict[str, str] = {}  # callee -> op function name (this run)
        callsite_targets = [t for t in self.targets if t.options.get("call_site")]
        for t in self.targets:
            if t.options.get("call_site"):
                continue
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, parents = found
            if id(fn) in done_fns:
                self.done(t, f"`{t.function}` is an opaque op (same fix as another finding)")
                continue
            res = self._definition(tree, fn, parents, t, imports)
            if res is not None:
                done_fns.add(id(fn))
                pairs.append((fn, res))
        if callsite_targets:
            pairs_cs, inserts = self._call_sites(tree, callsite_targets, imports)
            pairs += pairs_cs
        if not pairs and not inserts:
            return tree
        self.need_import("torch")
        tree = replace_nodes(tree, pairs)
        for anchor_name, stmts in inserts:
            body = list(tree.body)
            idx = next((i for i, s in enumerate(body) if isinstance(s, (cst.FunctionDef, cst.ClassDef))
                        and s.name.value == anchor_name), None)
            if idx is None:
                idx = len(body)
            else:
                body[idx] = body[idx].with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
            body[idx:idx] = stmts
            tree = tree.with_changes(body=body)
        return tree

    # ------------------------------------------------------------------ definition form
    def _definition(self, tree, fn: cst.FunctionDef, parents, t: Target, imports: ImportMap):
        name = fn.name.value
        op_fn, fake_fn = f"_{name.lstrip('_')}_op", f"_{name.lstrip('_')}_fake"
        if any(_is_custom_op_def(s, op_fn) for s in tree.body):
            self.done(t, f"`{t.function}` already calls the opaque op `{op_fn}`")
            return None
        if parents:
            kind = "a method" if isinstance(parents[-1], cst.ClassDef) else "a nested function"
            self.refuse(t, f"`{t.function}` is {kind}; an opaque op must be a module-level function of "
                           "tensors (move the kernel call into one, or fix the call site)")
            return None
        fa = fn_ast(tree, fn)
        if isinstance(fa, ast.AsyncFunctionDef) or is_generator(fa):
            self.refuse(t, f"`{name}` is a generator/coroutine")
            return None
        params, problem = op_params(fa)
        if params is None:
            self.refuse(t, f"`{name}`: {problem}")
            return None
        src_defaults = {p.name.value: cst.Module([]).code_for_node(p.default)
                        for p in [*fn.params.params, *fn.params.kwonly_params] if p.default is not None}
        params = [(n, canonical_annotation(a), src_defaults.get(n, d) if d is not None else None, k)
                  for n, a, d, k in params]
        tensor_params = {p for p, ann, _, _ in params if is_tensor_annotation(ann)}
        if not tensor_params:
            self.refuse(t, f"`{name}` takes no tensor arguments; an op of constants is better a constant probe")
            return None
        ret = annotation_text(fa.returns)
        qual = f"{self.module_name}.{t.function}" if self.module_name else t.function
        kernel = kb.lookup(t.options.get("kernel")) if t.options.get("kernel") else kb.lookup(qual)
        muts = mutated_params(fa, tensor_params)
        if ret in (None, "None") and _mutation_result(fa, ["-"]) == "":
            # returns nothing: what it does is write into the tensors it hands a kernel
            muts = sorted(set(muts) | _handed_to_calls(fa, tensor_params, imports))
        if ret is not None and not is_tensorish_return_annotation(ret) and not (ret == "None" and muts):
            self.refuse(t, f"`{name}` returns `{ret}`, not tensors; a custom op must return tensors")
            return None
        if muts:
            returned = _mutation_result(fa, muts)
            if returned is None:
                self.refuse(t, f"`{name}` may write into its argument(s) {', '.join(f'`{m}`' for m in muts)} "
                               "and also returns a new value; an op that mutates inputs and returns tensors "
                               "needs mutates_args and its aliasing declared by hand")
                return None
            return self._mutating_definition(tree, fn, fa, t, params, tensor_params, muts, returned, imports)
        sig = _sig(params)
        if kernel is not None:
            missing = [u for u in kernel.uses if u not in {p[0] for p in params}]
            if missing:
                self.refuse(t, f"`{name}` matches the known kernel {kernel.key} but lacks its parameter(s) "
                               f"{', '.join(missing)}; its signature changed, so the known fake may be wrong")
                return None
            ret_ann = canonical_annotation(ret or kernel.returns)
            fake_src = kb.fake_source(kernel, fake_fn, [(n, a, d) for n, a, d, _ in params], ret_ann,
                                      signature=sig)
            origin = f"the known-kernel fake for {kernel.key}"
            if "Optional[" in sig or "Optional[" in fake_src:
                self.need_import("typing", "Optional")
        else:
            deriv = FakeDerivation(fa, imports, _module_funcs(tree), tensor_params)
            stmts, why = deriv.derive()
            if stmts is None:
                self.refuse(t, f"no fake for `{name}`: {why}; not guessing output shapes "
                               "(add the kernel to compilelint.rules.known_kernels or write the fake by hand)")
                return None
            if ret is None:
                elts = stmts[-1].value.elts if isinstance(stmts[-1].value, ast.Tuple) else None
                ret_ann = ("tuple[" + ", ".join(["torch.Tensor"] * len(elts)) + "]") if elts else "torch.Tensor"
            else:
                ret_ann = canonical_annotation(ret)
            body_src = self._fake_body_source(tree, fn, fa, stmts)
            fake_src = f"def {fake_fn}({sig}) -> {ret_ann}:\n" + "".join(
                f"    {line}\n" for line in body_src.splitlines())
            origin = "the function's own output allocations"
            if any("Optional[" in a for _, a, _, _ in params):
                self.need_import("typing", "Optional")
        opname = op_names(self.module_name, name, t.options)
        sig = _sig(params, 99 - len(f"def {fake_fn}() -> {ret_ann}:"))
        fake_src = _resign(fake_src, fake_fn, sig)
        # the op: the original body (docstring dropped), schema-typed signature
        doc, rest = split_docstring(body_statements(fn))
        op_def = cst.parse_statement(
            f'@torch.library.custom_op("{opname}", mutates_args=())\n'
            f"def {op_fn}({sig}) -> {ret_ann}:\n    pass\n")
        rest = list(rest)
        if rest and hasattr(rest[0], "leading_lines"):
            rest[0] = rest[0].with_changes(leading_lines=[l for l in rest[0].leading_lines if l.comment is not None])
        op_def = op_def.with_changes(body=op_def.body.with_changes(body=rest),
                                     leading_lines=list(fn.leading_lines))
        fake_def = cst.parse_statement(f"@{op_fn}.register_fake\n" + fake_src)
        fake_def = fake_def.with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        keep_decorators = [d for d in fn.decorators
                           if (imports.resolve((dotted_name(d.decorator) or "").removesuffix("()")) or "")
                           not in DISABLE_NAMES]
        wrapper_body = list(doc) + [cst.parse_statement(f"return {op_fn}({_forward(params)})\n")]
        wrapper = fn.with_changes(body=fn.body.with_changes(body=wrapper_body), decorators=keep_decorators,
                                  leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        removed = len(fn.decorators) - len(keep_decorators)
        self.done(t, f"`{name}` now calls the opaque op {opname} (`{op_fn}`), fake from {origin}"
                     + ("; removed @torch.compiler.disable" if removed else ""))
        return cst.FlattenSentinel([op_def, fake_def, wrapper])

    def _mutating_definition(self, tree, fn: cst.FunctionDef, fa: ast.FunctionDef, t: Target, params: list,
                             tensor_params: set, muts: list, returned: str, imports: ImportMap):
        """A function that writes its results into tensor arguments (``out[i] += ...``, ``out.copy_()``,
        a kernel handed ``out``) and returns nothing or that same argument: an op with those
        arguments in ``mutates_args`` and no result, its fake does nothing, and the public function
        calls it and returns the argument as before. Every tensor argument handed to a call outside
        torch is declared mutated too (the callee may write into it): more copies, never a lost
        write."""
        name = fn.name.value
        op_fn, fake_fn = f"_{name.lstrip('_')}_op", f"_{name.lstrip('_')}_fake"
        declared = sorted(set(muts) | _handed_to_calls(fa, tensor_params, imports))
        opname = op_names(self.module_name, name, t.options)
        sig = _sig(params, 99 - len(f"def {fake_fn}() -> None:"))
        if any("Optional[" in a for _, a, _, _ in params):
            self.need_import("typing", "Optional")
        doc, rest = split_docstring(body_statements(fn))
        rest = list(rest)
        if returned:
            rest = rest[:-1]  # the final ``return <argument>`` moves to the public function
        if not rest:
            rest = [cst.SimpleStatementLine([cst.Pass()])]
        if hasattr(rest[0], "leading_lines"):
            rest[0] = rest[0].with_changes(leading_lines=[l for l in rest[0].leading_lines if l.comment is not None])
        mutates = "(" + "".join(f'"{m}", ' for m in declared).rstrip(" ") + ")"
        op_def = cst.parse_statement(
            f'@torch.library.custom_op("{opname}", mutates_args={mutates})\n'
            f"def {op_fn}({sig}) -> None:\n    pass\n")
        op_def = op_def.with_changes(body=op_def.body.with_changes(body=rest), leading_lines=list(fn.leading_lines))
        fake_def = cst.parse_statement(
            f"@{op_fn}.register_fake\ndef {fake_fn}({sig}) -> None:\n"
            f"    return None  # writes only into {', '.join(declared)}: no result to describe\n")
        fake_def = fake_def.with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        keep_decorators = [d for d in fn.decorators
                           if (imports.resolve((dotted_name(d.decorator) or "").removesuffix("()")) or "")
                           not in DISABLE_NAMES]
        call = cst.parse_statement(f"{op_fn}({_forward(params)})\n")
        tail = [cst.parse_statement(f"return {returned}\n")] if returned else []
        wrapper = fn.with_changes(body=fn.body.with_changes(body=list(doc) + [call] + tail),
                                  decorators=keep_decorators, leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        removed = len(fn.decorators) - len(keep_decorators)
        self.done(t, f"`{name}` writes into {', '.join(f'`{m}`' for m in declared)}: it now calls the opaque op "
                     f"{opname} (`{op_fn}`) declared with mutates_args={mutates}"
                     + ("; removed @torch.compiler.disable" if removed else ""))
        return cst.FlattenSentinel([op_def, fake_def, wrapper])

    @staticmethod
    def _fake_body_source(tree: cst.Module, fn: cst.FunctionDef, fa: ast.FunctionDef, stmts: list) -> str:
        """The fake's statements, in their original spelling where they were kept unchanged."""
        cst_body = list(body_statements(fn))
        aligned = len(cst_body) == len(fa.body)
        out = []
        for s in stmts:
            idx = next((i for i, a in enumerate(fa.body) if a is s), None) if aligned else None
            if idx is not None:
                node = cst_body[idx]
                node = node.with_changes(leading_lines=()) if hasattr(node, "leading_lines") else node
                out.append(tree.code_for_node(node).rstrip("\n"))
            else:
                out.append(ast.unparse(s))
        return "\n".join(out)

    # ------------------------------------------------------------------ call-site form
    def _call_sites(self, tree, targets: list[Target], imports: ImportMap):
        pairs = []
        inserts = []
        by_callee: dict[str, list[tuple[Target, cst.FunctionDef, list, list[cst.Call]]]] = {}
        for t in targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, parents = found
            callee = t.options.get("callee", "")
            kernel = kb.lookup(t.options.get("kernel") or callee) or (kb.lookup_by_name(callee) or [None])[0]
            if kernel is None:
                self.refuse(t, f"`{callee}` is outside the fix targets and not in the known-kernel base; "
                               "its output shapes are unknown, so no fake can be written without guessing")
                continue
            calls = self._matching_calls(fn, callee, kernel, imports)
            if not calls:
                op_fn = f"_{kernel.op_name}_op"
                if any(_is_custom_op_def(s, op_fn) for s in tree.body):
                    self.done(t, f"call sites in `{t.function}` already call the opaque op `{op_fn}`")
                else:
                    self.refuse(t, f"no call of `{callee}` found in `{t.function}`")
                continue
            by_callee.setdefault(kernel.key, []).append((t, fn, parents, calls))
        for key, items in by_callee.items():
            kernel = kb.lookup(key)
            assert kernel is not None
            all_calls = [c for *_, calls in items for c in calls]
            problem = None
            max_pos = 0
            kw_used: set[str] = set()
            names = [p.name for p in kernel.params]
            for c in all_calls:
                pos = [a for a in c.args if a.keyword is None]
                if any(a.star for a in c.args):
                    problem = "a call passes *args/**kwargs"
                    break
                if len(pos) > len(names):
                    problem = f"a call passes {len(pos)} positional arguments; the kernel takes {len(names)}"
                    break
                max_pos = max(max_pos, len(pos))
                for a in c.args:
                    if a.keyword is not None:
                        if a.keyword.value not in names:
                            problem = f"a call passes `{a.keyword.value}=`, which the known signature lacks"
                            break
                        kw_used.add(a.keyword.value)
            if problem:
                for t, *_ in items:
                    self.refuse(t, f"cannot wrap `{kernel.key}` here: {problem}")
                continue
            chosen = [p for i, p in enumerate(kernel.params) if i < max_pos or p.name in kw_used]
            # required parameters must come first and be passed by every call
            params = []
            for i, p in enumerate(chosen):
                kind = "pos" if names.index(p.name) < max_pos else "kwonly"
                params.append((p.name, p.annotation, p.default, kind))
            callee_expr = cst.Module([]).code_for_node(all_calls[0].func)
            op_fn = f"_{kernel.op_name}_op"
            fake_fn = f"_{kernel.op_name}_fake"
            if any(_is_custom_op_def(s, op_fn) for s in tree.body):
                op_fn, fake_fn = op_fn + "_2", fake_fn + "_2"
            ext = kernel.key.split(".")[0]
            opname = op_names(self.module_name, f"{ext}_{kernel.op_name}",
                              {**items[0][0].options, "op_name": items[0][0].options.get("op_name") or f"{ext}_{kernel.op_name}"})
            sig = _sig(params, 99 - len(f"def {fake_fn}() -> {kernel.returns}:"))
            fwd = ", ".join(n if k == "pos" else f"{n}={n}" for n, _, _, k in params)
            op_src = (f'@torch.library.custom_op("{opname}", mutates_args=())\n'
                      f"def {op_fn}({sig}) -> {kernel.returns}:\n"
                      f'    """`{callee_expr}` as an opaque op: its body (JIT build, kernel launch) is not traced."""\n'
                      f"    return {callee_expr}({fwd})\n")
            fake_src = kb.fake_source(kernel, fake_fn, [(n, a, d) for n, a, d, _ in params], signature=sig)
            op_def = cst.parse_statement(op_src).with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
            fake_def = cst.parse_statement(f"@{op_fn}.register_fake\n" + fake_src).with_changes(
                leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
            if "Optional[" in sig or "Optional[" in fake_src:
                self.need_import("typing", "Optional")
            # insert before the first top-level statement holding a call site
            first = min(items, key=lambda it: self.pos(it[1]).start.line)
            anchor = (first[2][0] if first[2] else first[1]).name.value
            inserts.append((anchor, [op_def, fake_def]))
            for t, fn, parents, calls in items:
                for c in calls:
                    pairs.append((c.func, cst.Name(op_fn)))
                self.done(t, f"calls of `{callee_expr}` in `{t.function}` now go through the opaque op "
                             f"{opname} (`{op_fn}`), fake from the known-kernel base ({kernel.key})")
        return pairs, inserts

    def _matching_calls(self, fn: cst.FunctionDef, callee: str, kernel, imports: ImportMap) -> list[cst.Call]:
        wanted = set(kernel.qualnames) | ({callee.replace(":", ".")} if callee else set())
        last = {q.rsplit(".", 1)[-1] for q in wanted}
        out = []

        class _V(cst.CSTVisitor):
            def visit_FunctionDef(self, node):
                return node is fn

            def visit_Call(self, node):
                d = dotted_name(node.func)
                if d is None:
                    return
                full = imports.resolve(d) or d
                root = d.split(".")[0]
                if full in wanted or (d.rsplit(".", 1)[-1] in last and root not in ("self", "cls")
                                      and (d == full or "." not in d or root in imports.names)):
                    out.append(node)

        fn.visit(_V())
        return out


Codemod = OpaqueOp
