"""constant_probe: let dynamo evaluate a host-side probe once instead of tracing it.

Function form (the probe is a function of its own)::

    @functools.cache
    def get_num_sms() -> int:
        return int(subprocess.check_output(["nvidia-smi", ...]))

becomes::

    @functools.cache
    @torch.compiler.assume_constant_result
    def get_num_sms() -> int:
        ...

``assume_constant_result`` goes *innermost*, directly on the function: measured on torch 2.13,
``@functools.cache`` over it compiles under ``fullgraph=True`` while the reverse order (the
decorator over the cache wrapper) still fails with "Attempted to call function marked as skipped".

Call form (``options["call"]``: the probe is an expression inside a tensor function): the barrier
call, extended over attribute/method chains and plain-value wrappers (``open(p).read()``,
``int(...)``), moves into a new module-level helper marked ``assume_constant_result`` whose
parameters are the expression's local inputs; the expression becomes a call of the helper.

Requirements: the probe's inputs are plain values (no tensor parameters), its result is a plain
value (not a tensor), it is not a generator, and it does not read clocks or random sources (whose
value would be frozen). Safety: **unsafe** -- compiled code sees the value from the first call
(at compile time); a probe whose answer changes later (files appearing, environment changing) is
not re-evaluated until recompilation.
"""
from __future__ import annotations

import ast
import re
from typing import NamedTuple, Optional

import libcst as cst

from compilelint.fixers._common import (module_ast, ACR_NAMES, call_matches, decorator_names, UNSAFE, FixCodemod, ImportMap, Outcome, Target, dotted_name,
                                        fn_ast, has_decorator, is_generator,
                                        is_tensor_annotation, is_tensorish_return_annotation, own_nodes,
                                        param_kinds, replace_nodes, used_as_tensor,
                                        annotation_text, find_anchor, fresh_name, iter_statement_blocks, header_span)

STRATEGY = "constant_probe"
SAFETY = UNSAFE

VOLATILE_PREFIXES = ("random.", "numpy.random.", "uuid.", "secrets.", "time.", "datetime.", "os.urandom",
                     "torch.rand", "torch.randn", "torch.randint", "torch.randperm")
PASS_THROUGH_WRAPPERS = {"int", "float", "bool", "str", "len", "tuple", "list", "dict", "set", "frozenset",
                         "sorted", "min", "max", "sum", "any", "all", "repr", "abs", "round"}


def _uncached_property(fn: cst.FunctionDef, imports: ImportMap) -> tuple:
    """``fn``'s decorators with ``functools.cached_property`` replaced by ``property`` (and whether
    one was): measured on torch 2.13 / Python 3.11, a cold ``cached_property`` fails dynamo
    ("Unsupported context manager": its ``__get__`` takes an ``RLock``) even over an
    ``assume_constant_result`` method, while ``property`` over one compiles; eager code then
    re-runs the probe at each access, which the marker's constant contract already assumes."""
    out, swapped = [], False
    for d, name in zip(fn.decorators, decorator_names(fn, imports)):
        if name == "functools.cached_property":
            out.append(d.with_changes(decorator=cst.Name("property")))
            swapped = True
        else:
            out.append(d)
    return out, swapped


def acr_decorator() -> cst.Decorator:
    return cst.Decorator(decorator=cst.parse_expression("torch.compiler.assume_constant_result"))


def volatile_calls(fa: ast.AST, imports: ImportMap) -> list[str]:
    out = []
    for n in own_nodes(fa):
        if isinstance(n, ast.Call):
            try:
                name = ast.unparse(n.func)
            except Exception:  # pragma: no cover
                continue
            full = imports.resolve(name) or name
            if full.startswith(VOLATILE_PREFIXES):
                out.append(full)
    return out


# Results dynamo 2.13 cannot hold as an ``assume_constant_result`` constant in every use (measured on
# CPU, fullgraph=True: ``"a" in s`` on a set or frozenset result, ``len(d)`` / ``d == d`` / ``k in d`` on a
# dict result fail with InternalTorchDynamoError NotImplementedError). bool, int, float, str, bytes,
# None, tuples and lists of those, torch.dtype, torch.device and torch.Size compiled in every use tried.
UNHELD_KINDS = {"set": "set", "frozenset": "frozenset", "dict": "dict", "Set": "set", "FrozenSet": "frozenset",
                "Dict": "dict", "Mapping": "dict", "MutableMapping": "dict", "AbstractSet": "set",
                "MutableSet": "set", "defaultdict": "dict", "OrderedDict": "dict", "Counter": "dict",
                "DefaultDict": "dict", "Callable": "function"}


def unheld_result(fa: ast.AST, imports: Optional[ImportMap] = None) -> Optional[str]:
    """The kind (set, frozenset, dict) of a function's result that dynamo cannot hold as a constant,
    read from its return annotation or its return expressions; None when none is seen."""
    ret = annotation_text(getattr(fa, "returns", None))
    if ret:
        base = ret.replace(" ", "").split("[", 1)[0].rsplit(".", 1)[-1]
        if base in UNHELD_KINDS:
            return UNHELD_KINDS[base]
        if base not in ("Optional", "Union") and "|" not in ret:
            return None  # another declared type decides
    stores: dict = {}
    for n in own_nodes(fa):
        if isinstance(n, ast.Assign):
            for tgt in n.targets:
                stores.setdefault(ast.dump(tgt, annotate_fields=False).replace("Store()", "Load()"), []).append(n.value)
    for r in (n for n in own_nodes(fa) if isinstance(n, ast.Return) and n.value is not None):
        kind = unheld_expr(r.value)
        if kind:
            return kind
        if isinstance(r.value, (ast.Name, ast.Attribute)):
            # ``self.lora = torch.load(path)`` ... ``return self.lora``: what the function stored there
            for v in stores.get(ast.dump(r.value, annotate_fields=False), ()):
                kind = unheld_expr(v)
                if kind:
                    return kind
    return None


def object_result(fa: ast.AST, module: cst.Module) -> Optional[str]:
    """The name of a class of the module that the function returns an instance of (its return
    annotation, or ``return Cls(...)``), NamedTuples excepted (dynamo holds those); else None."""
    try:
        tree = ast.parse(module.code)
    except SyntaxError:
        return None
    classes = {}
    for n in tree.body:
        if isinstance(n, ast.ClassDef):
            bases = {dotted_ast(b) for b in n.bases}
            classes[n.name] = not bases & {"NamedTuple", "typing.NamedTuple", "tuple", "int", "float", "str",
                                             "enum.Enum", "Enum", "IntEnum", "enum.IntEnum"}
        elif isinstance(n, ast.ImportFrom) and n.level > 0:
            # ``from .descriptors import KVTransferDescriptor``: a class of the package, whose kind
            # this module cannot see - an object unless proven otherwise (blind21 r001)
            for a in n.names:
                name = a.asname or a.name
                if name[:1].isupper() and not name.isupper() and name not in classes:
                    classes[name] = True
    ret = annotation_text(getattr(fa, "returns", None))
    if ret and classes.get(ret.strip().strip("'\"")):
        return ret.strip().strip("'\"")
    # the module reads attributes of the result (``self._kernel().rmsnorm(x)``): an object
    name = getattr(fa, "name", None)
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Call):
            f = n.value.func
            if (isinstance(f, ast.Name) and f.id == name) or (
                    isinstance(f, ast.Attribute) and f.attr == name and isinstance(f.value, ast.Name)
                    and f.value.id in ("self", "cls")):
                return f"the object whose `.{n.attr}` the code reads"
    for r in (n for n in own_nodes(fa) if isinstance(n, ast.Return) and n.value is not None):
        v = r.value
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and classes.get(v.func.id):
            return v.func.id
    return None


# readers of tensor checkpoints: their result holds tensors (a constant would freeze their values)
_TENSOR_LOADERS = ("torch.load", "load_file", "safetensors.torch.load", "np.load", "numpy.load")


def unheld_expr(e: ast.AST) -> Optional[str]:
    if isinstance(e, (ast.Set, ast.SetComp)):
        return "set"
    if isinstance(e, (ast.Dict, ast.DictComp)):
        return "dict"
    if isinstance(e, ast.Call):
        full = dotted_ast(e.func) or ""
        if full in _TENSOR_LOADERS or full.endswith(".load_file"):
            return "tensor checkpoint"
        name = full.rsplit(".", 1)[-1]
        return UNHELD_KINDS.get(name) if name in ("set", "frozenset", "dict", "defaultdict", "OrderedDict",
                                                  "Counter") else None
    return None


def _called_result(fa: ast.AST, stmt: cst.CSTNode, tree: cst.Module) -> Optional[str]:
    """The name a statement ``name = <probe>`` binds, when the function calls ``name(...)``."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return None
    try:
        node = ast.parse(tree.code_for_node(stmt.with_changes(leading_lines=())).strip()).body[0]
    except (SyntaxError, IndexError):
        return None
    if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
        return None
    tgt = node.targets[0]
    names = {x.id for x in ([tgt] if isinstance(tgt, ast.Name) else getattr(tgt, "elts", []))
             if isinstance(x, ast.Name)}
    for n in own_nodes(fa):
        if not isinstance(n, ast.Call):
            continue
        if isinstance(n.func, ast.Name) and n.func.id in names:
            return n.func.id
        # ``runner, tactic = choose(...)`` then ``runner.forward(...)``: an object whose methods
        # run, not a plain value
        if isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.value.id in names:
            return f"{n.func.value.id}.{n.func.attr}"
    return None


def _returns_callable(module: cst.Module, func: ast.AST) -> bool:
    """Whether ``func`` names a function of ``module`` annotated ``-> Callable[...]``."""
    name = func.id if isinstance(func, ast.Name) else (func.attr if isinstance(func, ast.Attribute) else None)
    if not name:
        return False
    try:
        tree = ast.parse(module.code)
    except SyntaxError:
        return False
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name and n.returns is not None
               and (annotation_text(n.returns) or "").split("[", 1)[0].rsplit(".", 1)[-1] == "Callable"
               for n in ast.walk(tree))


def _result_called(module: cst.Module, name: str) -> Optional[int]:
    """The line of a call of what ``name(...)`` / ``obj.name(...)`` returns in ``module``
    (``self._get_act_fn()(x)``), else None."""
    try:
        tree = ast.parse(module.code)
    except SyntaxError:
        return None
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Call):
            f = n.func.func
            if (isinstance(f, ast.Name) and f.id == name) or (isinstance(f, ast.Attribute) and f.attr == name):
                return n.lineno
    return None


def _called_directly(stmt: cst.CSTNode, expr: cst.CSTNode) -> bool:
    """Whether ``expr`` is the callee of a call in ``stmt`` (``OPS.get(name)(x)``)."""
    found = []

    class _V(cst.CSTVisitor):
        def visit_Call(self, node: cst.Call) -> None:
            if node.func is expr:
                found.append(node)

    stmt.visit(_V())
    return bool(found)


def dotted_ast(e: ast.AST) -> Optional[str]:
    try:
        return ast.unparse(e)
    except Exception:  # pragma: no cover - unparse handles every expression node
        return None


_PATH_CTORS = ("Path", "PurePath", "PosixPath", "WindowsPath", "PurePosixPath")
_PATH_METHODS = ("parent", "with_suffix", "with_name", "resolve", "absolute", "expanduser", "joinpath", "home",
                 "cwd", "parents")


def path_valued(expr: ast.AST, names: dict, depth: int = 0) -> bool:
    """Whether ``expr`` builds a ``pathlib`` path: ``Path(...)``, ``CONFIG_DIR / name`` on one,
    ``.parent`` / ``.with_suffix(...)`` of one, or a name ``names`` maps to one (measured on torch
    2.13: an ``assume_constant_result`` call given a Path fails with InternalTorchDynamoError)."""
    if depth > 6:
        return False
    if isinstance(expr, ast.Call):
        f = expr.func
        last = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        if last in _PATH_CTORS:
            return True
        if isinstance(f, ast.Attribute) and last in _PATH_METHODS:
            return path_valued(f.value, names, depth + 1)
        return False
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Div):
        return path_valued(expr.left, names, depth + 1)
    if isinstance(expr, ast.Attribute) and expr.attr in _PATH_METHODS:
        return path_valued(expr.value, names, depth + 1)
    if isinstance(expr, ast.Name):
        got = names.get(expr.id)
        return got is not None and path_valued(got, {k: v for k, v in names.items() if k != expr.id}, depth + 1)
    return False


def path_names(tree_ast: Optional[ast.AST], fa: Optional[ast.AST]) -> dict:
    """{name: value} of the names assigned once at module level and in ``fa`` (locals win)."""
    out: dict = {}
    twice: set = set()
    for body in ([tree_ast.body] if tree_ast is not None else []) + ([list(own_nodes(fa))] if fa is not None else []):
        seen: dict = {}
        for n in body:
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                k = n.targets[0].id
                if k in seen:
                    twice.add(k)
                seen[k] = n.value
            elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value is not None:
                seen[n.target.id] = n.value
        out.update(seen)
    return {k: v for k, v in out.items() if k not in twice}


_module_ast = module_ast


def _path_annotation(ann: Optional[str]) -> bool:
    return bool(ann) and bool(re.search(r"\b(Path|PurePath|PathLike)\b", ann))


_HELD_TORCH = ("dtype", "device", "Size")


def torch_object_result(fa: ast.AST, ret: Optional[str]) -> Optional[str]:
    """The torch class a function hands back when it is an object dynamo cannot hold as an
    ``assume_constant_result`` constant (``-> Optional[torch.Generator]``, ``gen =
    torch.Generator(device=d); return gen``), else None; dtypes, devices and sizes are held."""
    for m in re.finditer(r"torch\.([A-Z]\w*|cuda\.[A-Z]\w*)", ret or ""):
        name = m.group(1).rsplit(".", 1)[-1]
        if name not in _HELD_TORCH and not name.endswith("Tensor"):
            return "torch." + m.group(1)
    made: dict = {}
    for n in own_nodes(fa):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) and \
                isinstance(n.value, ast.Call):
            callee = dotted_name_ast(n.value.func)
            if callee and callee.startswith("torch.") and callee.rsplit(".", 1)[-1][:1].isupper():
                made[n.targets[0].id] = callee
    for r in own_nodes(fa):
        if isinstance(r, ast.Return) and r.value is not None:
            v = r.value
            callee = made.get(v.id) if isinstance(v, ast.Name) else (
                dotted_name_ast(v.func) if isinstance(v, ast.Call) else None)
            if callee and callee.startswith("torch.") and callee.rsplit(".", 1)[-1][:1].isupper() and \
                    callee.rsplit(".", 1)[-1] not in _HELD_TORCH and not callee.endswith("Tensor"):
                return callee
    return None


def dotted_name_ast(e: ast.AST) -> Optional[str]:
    try:
        text = ast.unparse(e)
    except Exception:  # noqa: BLE001 - a name only
        return None
    return text if re.fullmatch(r"[\w.]+", text) else None


def probe_problems(module: cst.Module, fn: cst.FunctionDef, parents: list, imports: ImportMap) -> Optional[str]:
    """None when ``fn`` looks like a plain-value probe, else why not."""
    fa = fn_ast(module, fn)
    if isinstance(fa, ast.AsyncFunctionDef) or is_generator(fa):
        return f"`{fn.name.value}` is a generator/coroutine"
    ret = annotation_text(fa.returns)
    if is_tensor_annotation(ret) or is_tensorish_return_annotation(ret):
        return f"`{fn.name.value}` returns tensors (-> {ret}); a constant would freeze their values"
    if ret == "None" or not any(isinstance(r, ast.Return) and r.value is not None and not (
            isinstance(r.value, ast.Constant) and r.value.value is None) for r in own_nodes(fa)):
        # ``def reseed(self) -> None: torch.manual_seed(...)``: run for its effect, which a constant
        # result would make happen once, at compile time
        return (f"`{fn.name.value}` returns no value: it runs for its side effects, which "
                "assume_constant_result would run once, at compile time")
    in_class = bool(parents) and isinstance(parents[-1], cst.ClassDef)
    line = _result_called(module, fn.name.value)
    if line:
        # ``self._get_act_fn()(gate)``: the result is a function, which dynamo cannot hold as a
        # constant (blind58 s1118: the compiled output changed)
        return (f"the result of `{fn.name.value}()` is called at line {line}: a function, which dynamo cannot "
                "hold as a constant (measured on torch 2.13: InternalTorchDynamoError)")
    for i, (name, arg, default, kind) in enumerate(param_kinds(fa)):
        if in_class and i == 0 and name in ("self", "cls"):
            continue
        if kind in ("vararg", "varkw"):
            return f"`{fn.name.value}` forwards `*{name}`; its inputs may be tensors"
        ann = annotation_text(arg.annotation)
        if ann is None and default is None and TENSORISH_NAME.fullmatch(name):
            return f"parameter `{name}` of `{fn.name.value}` is probably a tensor (annotate it if not)"
        if is_tensor_annotation(ann):
            return f"parameter `{name}` of `{fn.name.value}` is a tensor"
        if ann is None and used_as_tensor(fa, name):
            return f"parameter `{name}` of `{fn.name.value}` is used like a tensor"
        if _path_annotation(ann):
            return (f"parameter `{name}` of `{fn.name.value}` is a path object, which dynamo cannot pass to an "
                    "assume_constant_result function (measured on torch 2.13: InternalTorchDynamoError)")
    for n in returns_with_tensor_ops(fa, imports):
        return f"`{fn.name.value}` returns a tensor computed at line {n}"
    if in_class:
        # ``return tuple(dataclasses.astuple(self))``: a value built from the whole object, whose
        # fields hold what each call stored (a model output's tensors): never a constant
        for r in own_nodes(fa):
            if isinstance(r, ast.Return) and r.value is not None and any(
                    isinstance(c, ast.Call) and any(isinstance(a, ast.Name) and a.id == "self" for a in c.args)
                    for c in ast.walk(r.value)):
                return (f"`{fn.name.value}` returns a value built from the whole object (`self` passed at line "
                        f"{r.lineno}), whose fields may hold tensors or per-call state")
    obj = torch_object_result(fa, ret)
    if obj:
        return (f"`{fn.name.value}` returns a `{obj}`, a torch object dynamo cannot hold as a constant (measured on "
                "torch 2.13: TorchRuntimeError); only dtypes, devices and sizes are held")
    kind = unheld_result(fa, imports)
    if kind:
        return (f"`{fn.name.value}` returns a {kind}, which dynamo cannot hold as a constant (measured on torch "
                "2.13: `in`/`len` on it fail with NotImplementedError); freeze the caller's expression that "
                "reduces it to a plain value instead")
    obj = object_result(fa, module)
    if obj:
        return (f"`{fn.name.value}` returns an instance of {obj if obj.startswith('the ') else f'`{obj}`'}, which dynamo cannot hold as a constant "
                "(measured on torch 2.13: InternalTorchDynamoError); freeze a plain value it computes instead")
    held = _global_made_by(fa, module, imports)
    if held:
        return (f"`{fn.name.value}` returns `{held[0]}`, which it sets from `{held[1]}(...)`: {held[2]}, which "
                "dynamo cannot hold as a constant; freeze a plain value computed from it instead")
    loaded = [c for c in calls_in(fa, imports) if c.startswith(LOADER_PREFIXES)]
    if loaded and not all(_plain_value(r.value) for r in own_nodes(fa) if isinstance(r, ast.Return) and r.value is not None):
        return (f"`{fn.name.value}` returns something loaded at run time by `{loaded[0]}` (a module, library or "
                "function), which cannot be a compile-time constant")
    vol = volatile_calls(fa, imports)
    if vol:
        return f"`{fn.name.value}` reads `{vol[0]}`, whose value changes between calls; freezing it would be wrong"
    return None


def _global_made_by(fa: ast.AST, module: cst.Module, imports: ImportMap) -> Optional[tuple]:
    """(global, function, what) where the probe returns a module global it fills from a call of a
    function of the module that returns a class instance or a loaded module (``global _OPS; ...
    _OPS = _load_ops(); return _OPS`` with ``_load_ops`` returning ``importlib.import_module(...)`` or
    ``_NativeOps()``); else None."""
    declared = {n for g in own_nodes(fa) if isinstance(g, ast.Global) for n in g.names}
    returned = {r.value.id for r in own_nodes(fa) if isinstance(r, ast.Return) and isinstance(r.value, ast.Name)
                and r.value.id in declared}
    if not returned:
        return None
    try:
        tree = ast.parse(module.code)
    except SyntaxError:
        return None
    defs = {n.name: n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for n in own_nodes(fa):
        if not (isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Name)):
            continue
        if not any(isinstance(t, ast.Name) and t.id in returned for t in n.targets):
            continue
        made_by = defs.get(n.value.func.id)
        if made_by is None:
            continue
        obj = object_result(made_by, module)
        if obj:
            return (next(t.id for t in n.targets if isinstance(t, ast.Name)), made_by.name,
                    f"an instance of {obj if obj.startswith('the ') else f'`{obj}`'}")
        if any(isinstance(r, ast.Return) and isinstance(r.value, ast.Call)
               and (imports.resolve(ast.unparse(r.value.func)) or ast.unparse(r.value.func)).startswith(LOADER_PREFIXES)
               for r in own_nodes(made_by)):
            return (next(t.id for t in n.targets if isinstance(t, ast.Name)), made_by.name, "a loaded module")
    return None


LOADER_PREFIXES = ("importlib.import_module", "importlib.reload", "importlib.util.", "ctypes.", "builtins.__import__",
                   "__import__", "torch.utils.cpp_extension.load", "tvm_ffi.", "triton.compile")
PLAIN_CALLS = {"int", "float", "str", "bool", "len", "tuple", "list", "dict", "set", "sorted", "min", "max", "sum",
               "round", "abs", "any", "all", "frozenset", "repr", "hasattr", "isinstance", "callable"}


def calls_in(fa: ast.AST, imports: ImportMap) -> list[str]:
    out = []
    for n in own_nodes(fa):
        if isinstance(n, ast.Call):
            name = ast.unparse(n.func)
            out.append(imports.resolve(name) or name)
    return out


HANDLE_CALLS = {"open", "io.open", "builtins.open", "os.fdopen", "codecs.open", "gzip.open", "bz2.open", "lzma.open",
                "tempfile.TemporaryFile", "tempfile.NamedTemporaryFile", "tempfile.SpooledTemporaryFile",
                "os.scandir", "socket.socket", "subprocess.Popen", "mmap.mmap", "sqlite3.connect", "zipfile.ZipFile",
                "tarfile.open"}
PLAIN_ANNOTATIONS = {"int", "float", "bool", "str", "bytes", "None", "Optional[int]", "Optional[str]",
                     "Optional[bool]", "Optional[float]", "int | None", "str | None", "bool | None", "float | None"}


def _plain_param(ann: Optional[str], default: Optional[ast.expr]) -> bool:
    """Whether a parameter is declared a plain value: a plain annotation, or no annotation and a
    literal default."""
    if ann is not None:
        return ann.replace(" ", "") in {a.replace(" ", "") for a in PLAIN_ANNOTATIONS}
    return default is not None and _plain_value(default) and not isinstance(default, ast.Call)


def _plain_value(e: ast.AST) -> bool:
    """Whether an expression obviously evaluates to a plain Python value."""
    if isinstance(e, (ast.Constant, ast.JoinedStr, ast.Compare, ast.BoolOp, ast.BinOp, ast.ListComp, ast.SetComp,
                      ast.DictComp)):
        return True
    if isinstance(e, ast.UnaryOp):
        return True
    if isinstance(e, (ast.Tuple, ast.List, ast.Set)):
        return all(_plain_value(x) for x in e.elts)
    if isinstance(e, ast.Dict):
        return all(v is not None and _plain_value(v) for v in e.values)
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and e.func.id in PLAIN_CALLS:
        return True
    return False


TENSORISH_NAME = re.compile(r"x|y|t|q|k|v|a|b|w|inp|input|inputs|hidden|hidden_states|tensor|tensors|"
                            r"logits|weight|weights|scale|scales|act|acts|activation|activations|out|output|"
                            r"residual|query|key|value|emb|embeds|states|.*_tensor|.*_states|x_.*")
TENSOR_FACTORIES = re.compile(r"^torch\.(tensor|as_tensor|from_numpy|empty|zeros|ones|full|arange|linspace|"
                              r"randn?|stack|cat|where)\b")


def returns_with_tensor_ops(fa: ast.AST, imports: ImportMap) -> list[int]:
    out = []
    for r in (n for n in own_nodes(fa) if isinstance(n, ast.Return) and n.value is not None):
        for c in ast.walk(r.value):
            if isinstance(c, ast.Call):
                name = imports.resolve(ast.unparse(c.func)) or ""
                if TENSOR_FACTORIES.match(name):
                    out.append(r.lineno)
                    break
    return out


def _class_tensor_attr(tree: cst.Module, cls: cst.CSTNode, attr: str) -> bool:
    """Whether the class stores a tensor in ``self.<attr>``: a parameter, a buffer, a ``torch.*``
    result."""
    code = tree.code_for_node(cls)
    if re.search(r"register_buffer\(\s*['\"]" + re.escape(attr) + r"['\"]", code) or \
            re.search(r"register_parameter\(\s*['\"]" + re.escape(attr) + r"['\"]", code):
        return True
    for m in re.finditer(r"self\." + re.escape(attr) + r"\s*(?::[^=\n]*)?=(?!=)\s*([^\n]*)", code):
        if re.search(r"\btorch\.|Parameter\(|\.to\(|\.t\(\)|\.contiguous\(\)|\.view\(|\.reshape\(", m.group(1)):
            return True
    return False


def _within(node: cst.CSTNode, outer: cst.CSTNode) -> bool:
    """``node`` is ``outer`` or one of its descendants (by identity)."""
    found = []

    class _V(cst.CSTVisitor):
        def on_visit(self, n):
            if n is node:
                found.append(n)
            return not found

    outer.visit(_V())
    return bool(found)


def _header_code(stmt: cst.CSTNode) -> str:
    """The code of a statement without its nested bodies (a compound statement's test/iter)."""
    if isinstance(stmt, cst.SimpleStatementLine):
        return cst.Module([]).code_for_node(stmt)
    return " ".join(cst.Module([]).code_for_node(getattr(stmt, a)) for a in ("test", "iter")
                    if isinstance(getattr(stmt, a, None), cst.CSTNode))


class _Reduced(NamedTuple):
    """A call-form edit of a whole function: the local's store dropped, each reduction a probe."""
    old: cst.CSTNode
    new: cst.CSTNode
    anchor: cst.CSTNode
    helpers: list


def _literal(e: cst.BaseExpression) -> bool:
    if isinstance(e, (cst.SimpleString, cst.Integer, cst.Float, cst.ConcatenatedString)):
        return True
    if isinstance(e, cst.Name):
        return e.value in ("True", "False", "None")
    if isinstance(e, cst.UnaryOperation):
        return _literal(e.expression)
    return False


def _local_reductions(fn: cst.FunctionDef, hit: cst.CSTNode, expr: cst.CSTNode) -> Optional[tuple]:
    """(name, [use nodes]) when ``hit`` is ``name = <expr>`` and every other occurrence of ``name``
    in the function reads one entry with literal keys (``name.get("k", 4)``, ``name["k"]``): the
    mapping itself is then never needed in the traced code. None otherwise."""
    if not (isinstance(hit, cst.SimpleStatementLine) and len(hit.body) == 1 and isinstance(hit.body[0], cst.Assign)):
        return None
    asg = hit.body[0]
    if len(asg.targets) != 1 or not isinstance(asg.targets[0].target, cst.Name) or asg.value is not expr:
        return None
    var = asg.targets[0].target.value
    uses: list = []
    bad: list = []
    target_node = asg.targets[0].target

    class _V(cst.CSTVisitor):
        def __init__(self):
            self.stack: list = []

        def on_visit(self, node):
            self.stack.append(node)
            if isinstance(node, cst.Name) and node.value == var and node is not target_node:
                self._judge(node)
            return True

        def on_leave(self, node):
            self.stack.pop()

        def _judge(self, node):
            st = self.stack
            parent = st[-2] if len(st) > 1 else None
            grand = st[-3] if len(st) > 2 else None
            if isinstance(parent, cst.Attribute) and parent.value is node and parent.attr.value == "get" and \
                    isinstance(grand, cst.Call) and grand.func is parent and 1 <= len(grand.args) <= 2 and \
                    all(a.keyword is None and not a.star and _literal(a.value) for a in grand.args):
                uses.append(grand)
                return
            if isinstance(parent, cst.Subscript) and parent.value is node and len(parent.slice) == 1 and \
                    isinstance(parent.slice[0].slice, cst.Index) and _literal(parent.slice[0].slice.value) and \
                    not any(isinstance(x, (cst.AssignTarget, cst.AugAssign, cst.Del)) for x in st[:-2]):
                uses.append(parent)
                return
            if isinstance(parent, cst.Attribute) and parent.attr is node:
                return  # ``obj.sizes``: another name
            if isinstance(parent, cst.Arg) and parent.keyword is node:
                return
            bad.append(node)

    fn.visit(_V())
    return (var, uses) if uses and not bad else None


class ConstantProbe(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "mark a plain-value probe `torch.compiler.assume_constant_result`"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        imports = ImportMap(tree, self.module_name, self.is_package)
        pairs = []
        new_helpers: list[tuple[cst.CSTNode, cst.FunctionDef]] = []  # (insert before, helper)
        seen_fns: dict[int, bool] = {}
        taken_names = {s.name.value for s in tree.body if isinstance(s, (cst.FunctionDef, cst.ClassDef))}
        call_edits: dict[int, list] = {}
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, parents = found
            if t.options.get("hoist"):
                res = self._hoist_form(tree, fn, parents, t, imports)
                if res is not None:
                    pairs.append(res)
                continue
            if t.options.get("call"):
                res = self._call_form(tree, fn, parents, t, imports, taken_names)
                if isinstance(res, _Reduced):
                    pairs.append((res.old, res.new))
                    new_helpers.extend((res.anchor, h) for h in res.helpers)
                    continue
                if res is not None:
                    stmt, new_stmt, helper, anchor, expr, new_call = res
                    prev = call_edits.get(id(stmt))
                    if prev is None:
                        call_edits[id(stmt)] = [len(pairs), [(expr, new_call, len(new_helpers), len(self.outcomes) - 1)]]
                        pairs.append((stmt, new_stmt))
                        new_helpers.append((anchor, helper))
                        continue
                    # a second probe in the same statement (``json.loads(path.read_text())``): the
                    # outer call's probe covers the inner; disjoint probes are both rewritten
                    here = len(self.outcomes) - 1
                    inner = [e for e in prev[1] if _within(e[0], expr)]
                    if any(_within(expr, e[0]) for e in prev[1]):
                        self._covered(here, "a probe of the call around it in the same statement")
                        continue
                    for e in inner:
                        new_helpers[e[2]] = None
                        self._covered(e[3], f"the probe of `{cst.Module([]).code_for_node(expr).strip()}` "
                                            "around it in the same statement")
                    kept = [e for e in prev[1] if e not in inner] + [(expr, new_call, len(new_helpers), here)]
                    new_helpers.append((anchor, helper))
                    prev[1] = kept
                    pairs[prev[0]] = (stmt, replace_nodes(stmt, [(e[0], e[1]) for e in kept]))
                continue
            if has_decorator(fn, ACR_NAMES, imports):
                self.done(t, f"`{t.function}` is already marked assume_constant_result")
                continue
            if id(fn) in seen_fns:
                self.done(t, f"`{t.function}` marked assume_constant_result (same fix as another finding)")
                continue
            problem = probe_problems(tree, fn, parents, imports)
            if problem:
                self.refuse(t, problem)
                continue
            seen_fns[id(fn)] = True
            decorators, swapped = _uncached_property(fn, imports)
            pairs.append((fn, fn.with_changes(decorators=decorators + [acr_decorator()])))
            self.done(t, f"marked `{t.function}` `@torch.compiler.assume_constant_result` (innermost)"
                         + ("; `functools.cached_property` became `property`: its first access takes a "
                            "lock dynamo rejects (Python < 3.12), the marker keeps the value constant"
                            if swapped else ""))
        if not pairs:
            return tree
        self.need_import("torch")
        tree = replace_nodes(tree, pairs)
        new_helpers = [h for h in new_helpers if h is not None]
        if new_helpers:
            tree = self._insert_helpers(tree, new_helpers, pairs)
        return tree

    # ---------------------------------------------------------------- call form
    def _call_form(self, tree, fn, parents, t: Target, imports: ImportMap, taken: set[str]):
        hit = None
        if t.anchor is not None:
            found = find_anchor(tree, fn, t.anchor, t.anchor_n)
            hit = found[1] if found else None
        want = t.options.get("callee", "").rsplit(".", 1)[-1].removesuffix("()")
        for block, stmt in (iter_statement_blocks(fn) if t.anchor is None else ()):
            lo, hi = header_span(stmt, self.pos)
            if t.line is not None and lo <= t.line <= hi:
                hit = stmt
            elif t.line is None and hit is None and want and re.search(
                    r"\b" + re.escape(want) + r"\s*\(", _header_code(stmt)):
                hit = stmt  # a caller's statement: the first one calling the callee
        if hit is None:
            self.refuse(t, f"no statement at line {t.line} in `{t.function}`")
            return None
        for _block, st, ancestors in iter_statement_blocks(fn, with_ancestors=True):
            if st is hit:
                for a, below in zip(ancestors, list(ancestors[1:]) + [hit]):
                    if isinstance(a, cst.Try) and a.handlers and isinstance(a.body, cst.IndentedBlock) \
                            and below in a.body.body:
                        # measured on torch 2.13: an exception raised by an assume_constant_result
                        # function surfaces as InternalTorchDynamoError, past the ``except``
                        self.refuse(t, "the call sits in a `try` body with `except` handlers: an exception the "
                                       "frozen probe raises (run inside dynamo at compile time) would surface as "
                                       "InternalTorchDynamoError instead of reaching the handler")
                        return None
                break
        callee = t.options.get("callee", "")
        # candidate calls in the statement header (not in nested bodies)
        header_nodes = [hit] if isinstance(hit, cst.SimpleStatementLine) else [
            getattr(hit, a) for a in ("test", "iter", "items") if getattr(hit, a, None) is not None]
        calls = []

        class _Collect(cst.CSTVisitor):
            def __init__(self):
                self.stack = []

            def on_visit(self, node):
                self.stack.append(node)
                if isinstance(node, cst.Call):
                    calls.append((node, list(self.stack[:-1])))
                return True

            def on_leave(self, node):
                self.stack.pop()

        for h in header_nodes:
            if isinstance(h, (list, tuple)):
                for x in h:
                    x.visit(_Collect())
            else:
                h.visit(_Collect())
        match = None
        last = callee.rsplit(".", 1)[-1].removesuffix("()") if callee else ""
        attr_read = bool(t.options.get("attr"))
        if attr_read:
            # the first read of a ``functools.cached_property`` (``get_features().fused_norm``): the
            # attribute read is the probe; its value must be one dynamo holds as a constant
            kind = t.options.get("attr_kind")
            if kind:
                self.refuse(t, f"`{callee}` is {kind}, which dynamo may not hold as a constant; "
                               "not freezing it")
                return None
            want_code = callee.replace(" ", "")
            reads = []

            class _Attrs(cst.CSTVisitor):
                def __init__(self):
                    self.stack = []

                def on_visit(self, node):
                    if isinstance(node, cst.Attribute) and \
                            cst.Module([]).code_for_node(node).replace(" ", "") == want_code:
                        reads.append((node, list(self.stack)))
                    self.stack.append(node)
                    return True

                def on_leave(self, node):
                    self.stack.pop()

            for h in header_nodes:
                for x in (h if isinstance(h, (list, tuple)) else [h]):
                    x.visit(_Attrs())
            if reads:
                match = reads[0]
            calls = []
        for call, stack in calls:
            d = dotted_name(call.func) or ""
            full = imports.resolve(d) or d
            if callee and (full == callee or d == callee or d.endswith("." + last) or d == last):
                match = (call, stack)
                break
        if match is None:
            self.refuse(t, f"no call of `{callee or '?'}` in the statement at line {t.line}")
            return None
        expr, stack = match
        # extend over chains and plain-value wrappers
        i = len(stack) - 1
        while i >= 0:
            parent = stack[i]
            if isinstance(parent, cst.Attribute) and parent.value is expr and i - 1 >= 0 and isinstance(stack[i - 1], cst.Call) and stack[i - 1].func is parent:
                expr = stack[i - 1]
                i -= 2
                continue
            if isinstance(parent, cst.Subscript) and parent.value is expr:
                expr = parent
                i -= 1
                continue
            if isinstance(parent, cst.Arg) and i - 1 >= 0 and isinstance(stack[i - 1], cst.Call):
                call = stack[i - 1]
                fname = dotted_name(call.func)
                if fname in PASS_THROUGH_WRAPPERS and len(call.args) == 1:
                    expr = call
                    i -= 2
                    continue
            if isinstance(parent, cst.ComparisonTarget) and parent.comparator is expr and i - 1 >= 0 and \
                    isinstance(stack[i - 1], cst.Comparison) and len(stack[i - 1].comparisons) == 1 and \
                    isinstance(parent.operator, (cst.In, cst.NotIn, cst.Equal, cst.NotEqual)):
                # ``"avx512" in cpu_flags()``: the membership test is the plain value to freeze
                expr = stack[i - 1]
                i -= 2
                continue
            if isinstance(parent, cst.Comparison) and parent.left is expr and len(parent.comparisons) == 1 and \
                    isinstance(parent.comparisons[0].operator, (cst.Equal, cst.NotEqual, cst.In, cst.NotIn)):
                expr = parent
                i -= 1
                continue
            if isinstance(parent, (cst.BooleanOperation, cst.BinaryOperation)):
                other = parent.right if parent.left is expr else parent.left
                if isinstance(other, (cst.Integer, cst.Float, cst.SimpleString, cst.Name)) and (
                        not isinstance(other, cst.Name) or other.value in ("None", "True", "False")):
                    expr = parent
                    i -= 1
                    continue
            break
        fa = fn_ast(tree, fn)
        params = {name: (arg, default) for name, arg, default, _ in param_kinds(fa)}
        in_class = bool(parents) and isinstance(parents[-1], cst.ClassDef)
        local_names = {n.id for n in own_nodes(fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        # ``with open(path) as f:``: the names a ``with`` binds hold open resources, never plain values
        resources = {x.id for n in own_nodes(fa) if isinstance(n, (ast.With, ast.AsyncWith))
                     for item in n.items if item.optional_vars is not None
                     for x in ast.walk(item.optional_vars) if isinstance(x, ast.Name)}
        expr_code = cst.Module([]).code_for_node(expr)
        try:
            ex = ast.parse(expr_code.strip(), mode="eval").body
        except SyntaxError:
            self.refuse(t, "could not analyse the probe expression")
            return None
        # free inputs: ``self.a.b`` chains and local/param names
        inputs: list[tuple[str, str]] = []  # (source, helper param)
        replace_src: dict[str, str] = {}

        def add_input(src: str, base: str):
            if src in replace_src:
                return
            used = {p for _, p in inputs}
            cand = fresh_name(re.sub(r"\W", "_", base), used.__contains__)
            inputs.append((src, cand))
            replace_src[src] = cand

        problems = []

        def visit(node):
            if isinstance(node, ast.Attribute):
                root = node
                while isinstance(root, ast.Attribute):
                    root = root.value
                if isinstance(root, ast.Name) and in_class and root.id in ("self", "cls"):
                    # the whole ``self.a.b`` chain is one input
                    first = node
                    while isinstance(first.value, ast.Attribute):
                        first = first.value
                    if _class_tensor_attr(tree, parents[-1], first.attr):
                        problems.append(f"`self.{first.attr}` holds a tensor (a parameter or buffer of the module)")
                    add_input(ast.unparse(node), node.attr)
                    return
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                if node.id in params or node.id in local_names:
                    if node.id in params and node.id in t.options.get("tainted", ()):
                        # ``bucket_of(length)`` with ``length`` from the input's ``.tolist()``
                        problems.append(f"parameter `{node.id}` receives a value computed from the compiled "
                                        "function's inputs, which assume_constant_result cannot take (measured "
                                        "on torch 2.13: argument conversion failed)")
                    elif node.id in params:
                        arg, default = params[node.id]
                        ann = annotation_text(arg.annotation)
                        if is_tensor_annotation(ann) or (ann is None and used_as_tensor(fa, node.id)) or (in_class and node.id in ("self", "cls")):
                            problems.append(f"`{node.id}` is a tensor (or the module itself)")
                        elif _path_annotation(ann):
                            problems.append(f"parameter `{node.id}` is a path object, which dynamo cannot pass to "
                                            "an assume_constant_result function (measured on torch 2.13)")
                        elif not _plain_param(ann, default):
                            # an unannotated parameter of traced code is as likely a tensor as not:
                            # freezing ``helper(x)`` would freeze the first call's result for every input
                            problems.append(f"parameter `{node.id}` is not declared a plain value (no plain "
                                            "annotation or literal default); it may be the traced tensor")
                    elif node.id in t.options.get("tainted", ()):
                        problems.append(f"`{node.id}` holds a value computed from the compiled function's inputs, "
                                        "which assume_constant_result cannot take (measured on torch 2.13: "
                                        "argument conversion failed)")
                    elif node.id in resources:
                        problems.append(f"`{node.id}` is bound by a `with` statement: an open file or handle, "
                                        "not a plain value")
                    elif self._local_is_tensor(fa, node.id, imports):
                        problems.append(f"local `{node.id}` holds a tensor")
                    elif path_valued(node, path_names(_module_ast(tree), fa)):
                        problems.append(f"local `{node.id}` holds a path object, which dynamo cannot pass to an "
                                        "assume_constant_result function (measured on torch 2.13: "
                                        "InternalTorchDynamoError)")
                    add_input(node.id, node.id)
                return
            for c in ast.iter_child_nodes(node):
                visit(c)

        visit(ex.value if attr_read and isinstance(ex, ast.Attribute) else ex)
        # ``sizes = load_sizes(); block = sizes.get("BLOCK_N", 4)``: every use of the local reduces
        # the mapping to one entry (read once, for the held-kind check and the form below)
        local_reduced = _local_reductions(fn, hit, expr)
        if not problems and isinstance(ex, ast.Call) and t.options.get("unheld"):
            # the planner read the callee in its own module: its result is an object or a module
            self.refuse(t, f"`{expr_code.strip()}` gives what its callee returns ({t.options['unheld']})")
            return None
        if not problems and isinstance(ex, ast.Call):
            # the bare call left: its result itself must be a value dynamo can hold
            got = self._callee_def(tree, ast.unparse(ex.func), parents[-1] if parents else None)
            kind = unheld_expr(ex) or (unheld_result(got) if got is not None else None)
            if not kind and got is not None and object_result(got, tree):
                kind = "object"  # the callee hands back a class instance (dynamo: InternalTorchDynamoError)
            if not kind and got is not None and any(
                    isinstance(r.value, ast.Call) and (imports.resolve(ast.unparse(r.value.func))
                                                       or ast.unparse(r.value.func)).startswith(LOADER_PREFIXES)
                    for r in own_nodes(got) if isinstance(r, ast.Return) and r.value is not None):
                kind = "module"  # ``return importlib.import_module(name)`` (blind21 r013)
            if not kind and isinstance(hit, cst.SimpleStatementLine) and len(hit.body) == 1 \
                    and isinstance(hit.body[0], cst.Return) and hit.body[0].value is expr:
                # ``def _kernel(self): return load_jit(SPEC)`` whose result the module reads
                # attributes of (``self._kernel().rmsnorm(x)``)
                fa_ = fn_ast(tree, fn)
                if fa_ is not None and object_result(fa_, tree):
                    kind = "object"
            if kind and not (kind == "dict" and local_reduced is not None):
                self.refuse(t, f"`{expr_code.strip()}` is {'an' if kind[0] in 'aeiou' else 'a'} {kind}, which dynamo "
                               "cannot hold as a constant "
                               "(measured on torch 2.13); no plain-value use of it to freeze here")
                return None
        if problems:
            self.refuse(t, f"the probe expression `{expr_code.strip()}` depends on tensor values: {problems[0]}")
            return None
        if isinstance(hit, cst.SimpleStatementLine) and len(hit.body) == 1 and isinstance(hit.body[0], cst.Expr) \
                and hit.body[0].value is expr:
            self.refuse(t, f"the result of `{expr_code.strip()}` is not used: it runs for its side effects, which "
                           "assume_constant_result would run once, at compile time")
            return None
        if _called_directly(hit, expr):
            # ``OPS.get("silu_and_mul")(x)``: the frozen value would be a function
            self.refuse(t, f"the result of `{expr_code.strip()}` is called: a function, which dynamo cannot hold "
                           "as a constant (measured on torch 2.13: InternalTorchDynamoError)")
            return None
        flows_out = isinstance(hit, cst.SimpleStatementLine) and len(hit.body) == 1 and (
            (isinstance(hit.body[0], cst.Return) and hit.body[0].value is expr) or (
                isinstance(hit.body[0], cst.Assign) and hit.body[0].value is expr and fa is not None and any(
                    isinstance(r, ast.Return) and r.value is not None and ast.unparse(r.value) in {
                        tree.code_for_node(tg.target).strip() for tg in hit.body[0].targets}
                    for r in own_nodes(fa))))
        if flows_out and fa is not None:
            # ``return import_from_string(path)`` in ``get_act_fn(...) -> Callable``: what the
            # function hands back is what the probe would freeze
            rann = annotation_text(fa.returns) or ""
            line = _result_called(tree, fa.name)
            if rann.split("[", 1)[0].rsplit(".", 1)[-1] == "Callable" or line:
                self.refuse(t, f"`{fa.name}` returns the result of `{expr_code.strip()}`"
                               + (f", which is called at line {line}" if line else f" (-> {rann})")
                               + ": a function, which dynamo cannot hold as a constant")
                return None
        if isinstance(ex, ast.Call) and _returns_callable(tree, ex.func):
            self.refuse(t, f"`{expr_code.strip()}` returns a function (its definition says `-> Callable`), which "
                           "dynamo cannot hold as a constant")
            return None
        called = _called_result(fa, hit, tree)
        reductions = None
        if called is not None:
            # each reduction of the local is frozen instead
            reductions = local_reduced
            if reductions is None:
                # ``attn = get_attn_backend()`` then ``attn(q, k, v)``: the result is a function (or
                # a module's attribute), which dynamo cannot hold as a constant
                self.refuse(t, f"the result of `{expr_code.strip()}` is called as `{called}(...)`: "
                               + ("an object whose methods run (or a dict), not a plain value" if "." in called
                                  else "a function") + ", which dynamo cannot hold as a constant")
                return None
        if isinstance(ex, ast.Call) and (imports.resolve(ast.unparse(ex.func)) or ast.unparse(ex.func)) in HANDLE_CALLS \
                or (isinstance(ex, ast.Call) and isinstance(ex.func, ast.Attribute) and ex.func.attr == "open"):
            self.refuse(t, f"`{expr_code.strip()}` returns an open file or handle, not a plain value; it cannot be a "
                           "compile-time constant (read the file outside the compiled code)")
            return None
        loaders = [n for n in ast.walk(ex) if isinstance(n, ast.Call)
                   and (imports.resolve(ast.unparse(n.func)) or ast.unparse(n.func)).startswith(LOADER_PREFIXES)]
        if loaders and not _plain_value(ex):
            self.refuse(t, f"`{expr_code.strip()}` loads a module or library at run time; that object cannot be a "
                           "compile-time constant")
            return None
        vol = [n for n in ast.walk(ex) if isinstance(n, ast.Call) and (imports.resolve(ast.unparse(n.func)) or "").startswith(VOLATILE_PREFIXES)]
        volatile = ast.unparse(vol[0].func) if vol else None
        if not vol and isinstance(ex, ast.Call):
            # ``self._keep_branch()`` whose body returns ``random.random() >= self.p``
            volatile = self._volatile_callee(tree, ast.unparse(ex.func), parents[-1] if parents else None, imports)
        if volatile:
            self.refuse(t, f"`{volatile}` changes between calls; freezing it would be wrong")
            return None
        passed_callable = next((ast.unparse(n.func) for n in ast.walk(ex) if isinstance(n, ast.Call)
                                and ast.unparse(n.func) in replace_src), None)
        if passed_callable:
            self.refuse(t, f"the helper would take `{passed_callable}` (a bound method or function) as its argument, "
                           "which assume_constant_result cannot take (measured on torch 2.13: argument conversion "
                           "failed)")
            return None
        # the helper
        name = fresh_name(f"_{fn.name.value.strip('_')}_{last or 'probe'}_probe", taken.__contains__)
        taken.add(name)
        body_expr = expr_code.strip()
        # replace inputs inside the helper body (longest first so ``self.a.b`` wins over ``self.a``)
        class _Sub(cst.CSTTransformer):
            def __init__(self):
                super().__init__()
                self.not_names: set[int] = set()

            def visit_Attribute(self, node):
                self.not_names.add(id(node.attr))

            def visit_Arg(self, node):
                if node.keyword is not None:
                    self.not_names.add(id(node.keyword))

            def leave_Attribute(self, original, updated):
                src = cst.Module([]).code_for_node(original)
                if src in replace_src:
                    return cst.Name(replace_src[src])
                return updated

            def leave_Name(self, original, updated):
                if id(original) not in self.not_names and original.value in replace_src:
                    return cst.Name(replace_src[original.value])
                return updated

        params_cst = cst.Parameters(params=[cst.Param(cst.Name(p)) for _, p in inputs])
        call_args = [cst.Arg(cst.parse_expression(src)) for src, _ in inputs]
        if reductions is not None:
            # one helper per distinct reduction (``.get("BLOCK_N", 4)``), the local's store dropped
            var, uses = reductions
            helpers, edits, made = [], [(hit, cst.RemoveFromParent())], {}
            for use in uses:
                tail = cst.Module([]).code_for_node(use)[len(var):]
                if tail not in made:
                    hname = fresh_name(f"{name}_{len(made) + 1}", taken.__contains__) if made else name
                    taken.add(hname)
                    made[tail] = hname
                    head = body_expr if isinstance(expr, (cst.Call, cst.Name, cst.Attribute, cst.Subscript)) \
                        else f"({body_expr})"
                    hbody = cst.ensure_type(cst.parse_expression(f"{head}{tail}").visit(_Sub()), cst.BaseExpression)
                    helpers.append(cst.FunctionDef(
                        name=cst.Name(hname), params=params_cst,
                        body=cst.IndentedBlock([cst.SimpleStatementLine([cst.Return(hbody)])]),
                        decorators=[acr_decorator()], leading_lines=[cst.EmptyLine(), cst.EmptyLine()]))
                edits.append((use, cst.Call(func=cst.Name(made[tail]), args=call_args)))
            anchor = parents[0] if parents else fn
            self.done(t, f"each use of `{var} = {expr_code.strip()}` (" + ", ".join(f"`{var}{k}`" for k in made)
                      + f") moved into its own probe ({', '.join(made.values())}), marked assume_constant_result")
            return _Reduced(fn, replace_nodes(fn, edits), anchor, helpers)
        new_body = cst.ensure_type(cst.parse_expression(body_expr).visit(_Sub()), cst.BaseExpression)
        helper = cst.FunctionDef(
            name=cst.Name(name), params=params_cst,
            body=cst.IndentedBlock([cst.SimpleStatementLine([cst.Return(new_body)])]),
            decorators=[acr_decorator()],
            leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        new_call = cst.Call(func=cst.Name(name), args=call_args)
        new_stmt = replace_nodes(hit, [(expr, new_call)])
        anchor = parents[0] if parents else fn
        self.done(t, f"moved `{expr_code.strip()}` into `{name}`, marked assume_constant_result")
        return hit, new_stmt, helper, anchor, expr, new_call

    def _covered(self, i: int, by: str) -> None:
        """Outcome ``i`` (applied) is carried out by another edit of the same statement."""
        o = self.outcomes[i]
        self.outcomes[i] = Outcome(o.target, True, f"covered by {by}", o.safety, o.strategy)

    @staticmethod
    def _callee_def(tree: cst.Module, name: str, cls=None) -> Optional[ast.AST]:
        """The module-level function ``name`` of this file, or ``self.name`` a method of the
        enclosing class ``cls``, as an ast node (None elsewhere)."""
        body = tree.body
        if name.startswith("self.") and isinstance(cls, cst.ClassDef):
            body, name = cls.body.body, name[len("self."):]
        for stmt in body:
            if isinstance(stmt, cst.FunctionDef) and stmt.name.value == name:
                try:
                    return ast.parse(cst.Module([stmt]).code).body[0]
                except SyntaxError:  # pragma: no cover - libcst output parses
                    return None
        return None

    # ---------------------------------------------------------------- hoist form
    def _volatile_callee(self, tree, callee: str, cls, imports: ImportMap):
        """The clock or random source the callee's own body calls (``random.random`` in
        ``def _keep_branch(self): return random.random() >= self.p``), or None."""
        got = self._callee_def(tree, callee, cls)
        for n in own_nodes(got) if got is not None else ():
            if isinstance(n, ast.Call) and (imports.resolve(ast.unparse(n.func)) or "").startswith(VOLATILE_PREFIXES):
                return ast.unparse(n.func)
        return None

    def _loading_callee(self, tree, callee: str, cls, imports: ImportMap):
        """The module or library loader (``importlib.import_module``) the callee's own body or
        the call itself runs, or None."""
        got = self._callee_def(tree, callee, cls)
        if (imports.resolve(callee) or callee).startswith(LOADER_PREFIXES):
            return callee
        for n in own_nodes(got) if got is not None else ():
            if isinstance(n, ast.Call) and (imports.resolve(ast.unparse(n.func)) or ast.unparse(n.func)).startswith(
                    LOADER_PREFIXES):
                return ast.unparse(n.func)
        return None

    def _hoist_form(self, tree, fn, parents, t: Target, imports: ImportMap):
        """``attn = get_attn_backend()`` in ``forward``: the call (constant arguments only) moves to
        the end of ``__init__`` as ``self._get_attn_backend = get_attn_backend()`` and ``forward``
        reads the attribute. For probes whose result dynamo cannot take as a constant (a function,
        a module). Unsafe: evaluated once, when the module is built."""
        callee = t.options.get("callee", "")
        cls = parents[-1] if parents else None
        if not isinstance(cls, cst.ClassDef) or fn.name.value == "__init__":
            self.refuse(t, f"`{t.function}` is not a method other than __init__; nowhere to hoist the call to")
            return None
        init = next((st for st in cls.body.body if isinstance(st, cst.FunctionDef) and st.name.value == "__init__"), None)
        if init is None or not init.params.params or init.params.params[0].name.value != "self" \
                or not fn.params.params or fn.params.params[0].name.value != "self":
            self.refuse(t, f"`{cls.name.value}` has no `__init__(self, ...)` of its own to hoist the call into")
            return None
        literal = (cst.SimpleString, cst.Integer, cst.Float, cst.ConcatenatedString)
        found: list = []

        class _Calls(cst.CSTVisitor):
            def visit_FunctionDef(self, node):
                return node is fn

            def visit_Lambda(self, node):
                return False

            def visit_Call(self, node):
                if call_matches(node, callee, imports):
                    found.append(node)

        fn.visit(_Calls())
        if not found:
            self.refuse(t, f"no call of `{callee}` in `{t.function}`")
            return None
        codes = {cst.Module([]).code_for_node(c) for c in found}
        if len(codes) != 1 or any(not (isinstance(a.value, literal) or (isinstance(a.value, cst.Name) and
                                                                          a.value.value in ("True", "False", "None")))
                                  or a.star for c in found for a in c.args):
            self.refuse(t, f"`{callee}` is called with non-constant or differing arguments in `{t.function}`")
            return None
        volatile = self._volatile_callee(tree, cst.Module([]).code_for_node(found[0].func), cls, imports)
        if volatile:
            self.refuse(t, f"`{callee}` calls `{volatile}`, which changes between calls; computing it once in "
                           "__init__ would freeze one draw")
            return None
        loader = self._loading_callee(tree, cst.Module([]).code_for_node(found[0].func), cls, imports)
        if loader and fn.name.value != "forward":
            # (measured on blind55 s1011: ``forward_cuda``'s ``importlib.import_module("sgl_kernel")``
            # moved into ``__init__`` made the layer fail to build on a CPU machine, where the
            # platform dispatch never runs ``forward_cuda``)
            self.refuse(t, f"`{callee}` loads a module (`{loader}`): moved from `{t.function}`, which may never run "
                           "(a platform or mode variant), into `__init__`, a missing module would fail every build")
            return None
        fa = fn_ast(tree, fn)
        own = {n.id for n in ast.walk(fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)} | {
            pn for pn, *_ in param_kinds(fa)}
        heads = set()
        for c in found:
            f = c.func
            while isinstance(f, (cst.Attribute, cst.Call, cst.Subscript)):
                f = f.value if not isinstance(f, cst.Call) else f.func
            if isinstance(f, cst.Name):
                heads.add(f.value)
        if heads & (own - {"self"}):
            # ``output.to_tuple()`` on a local of the forward: nothing of that name exists in __init__
            self.refuse(t, f"`{callee}` is called on `{sorted(heads & own)[0]}`, a local or parameter of "
                           f"`{t.function}`; it cannot move into __init__")
            return None
        cls_code = cst.Module([]).code_for_node(cls)
        attr = fresh_name("_" + callee.rsplit(".", 1)[-1].removesuffix("()").lstrip("_"),
                          lambda a: f"self.{a}" in cls_code)
        code = codes.pop()
        new_fn = replace_nodes(fn, [(c, cst.parse_expression(f"self.{attr}")) for c in found])
        stmt = cst.parse_statement(f"self.{attr} = {code}  # hoisted by compilelint: dynamo cannot trace it\n")
        new_init = init.with_changes(body=init.body.with_changes(body=list(init.body.body) + [stmt]))
        new_cls = replace_nodes(cls, [(fn, new_fn), (init, new_init)])
        self.done(t, f"moved `{code}` out of `{t.function}` into `{cls.name.value}.__init__` (`self.{attr}`); "
                     "it is evaluated once, when the module is built")
        return cls, new_cls

    @staticmethod
    def _local_is_tensor(fa: ast.AST, name: str, imports: ImportMap) -> bool:
        # taint: a local assigned from anything that reads a parameter not declared a plain value
        # (``xq, xs = quantize(x)``, ``inputs = (a, b)``) may hold the traced tensors
        tainted = {pn for pn, arg, d, _ in param_kinds(fa) if pn not in ("self", "cls")
                   and not _plain_param(annotation_text(arg.annotation), d)}
        assigns = []
        for n in own_nodes(fa):
            if isinstance(n, ast.Assign):
                assigns.append((n.targets, n.value))
            elif isinstance(n, (ast.AnnAssign, ast.AugAssign)) and n.value is not None:
                assigns.append(([n.target], n.value))
        for _ in range(4):
            grew = False
            for targets, value in assigns:
                if any(isinstance(x, ast.Name) and x.id in tainted for x in ast.walk(value)):
                    for t in targets:
                        for x in ast.walk(t):
                            if isinstance(x, ast.Name) and x.id not in tainted:
                                tainted.add(x.id)
                                grew = True
            if not grew:
                break
        if name in tainted:
            return True
        for n in own_nodes(fa):
            targets = []
            if isinstance(n, ast.Assign):
                targets, value = n.targets, n.value
            elif isinstance(n, (ast.AnnAssign, ast.AugAssign)) and n.value is not None:
                targets, value = [n.target], n.value
            else:
                continue
            if any(isinstance(x, ast.Name) and x.id == name for t in targets for x in ast.walk(t)):
                code = ast.unparse(value)
                if "torch." in code or "@" in code or re.search(r"\.(shape|size|sum|mean|view|reshape)\b", code):
                    return True
                if isinstance(value, (ast.Tuple, ast.List)):
                    # ``inputs = (a, b, a_scale)``: a container of the parameters the traced call
                    # receives (tensors unless declared plain)
                    params = {pn: (arg, d) for pn, arg, d, _ in param_kinds(fa)}
                    for e in value.elts:
                        if isinstance(e, ast.Name) and e.id in params and e.id not in ("self", "cls"):
                            arg, d = params[e.id]
                            if not _plain_param(annotation_text(arg.annotation), d):
                                return True
        return False

    def _insert_helpers(self, tree: cst.Module, helpers, pairs) -> cst.Module:
        # module-level statement (after replacement) to insert before: map by original identity
        repl = {id(o): n for o, n in pairs}
        body = list(tree.body)
        for anchor, helper in helpers:
            node = repl.get(id(anchor), anchor)
            idx = next((i for i, s in enumerate(body) if s is node), None)
            if idx is None:
                # the anchor was rebuilt (its method changed): find it by name
                name = getattr(anchor, "name", None)
                idx = next((i for i, s in enumerate(body) if isinstance(s, (cst.FunctionDef, cst.ClassDef))
                            and name is not None and s.name.value == name.value), len(body))
            target = body[idx] if idx < len(body) else None
            helper = helper.with_changes(leading_lines=list(target.leading_lines) if target is not None else [cst.EmptyLine(), cst.EmptyLine()])
            if target is not None:
                body[idx] = target.with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
            body.insert(idx, helper)
        return tree.with_changes(body=body)


Codemod = ConstantProbe
