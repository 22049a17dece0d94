"""One file -> one small summary, with the standard library ``ast``.

A summary holds what the program stage needs and nothing else: imports and aliases, module
globals, classes (bases, methods, attribute types), functions (decorators, parameters, local
bindings, call sites, syntactic rule hits), ``torch.compile`` and custom-op registration sites.
Sites inside branches dynamo does not trace (``if not torch.compiler.is_compiling():``,
``if TYPE_CHECKING:``, branches made dead by module or class constants, ``except`` handlers) are
left out at this stage, so every later stage respects those boundaries for free.

Summaries are plain tuples/dicts/strings so they pickle fast between processes and on disk; their
shape is documented in ``compilelint.index`` (the package docstring).
"""
from __future__ import annotations

import ast
import builtins
import re
import sys
import threading
import warnings
from typing import Any, Iterable, Optional

from compilelint.rules import FunctionContext, syntax_rules
from compilelint.rules.base import dotted
from compilelint.names import iter_statements
from compilelint.index.schema import ModuleSummary


IS_COMPILING = frozenset({"is_compiling", "is_dynamo_compiling", "is_torchdynamo_compiling",
                          "is_compiling_dynamo"})
COMPILE_NAMES = frozenset({"compile", "install_torch_compiled", "support_torch_compile"})
REGISTRAR_NAMES = frozenset({"custom_op", "register_custom_op", "register_custom_op_from_extern",
                             "direct_register_custom_op", "impl", "triton_op", "register_kernel"})
# registrars of a custom op's fake (meta) implementation, which FakeTensor tracing runs
FAKE_REGISTRARS = frozenset({"register_fake", "register_abstract", "impl_abstract", "register_meta"})
OPAQUE_DECORATORS = frozenset({"custom_op", "register_custom_op", "impl", "triton_op",
                               "assume_constant_result", "jit", "autotune", "heuristics",
                               "register_fake", "register_kernel"})
_FUNC = (ast.FunctionDef, ast.AsyncFunctionDef)
_KEY_SETS_TREE: list = []  # the module's tree until its key sets were checked for changes


def _drop_changed_key_sets(tree: ast.Module) -> None:
    """Leave out the names the module changes in place (``NAME[k] = v``, ``NAME.update(...)``,
    ``global NAME``): one walk of the tree, on the first test that reads a key set."""
    for node in ast.walk(tree):
        t = type(node)
        if t is ast.Subscript and type(node.value) is ast.Name and type(node.ctx) is not ast.Load:
            _KEY_SETS.pop(node.value.id, None)
        elif t is ast.Attribute and type(node.value) is ast.Name and node.attr in _MUTATORS:
            _KEY_SETS.pop(node.value.id, None)
        elif t in (ast.Global, ast.Nonlocal):
            for n in node.names:
                _KEY_SETS.pop(n, None)


_MUTATORS = frozenset({"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"})
# container methods that add elements (``compilelint.index.summarize.Summarizer._grown``)
_GROWERS = frozenset({"append", "add", "insert", "extend"})
SYNTAX_RULES = syntax_rules()
from compilelint.rules.tensor_data import (  # noqa: E402
    DataDependentBranch, branches_on_call_results, dd_keyed_lookups, dd_return_positions, float_fields, param_value_uses, returned_call_values, returned_compared_calls, returned_float, returned_tolist, returned_item_scalar, returned_item_value, returned_traced_value, returned_tensor, returned_param_fields, returned_dd_size,
    tensor_local_stores, tolist_param_uses)

# a real ``global`` statement starts a line or follows ``:``/``;`` (comments saying "global
# state" do not); its names are read from the text instead of walking the whole tree for them
_GLOBAL_STMT = r"\bglobal[ \t]+([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)([ \t]*[,\\]?)"
_GLOBAL_RE = re.compile(_GLOBAL_STMT)
_GLOBAL_RE_B = re.compile(_GLOBAL_STMT.encode())


def _global_names(source: bytes | str) -> Optional[frozenset]:
    """Names of the module's ``global`` statements (a superset: a docstring line starting with
    "global x" counts too); None when a statement continues on the next line (ask the tree)."""
    if isinstance(source, bytes):
        pat, nl, seps = _GLOBAL_RE_B, b"\n", (b"", b":", b";")
    else:
        pat, nl, seps = _GLOBAL_RE, "\n", ("", ":", ";")
    names: set = set()
    for m in pat.finditer(source):
        start = source.rfind(nl, 0, m.start()) + 1
        if source[start:m.start()].rstrip()[-1:] not in seps:
            continue
        if m.group(2).strip():
            return None
        for n in m.group(1).split(b"," if isinstance(source, bytes) else ","):
            names.add(n.strip().decode() if isinstance(n, bytes) else n.strip())
    return frozenset(names)

# node types the body walk acts on; every other node is only descended into
_BODY_KINDS = frozenset({
    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.Call, ast.Return, ast.Attribute,
    ast.BinOp, ast.Compare, ast.If, ast.While, ast.IfExp, ast.BoolOp, ast.AugAssign, ast.Assign,
    ast.AnnAssign, ast.For, ast.AsyncFor, ast.comprehension, ast.With, ast.AsyncWith, ast.Import,
    ast.ImportFrom, ast.Subscript, ast.Yield, ast.YieldFrom, ast.FormattedValue})
# leaves the walk never needs to visit (names, constants), and fields that hold no node worth a
# visit: expression contexts, operators, identifiers and other plain values
_LEAF_TYPES = frozenset({ast.Name, ast.Constant, ast.Pass, ast.Break, ast.Continue, ast.Global, ast.Nonlocal})
_NO_CHILD_FIELDS = frozenset({"ctx", "op", "ops", "id", "attr", "arg", "name", "module", "level", "kind",
                              "conversion", "is_async", "type_comment", "simple", "n", "s"})
_CHILD_FIELDS: dict = {}


def _child_fields(t: type) -> tuple:
    got = _CHILD_FIELDS.get(t)
    if got is None:
        got = _CHILD_FIELDS[t] = tuple(f for f in t._fields if f not in _NO_CHILD_FIELDS)
    return got


def _nested_module_stores(body: list) -> set:
    """Names stored by the statements nested in a module's ``if``/``try``/``with``/``for`` blocks
    (not its top-level statements, nor function or class bodies)."""
    out: set = set()
    todo = [s for st in body if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            for s in ast.iter_child_nodes(st) if isinstance(s, ast.stmt) or type(s) is ast.ExceptHandler]
    while todo:
        st = todo.pop()
        if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if isinstance(st, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            for t in (st.targets if type(st) is ast.Assign else [st.target]):
                out.update(n.id for n in ast.walk(t) if type(n) is ast.Name)
        todo.extend(s for s in ast.iter_child_nodes(st) if isinstance(s, ast.stmt) or type(s) is ast.ExceptHandler)
    return out


def _const_value(node: ast.AST) -> tuple[bool, Any]:
    if isinstance(node, ast.Constant) and isinstance(node.value, (bool, int, float, str, type(None))):
        return True, node.value
    return False, None


def _const_key(node: ast.AST) -> tuple[bool, Any]:
    """A constant, or a tuple of constants (``(10, 0)``, a capability key)."""
    if type(node) is ast.Tuple:
        vals = [_const_value(e) for e in node.elts]
        return (True, tuple(v for _, v in vals)) if all(ok for ok, _ in vals) else (False, None)
    return _const_value(node)


def _ann(node: Optional[ast.AST]) -> Optional[str]:
    """The class named by an annotation: strips Optional[...], X | None, quotes."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    if isinstance(node, ast.Subscript):
        base = dotted(node.value) or ""
        if base.split(".")[-1] in ("Optional", "Annotated", "Final", "ClassVar"):
            inner = node.slice
            if isinstance(inner, ast.Tuple) and inner.elts:
                inner = inner.elts[0]
            return _ann(inner)
        if base.split(".")[-1] in ("Type", "type"):
            inner = _ann(node.slice)
            return f"type[{inner}]" if inner else None  # the class itself or a subclass
        if base.split(".")[-1] == "Union" and isinstance(node.slice, ast.Tuple):
            parts = [p for p in node.slice.elts if not (isinstance(p, ast.Constant) and p.value is None)]
            return _ann(parts[0]) if len(parts) == 1 else None
        return base or None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        for side in (node.left, node.right):
            if not (isinstance(side, ast.Constant) and side.value is None):
                return _ann(side)
    return dotted(node)


_MAP_ANNS = frozenset({"Dict", "dict", "Mapping", "MutableMapping", "OrderedDict", "DefaultDict", "defaultdict"})
_SEQ_ANNS = frozenset({"List", "list", "Sequence", "MutableSequence", "Iterable", "Iterator", "Collection",
                       "Set", "set", "FrozenSet", "frozenset", "Deque", "deque", "Tuple", "tuple"}) | _MAP_ANNS


def _ann_elem(node: Optional[ast.AST]) -> Optional[str]:
    """The class of the elements of a homogeneous container annotation (``List[StageHook]``,
    ``Sequence["Hook"]``, ``tuple[Hook, ...]``), Optional stripped; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        sides = [x for x in (node.left, node.right) if not (isinstance(x, ast.Constant) and x.value is None)]
        node = sides[0] if len(sides) == 1 else None
    if not isinstance(node, ast.Subscript):
        return None
    base = (dotted(node.value) or "").rsplit(".", 1)[-1]
    if base == "Optional":
        return _ann_elem(node.slice)
    if base not in _SEQ_ANNS:
        return None
    inner = node.slice
    if base in ("Tuple", "tuple"):
        if not (isinstance(inner, ast.Tuple) and len(inner.elts) == 2 and isinstance(inner.elts[1], ast.Constant)
                and inner.elts[1].value is Ellipsis):
            return None
        inner = inner.elts[0]
    elif base in _MAP_ANNS:
        # ``Dict[str, KVCache]``: what indexing it gives (``layers[name]``)
        if not (isinstance(inner, ast.Tuple) and len(inner.elts) == 2):
            return None
        inner = inner.elts[1]
    elif isinstance(inner, ast.Tuple):
        return None
    return _ann(inner)


def descriptor_of(value: ast.AST, scope: Optional[str]) -> Optional[tuple]:
    """The descriptor of an expression the program stage parsed again (a constructor argument)."""
    return _descriptor(value, scope)


def _or_empty(value: ast.AST) -> ast.AST:
    """``observers or ()`` / ``hooks or []`` / ``fns or None``: the value itself (the fallback is
    empty); anything else as it is."""
    if type(value) is ast.BoolOp and type(value.op) is ast.Or and len(value.values) == 2:
        alt = value.values[1]
        if (type(alt) in (ast.List, ast.Tuple, ast.Set, ast.Dict) and not getattr(alt, "elts", getattr(alt, "keys", None))) \
                or (type(alt) is ast.Constant and alt.value is None):
            return value.values[0]
    return value


def _descriptor(value: ast.AST, scope: Optional[str]) -> Optional[tuple]:
    """What a binding holds, in a form the program stage can resolve later."""
    ok, const = _const_value(value)
    if ok:
        return ("const", const)
    if isinstance(value, ast.Call):
        inner = _module_passthrough(value)
        if inner is not None:
            return _descriptor(inner, scope)
        callee = dotted(value.func)
        if callee is None:
            return None
        last = callee.rsplit(".", 1)[-1]
        if last == "Sequential" and value.args:
            # ``nn.Sequential(a, b)`` / ``nn.Sequential(*[Block() for _ in ...])``: calling it calls each
            items: list = []
            for a in value.args[:64]:
                d = _container(a.value, scope) if isinstance(a, ast.Starred) else _descriptor(a, scope)
                if d is None and isinstance(a, ast.Starred) and dotted(a.value) and "(" not in dotted(a.value):
                    # ``nn.Sequential(*blocks)`` of a list built before: its elements
                    d = ("elem", dotted(a.value), scope)
                if d is None:
                    continue
                items.extend(d[1] if d[0] == "list" else (d,))
            return ("list", tuple(items))
        if callee == "getattr" and len(value.args) >= 2:
            obj = dotted(value.args[0])
            key = value.args[1]
            if obj and isinstance(key, ast.Constant) and isinstance(key.value, str):
                return ("expr", f"{obj}.{key.value}", scope)
            if obj and isinstance(key, ast.JoinedStr) and key.values and isinstance(key.values[0], ast.Constant):
                # ``getattr(self, f"_order_{self.policy}")``: the members named so; with the one
                # formatted value's text (and what follows it), so that a known value picks one
                vals = key.values
                fill = None
                if len(vals) in (2, 3) and type(vals[1]) is ast.FormattedValue and vals[1].conversion == -1 \
                        and vals[1].format_spec is None and dotted(vals[1].value) \
                        and (len(vals) == 2 or type(vals[2]) is ast.Constant):
                    fill = (dotted(vals[1].value), str(vals[2].value) if len(vals) == 3 else "")
                return ("prefix", obj, str(vals[0].value), scope, fill)
            return None
        if last == "partial" and value.args:
            inner = dotted(value.args[0])
            return ("expr", inner, scope) if inner else None
        if last in ("ModuleList", "Sequential", "list", "tuple") and value.args:
            got = _container(value.args[0], scope)
            arg = _or_empty(value.args[0]) if len(value.args) == 1 else None
            if got is None and last in ("list", "tuple", "ModuleList") and type(arg) is ast.Name:
                # ``self.steps = list(steps)`` of a ``*steps`` parameter, ``nn.ModuleList(stages)`` of
                # a list built before, ``list(observers or ())``: its elements
                return ("list", (("elem", arg.id, scope),))
            return got or ("call", callee, scope)
        if last in ("ModuleDict", "dict") and value.args:
            return _container(value.args[0], scope) or ("call", callee, scope)
        # the arguments that may be constants, and which parameters the call passes at all
        if type(value.func) is ast.Subscript and callee.endswith("[]"):
            # ``CLASSES[config._attn_implementation](config)``: the key, when the scan may know it
            key = _key_spec(value.func.slice)
            if key is not None:
                return ("call", callee, scope, _call_args(value, scope), _call_shape(value), key)
        return ("call", callee, scope, _call_args(value, scope), _call_shape(value))
    if isinstance(value, (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.DictComp, ast.GeneratorExp)):
        return _container(value, scope)
    if isinstance(value, ast.IfExp):
        return _descriptor(value.body, scope)
    if isinstance(value, ast.BoolOp):
        return _descriptor(value.values[-1], scope)
    if type(value) is ast.Subscript:
        # ``REGISTRY["silu"]`` / ``REGISTRY[name]``: the entry under that key when it is known
        base = dotted(value.value)
        key = value.slice
        if base:
            if type(key) is ast.Constant and type(key.value) in (str, int):
                return ("item", base, ("c", key.value), scope)
            if type(key) is ast.Name:
                return ("item", base, ("n", key.id), scope)
            if type(key) is ast.Attribute:
                # ``ALL_MASK_FUNCTIONS[config._attn_implementation]``: a key the profile may pin
                spec = _key_spec(key)
                if spec is not None:
                    return ("item", base, spec, scope)
    expr = dotted(value)
    return ("expr", expr, scope) if expr else None


def _factory_built(value: ast.AST, scope: Optional[str]) -> Optional[tuple]:
    """What a factory call builds from a constructor it is handed (``make_layers(n, lambda idx,
    prefix: DecoderLayer(config, idx))``): a list of the lambda's results, or None."""
    if type(value) is not ast.Call:
        return None
    items: list = []
    for a in [*value.args, *(k.value for k in value.keywords)]:
        if type(a) is ast.Lambda:
            bodies = [a.body.body, a.body.orelse] if type(a.body) is ast.IfExp else [a.body]
            for b in bodies:
                callee = dotted(b.func) if type(b) is ast.Call else None
                # a constructor: a class name or a local naming one, not a method of something
                if callee and ("." not in callee or callee.rsplit(".", 1)[-1][:1].isupper()):
                    d = _descriptor(b, scope)
                    if d is not None and d[0] == "call":
                        items.append(d)
    return ("list", tuple(items)) if items else None


def _key_spec(key: ast.AST) -> Optional[tuple]:
    """A registry key: ("c", literal), ("n", local or parameter), ("x", attribute path)."""
    if type(key) is ast.Constant and type(key.value) in (str, int):
        return ("c", key.value)
    if type(key) is ast.Name:
        return ("n", key.id)
    if type(key) is ast.Attribute:
        name = dotted(key)
        if name and "(" not in name and "[" not in name:
            return ("x", name)
    return None


_DISABLE_CALLS = frozenset({"torch.compiler.disable", "torch._dynamo.disable", "compiler.disable", "_dynamo.disable"})


def _call_args(call: ast.Call, scope: Optional[str] = None) -> tuple:
    """Arguments of a call whose value may be a constant: literals and attribute paths of a
    parameter or name (``get_kernel(cfg.act_kernel)``); (position or keyword, descriptor). A
    positional object built in the argument (``enable_cache(Model(cfg).eval())``) is a "call"
    descriptor: a helper that hands its parameter back returns that object."""
    out: list = []
    for i, a in enumerate(call.args[:4]):
        if type(a) is ast.Starred:
            break
        d = _arg_descriptor(a)
        if d is None and type(a) is ast.Call and _is_ctor_call(_module_passthrough(a) or a):
            d = _descriptor(a, scope)
        if d is None and i == 1 and type(a) is ast.Name and type(call.func) is ast.Attribute \
                and call.func.attr == "get":
            # ``self._by_size.get(size, slow_kernel)``: the default a mapping hands back
            d = ("expr", a.id)
        if d is None and i == 0 and type(a) is ast.Name and type(call.func) is ast.Attribute \
                and call.func.attr == "disable" and dotted(call.func) in _DISABLE_CALLS:
            # ``copy_and_clear = torch.compiler.disable(_copy_and_clear)``: the function it wraps
            d = ("expr", a.id)
        if d is not None:
            out.append((i, d))
    for k in call.keywords:
        if k.arg is not None and len(out) < 16:
            d = _arg_descriptor(k.value)
            if d is not None:
                out.append((k.arg, d))
    return tuple(out)


def _arg_descriptor(a: ast.AST) -> Optional[tuple]:
    ok, v = _const_value(a)
    if ok:
        return ("const", v)
    if type(a) is ast.Attribute and type(a.value) is ast.Name:
        # ``runner_cls=self.post_norm_runner_cls``: a class attribute the receiver's class picks
        return ("expr", f"{a.value.id}.{a.attr}")
    return None


def _container(value: ast.AST, scope: Optional[str]) -> Optional[tuple]:
    if isinstance(value, ast.Dict):
        keyed = _keyed_dict(value, scope)
        if keyed is not None:
            return keyed
        elts = list(value.values)
    elif isinstance(value, (ast.List, ast.Tuple, ast.Set)):
        elts = list(value.elts)
    elif isinstance(value, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
        gens = value.generators
        if type(value.elt) is ast.Name and len(gens) == 1 and type(gens[0].target) is ast.Name \
                and gens[0].target.id == value.elt.id and dotted(gens[0].iter) and "(" not in dotted(gens[0].iter):
            # ``[p for p in processors if not p.is_argmax_invariant()]``: elements of ``processors``
            return ("list", (("elem", dotted(gens[0].iter), scope),))
        elts = [value.elt]
    elif isinstance(value, ast.DictComp):
        keyed = _keyed_comprehension(value, scope)
        if keyed is not None:
            return keyed
        elts = [value.value]
    else:
        return None
    items = []
    for e in elts[:64]:
        d = _descriptor(e, scope)
        if d is not None:
            items.append(d)
    return ("list", tuple(items))


def _keyed_comprehension(value: ast.DictComp, scope: Optional[str]) -> Optional[tuple]:
    """``{cls.name: cls for cls in (NoGuard, DebugGuard)}``: the classes keyed by their class
    attribute (``("@", "NoGuard.name")``, folded by the program as for a dict literal)."""
    if len(value.generators) != 1:
        return None
    g = value.generators[0]
    k, v = value.key, value.value
    if g.ifs or g.is_async or type(g.target) is not ast.Name or type(g.iter) not in (ast.Tuple, ast.List) \
            or type(v) is not ast.Name or v.id != g.target.id or type(k) is not ast.Attribute \
            or type(k.value) is not ast.Name or k.value.id != g.target.id or len(g.iter.elts) > 64:
        return None
    items, keys = [], []
    for e in g.iter.elts:
        if type(e) is not ast.Name:
            return None
        d = _descriptor(e, scope)
        if d is None:
            return None
        items.append(d)
        keys.append(("@", f"{e.id}.{k.attr}"))
    return ("list", tuple(items), tuple(keys))


def _keyed_dict(value: ast.Dict, scope: Optional[str]) -> Optional[tuple]:
    """``{"silu": f, "gelu": g}`` with only str/int (or None) literal keys (no ``**more``): the items
    and, aligned with them, their keys, so a lookup by a known key picks one entry
    (``{None: Unquantized, "fp8": Fp8}[quantization]``)."""
    if not value.keys or len(value.keys) > 64:
        return None
    items, keys = [], []
    for k, v in zip(value.keys, value.values):
        if type(k) is ast.Attribute and type(k.value) is ast.Name:
            # ``{TorchKernel.name: TorchKernel, ...}``: a class attribute the program folds (a key
            # ``("@", "TorchKernel.name")`` until then)
            d = _descriptor(v, scope)
            if d is not None:
                items.append(d)
                keys.append(("@", f"{k.value.id}.{k.attr}"))
            continue
        if type(k) is not ast.Constant or (type(k.value) not in (str, int) and k.value is not None):
            return None
        d = _descriptor(v, scope)
        if d is not None:
            items.append(d)
            keys.append(k.value)
    return ("list", tuple(items), tuple(keys))


def _is_compiling_test(test: ast.AST, names: frozenset = frozenset(), flags: frozenset = frozenset()) -> Optional[bool]:
    """True: test is ``is_compiling()``; False: ``not is_compiling()``; None: neither.

    ``names``: local aliases of is_compiling (``from torch.compiler import is_compiling as f``);
    ``flags``: variables assigned ``is_compiling()`` earlier in the function.
    """
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _is_compiling_test(test.operand, names, flags)
        return None if inner is None else not inner
    if isinstance(test, ast.Call) and not test.args:
        name = dotted(test.func)
        if name and (name.rsplit(".", 1)[-1] in IS_COMPILING or name in names):
            return True
    if isinstance(test, ast.Name) and test.id in flags:
        return True
    if isinstance(test, ast.BoolOp):
        flags = [_is_compiling_test(v, names, flags) for v in test.values]
        if isinstance(test.op, ast.And) and False in flags:
            return False  # ``not is_compiling() and ...`` is false while compiling
        if isinstance(test.op, ast.Or) and True in flags:
            return True
    return None


def _config_getattr_default(e: ast.AST) -> Optional[ast.expr]:
    """The default of ``getattr(config, "opt_in_flag", default)`` on a checkpoint configuration:
    a key the config does not carry takes it (the deployment assumes the model's own config)."""
    if type(e) is ast.Call and type(e.func) is ast.Name and e.func.id == "getattr" and len(e.args) == 3 \
            and not e.keywords and type(e.args[1]) is ast.Constant:
        recv = (dotted(e.args[0]) or "").rsplit(".", 1)[-1].lower()
        if "config" in recv or recv in ("cfg", "conf"):
            return e.args[2]
    return None


def _ctor_arg_value(a: ast.AST) -> tuple:
    """(known, value) of a constructor argument: a literal, or ``getattr(config, "swiglu_limit",
    None)`` on a checkpoint configuration (its default: ``_config_getattr_default``)."""
    default = _config_getattr_default(a)
    return _const_value(default if default is not None else a)


def _ctor_record(call: ast.Call, name: Optional[str], scope: Optional[str], fn: Optional[ast.AST] = None):
    """(callee, scope, literal args, non-literal arg keys[, enum members each non-literal arg can
    be]) for a call that looks like ``Class(...)`` (``fn``: the function holding the call)."""
    if not name or name.endswith(("()", "[]")):
        return None
    last = name.rsplit(".", 1)[-1]
    if not last[:1].isupper():
        return None
    lits: dict = {}
    other: list = []
    enums: dict = {}
    for i, a in enumerate(call.args):
        if isinstance(a, ast.Starred):
            other.append("*")
            continue
        ok, v = _ctor_arg_value(a)
        if ok:
            lits[i] = v
        else:
            other.append(i)
            got = _enum_values(a, fn)
            if got:
                enums[i] = got
    for k in call.keywords:
        if k.arg is None:
            other.append("**")
            continue
        ok, v = _ctor_arg_value(k.value)
        if ok:
            lits[k.arg] = v
        else:
            other.append(k.arg)
            got = _enum_values(k.value, fn)
            if got:
                enums[k.arg] = got
    return (name, scope, lits, other, enums) if enums else (name, scope, lits, other)


def _case_values(pattern: ast.AST) -> Optional[list]:
    """The value expressions of ``case A:`` / ``case A | B:`` (value patterns only), else None."""
    if type(pattern).__name__ == "MatchValue":
        return [pattern.value]
    if type(pattern).__name__ == "MatchOr":
        out = []
        for p in pattern.patterns:
            got = _case_values(p)
            if not got:
                return None
            out.extend(got)
        return out
    return None


def _enum_member(e: ast.AST) -> Optional[str]:
    """``AttnKind.FULL`` -> "AttnKind.FULL" (a CapWords class and an upper-case member)."""
    if type(e) is ast.Attribute and type(e.value) is ast.Name and e.value.id[:1].isupper() and e.attr.isupper():
        return f"{e.value.id}.{e.attr}"
    return None


def _enum_values(e: ast.AST, fn: Optional[ast.AST], depth: int = 0) -> Optional[tuple]:
    """The enum members an argument can be: a member, either side of a conditional expression,
    or the element of a comprehension over a local list of such values (``HybridAttention(d, k)
    for k in kinds`` with ``kinds = [Kind.SLIDING if i % 2 else Kind.FULL for i in range(n)]``)."""
    if depth > 6:
        return None
    m = _enum_member(e)
    if m:
        return (m,)
    if type(e) is ast.IfExp:
        a, b = _enum_values(e.body, fn, depth + 1), _enum_values(e.orelse, fn, depth + 1)
        return tuple(sorted(set(a) | set(b))) if a and b else None
    if type(e) in (ast.List, ast.Tuple) and e.elts:
        vals = [_enum_values(x, fn, depth + 1) for x in e.elts]
        return tuple(sorted({v for got in vals for v in got})) if all(vals) else None
    if type(e) in (ast.ListComp, ast.GeneratorExp):
        return _enum_values(e.elt, fn, depth + 1)
    if type(e) is ast.Name and fn is not None:
        # a comprehension's or loop's target over a local, or a local assigned once
        src = _name_sources(fn).get(e.id)
        if src is not None:
            return _enum_values(src, fn, depth + 1)
    return None


_NAME_SOURCES: dict = {}  # id(function node) -> {name: the expression it takes its values from}
# the module being summarized: its names bound once to a literal collection of constants (a dict's
# keys, a set's or tuple's elements), never changed in place - what ``x in NAME`` tests against
_KEY_SETS: dict = {}
_MUTATORS = frozenset({"add", "update", "pop", "popitem", "setdefault", "clear", "discard", "remove", "append",
                       "extend", "insert", "__setitem__", "__delitem__"})


def _name_sources(fn: ast.AST) -> dict:
    """Per function (memoized for the file being summarized): each name bound once, as a loop or
    comprehension target (its iterable) or by a plain assignment (its value), and only when the
    function names an enum member at all (``Cls.MEMBER``): else nothing to resolve."""
    got = _NAME_SOURCES.get(id(fn))
    if got is not None:
        return got
    out: dict = {}
    seen: set = set()
    nodes = list(ast.walk(fn))
    if any(type(n) is ast.Attribute and n.attr.isupper() and type(n.value) is ast.Name and n.value.id[:1].isupper()
           for n in nodes):
        for n in nodes:
            t = n.target if type(n) in (ast.comprehension, ast.For) else (
                n.targets[0] if type(n) is ast.Assign and len(n.targets) == 1 else None)
            if type(t) is not ast.Name:
                continue
            src = n.iter if type(n) is not ast.Assign else n.value
            if t.id in seen:
                prev = out.get(t.id)
                if prev is not None and ast.dump(prev) != ast.dump(src):
                    out.pop(t.id)  # bound from different sources: no single one
                continue
            seen.add(t.id)
            out[t.id] = src
    _NAME_SOURCES[id(fn)] = out
    return out


# zero-argument queries of the machine's environment that dynamo constant-folds (resolved and
# checked against compilelint.conditions.ENV_QUERIES by the scan; only the last name is used here)
ENV_QUERY_LAST = frozenset({"is_available", "is_initialized"})


# calls that are never guard helpers: builtins and common methods of str / dict / tensor / path
# objects (a call test is recorded only to be resolved later; these would only cost time)
_NOT_GUARD_CALLS = frozenset({
    "isinstance", "issubclass", "hasattr", "getattr", "callable", "len", "any", "all", "bool", "int",
    "float", "str", "type", "id", "max", "min", "sum", "sorted", "iter", "next", "zip", "range"})
_NOT_GUARD_METHODS = frozenset({
    "get", "endswith", "startswith", "is_contiguous", "exists", "isfinite", "is_tensor", "is_set",
    "strip", "isfile", "isdir", "is_file", "is_dir", "is_alive", "items", "keys", "values", "match",
    "search", "fullmatch", "isdigit", "isalpha", "isnumeric", "lower", "upper", "split", "dim",
    "numel", "size", "is_floating_point", "is_complex", "const_expr", "is_grad_enabled", "isnan",
    "isinf", "all", "any", "is_inference", "is_pinned", "is_shared", "is_leaf", "locked", "empty"})


def _formula(test: ast.AST, depth: int = 0, flags: Optional[dict] = None) -> tuple:
    """A branch test as a small boolean formula the scan can evaluate later.

    ("a", "flag") / ("a", "cfg.flag") for ``self.flag`` / ``self.cfg.flag``; ("q", "torch.cuda.is_available")
    for a zero-argument query call; ("c", "mod.helper") for another call of a dotted name (arguments
    allowed: ``_under_trace(x)``), which the scan resolves (``torch.compiler.is_compiling`` and the
    helpers that return it are true while compiling); ``bool(x)`` is ``x``; ("n", f), ("&", fs),
    ("|", fs); ("?",) for anything else.
    """
    if depth > 16:
        return ("?",)
    t = type(test)
    params = flags.get("*params") if flags else None
    if params:
        got = _param_atom(test, params)
        if got is not None:
            return got
    none_params = flags.get("*none_params") if flags else None
    if none_params:
        got = _param_atom(test, none_params)
        if got is not None and (got[1] if got[0] == "n" else got)[2:] == ("==", None):
            return got
    if t is ast.Compare:
        kw = flags.get("**") if flags else None
        if kw and len(test.ops) == 1 and type(test.ops[0]) in (ast.In, ast.NotIn) and \
                type(test.comparators[0]) is ast.Name and test.comparators[0].id == kw:
            # ``old in kwargs`` in a keyword-renaming wrapper: decided by the keyword names calls pass
            left = test.left
            atom = ("kwin", ("c", left.value)) if type(left) is ast.Constant and type(left.value) is str else \
                ("kwin", ("n", left.id)) if type(left) is ast.Name else None
            if atom is not None:
                return atom if type(test.ops[0]) is ast.In else ("n", atom)
        got = _env_string_atom(test, flags)
        if got is not None:
            return got
        got = _value_atom(test)
        if got is not None:
            return got
        # any other comparison (``"FLASHINFER_CUDA_ARCH_LIST" in os.environ``,
        # ``os.environ.get("X", "0") == "1"``): the expression at this position, folded later
        if getattr(test, "lineno", None) is not None:
            return ("x", test.lineno, test.col_offset)
    if t is ast.Name:
        # a module flag set once from a call (``_is_cuda = is_cuda()``): the call's formula
        got = flags.get(test.id) if flags else None
        if got is not None:
            if type(got) is tuple and len(got) == 2 and got[0] == "*env":
                # ``_ENABLE_X = envs.SGLANG_ENABLE_X.get()`` read as a truth: the flag's value
                return ("c", got[1], None, 0)
            return got
        # a flag imported from another module (``from .utils import _is_cuda``): decided there
        imported = flags.get("*imported") if flags else None
        if imported and test.id in imported:
            return ("g", test.id)
        # a local or parameter that reads as a configuration switch (``is_draft_model``): decided
        # only where the deployment profile pins the name
        if _SWITCH.match(test.id.lstrip("_")):
            return ("v", test.id)
        if getattr(test, "lineno", None) is not None and not (params and test.id in params):
            # ``dump_dir = envs.VLLM_X_DUMP_DIR`` then ``if dump_dir:``: a local read as a truth,
            # folded where it stands from the stores before it
            return ("x", test.lineno, test.col_offset)
        return ("?",)
    if t is ast.Subscript and type(test.value) is ast.Name and type(test.slice) is ast.Constant \
            and getattr(test, "lineno", None) is not None:
        # ``if global_server_args_dict["enable_nan_detection"]:``: a module-level table's entry,
        # folded later where the table is a literal nobody changes
        return ("x", test.lineno, test.col_offset)
    if t is ast.UnaryOp and isinstance(test.op, ast.Not):
        inner = _formula(test.operand, depth + 1, flags)
        return ("?",) if inner == ("?",) else ("n", inner)
    if t is ast.BoolOp:
        return ("&" if isinstance(test.op, ast.And) else "|",
                tuple(_formula(v, depth + 1, flags) for v in test.values))
    if t is ast.Attribute:
        parts = []
        node = test
        while isinstance(node, ast.Attribute) and len(parts) < 3:
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name) and node.id == "self" and 1 <= len(parts) <= 2:
            return ("a", ".".join(reversed(parts)))
        aliases = flags.get("*aliases") if flags else None
        if aliases and isinstance(node, ast.Name) and node.id in aliases and len(parts) == 1:
            return ("a", f"{aliases[node.id]}.{parts[0]}")
        if isinstance(node, ast.Name) and len(parts) == 1 and test.attr.isupper() and not node.id[:1].isupper():
            # ``envs.VLLM_X``: a module attribute (possibly computed on access), folded where it stands
            return ("x", test.lineno, test.col_offset)
        name = dotted(test)
        if name and "[" not in name and _SWITCH.match(test.attr) and \
                "(" not in name.rpartition(".")[0].replace("()", ""):
            # ``get_exec().moe.enable_paged_experts``: a switch the profile may pin
            return ("pv", test.attr, "truth", (), name.rpartition(".")[0])
        if name and "[" not in name and "(" not in name and isinstance(node, ast.Name) and \
                node.id not in ("self", "cls"):
            # ``if ATTN_DEBUG.dump_bias:`` on an object a module builds (a frozen config): the
            # pin, else the field's literal default where no construction changes it
            return ("pv", test.attr, "truth", (), name.rpartition(".")[0])
        if name and "[" not in name and "(" not in name and getattr(test, "lineno", None) is not None:
            # ``self.config.encoder_cache.debug_cross_kv``: a deeper chain, folded where it stands
            # (nested config objects' fields, properties)
            return ("x", test.lineno, test.col_offset)
        return ("?",)
    if t is ast.Call:
        name = dotted(test.func)
        if name == "isinstance" and len(test.args) == 2 and not test.keywords and dotted(test.args[1]) \
                and "(" not in dotted(test.args[1]) and dotted(test.args[1]).rsplit(".", 1)[-1][:1].isupper():
            # ``isinstance(state, HcPending)``: false where the deployment never builds the class
            return ("x", test.lineno, test.col_offset)
        if name == "getattr" and len(test.args) in (2, 3) and not test.keywords and \
                type(test.args[0]) is ast.Name and test.args[0].id == "self" and \
                type(test.args[1]) is ast.Constant and type(test.args[1].value) is str and \
                test.args[1].value.isidentifier():
            # ``getattr(self, "_use_phase_layout", False)``: the flag ``self._use_phase_layout``
            return ("a", test.args[1].value)
        kw = flags.get("**") if flags else None
        if kw and name in (kw + ".get", kw + ".pop") and test.args and len(test.args) <= 2 and not test.keywords:
            ok, key = _const_value(test.args[0])
            ok2, default = _const_value(test.args[1]) if len(test.args) == 2 else (True, None)
            if ok and ok2 and type(key) is str:
                return ("kw", key, bool(default))
            return ("?",)
        if name and "(" in name and _ONE_CALL_METHOD.match(name):
            # ``get_moe_a2a_backend().is_deepep()``: a predicate method of a getter's result
            last = name.rsplit(".", 1)[-1]
            if _PREDICATE.match(last) and not test.args and not test.keywords:
                return ("c", name)
            return ("?",)
        if name and "(" not in name and "[" not in name:
            last = name.rsplit(".", 1)[-1]
            if last in ("startswith", "endswith") and "." in name and len(test.args) == 1 and not test.keywords:
                # ``self.kv_cache_dtype.startswith("fp8")``: decided where the profile pins the name
                ok, v = _const_value(test.args[0])
                vals = (v,) if type(v) is str else v if type(v) is tuple and all(type(x) is str for x in v) else None
                if ok and vals:
                    parts = name.split(".")
                    return ("pv", parts[-2], last, vals, ".".join(parts[:-2]))
                return ("?",)
            if not test.args and not test.keywords and last in ENV_QUERY_LAST:
                return ("q", name)
            if name == "bool" and len(test.args) == 1 and not test.keywords:
                return _formula(test.args[0], depth + 1, flags)
            if (name not in _NOT_GUARD_CALLS and last not in _NOT_GUARD_METHODS
                    and not any(type(a) is ast.Starred for a in test.args)):
                lits = _int_args(test)
                if not test.args and not test.keywords:
                    # no arguments: the callee may be folded (``compilelint.evaluate``) with its defaults
                    return ("c", name, None, 0)
                given = _literal_call_args(test) if lits is None else None
                if given is not None:
                    # every argument a literal (``is_torch_greater_or_equal("2.4", accept_dev=True)``):
                    # the callee is folded with them
                    return ("c", name, given[0], len(test.args), given[1])
                if not test.keywords:
                    # positional arguments only: the callee may be folded with them unknown
                    # (``_use_tinygemm2_sm100(input.device)`` reads only the device's capability)
                    return ("c", name, lits, len(test.args))
                return ("c", name, lits) if lits else ("c", name)
            if last == "get" and not test.args and "." in name and name.rsplit(".", 2)[-2].isupper():
                return ("c", name)  # an environment flag object: ``envs.SGLANG_X.get()``
    return ("?",)


def _stored_name(node: ast.Assign) -> Optional[str]:
    """``cfg.architectures[0] = "XForCausalLMNextN"`` / ``cfg.architectures = ["X"]``: the class-like
    name (CapWords) a function writes into an attribute or item - how a configuration renames
    the model class it will load; also a local list of one such name (``architectures =
    ["MindSporeForCausalLM"]`` before the registry resolves the list)."""
    if len(node.targets) != 1 or type(node.targets[0]) not in (ast.Subscript, ast.Attribute, ast.Name):
        return None
    v = node.value
    if type(v) in (ast.List, ast.Tuple) and len(v.elts) == 1:
        v = v.elts[0]
    elif type(node.targets[0]) is ast.Name:
        return None
    if type(v) is ast.Constant and type(v.value) is str and v.value[:1].isupper() and v.value.isidentifier() \
            and not v.value.isupper():
        return v.value
    return None


_ORDER_OPS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


def _value_atom(test: ast.Compare) -> Optional[tuple]:
    """``self.quant_method is None`` -> ("an", "quant_method") (decided from the attribute's
    stores); ``vllm_config.kernel_config.moe_backend == "auto"`` / ``x in ("a", "b")`` /
    ``x is None`` -> ("pv", "moe_backend", "in", values) (decided where the profile pins the
    name); negations through ("n", ...)."""
    if len(test.ops) != 1:
        return None
    left, op, right = test.left, type(test.ops[0]), test.comparators[0]
    if type(left) is ast.Tuple and type(right) is ast.Tuple and op in (ast.Eq, ast.NotEq) \
            and len(left.elts) == len(right.elts) and 0 < len(left.elts) <= 4 \
            and all(type(x) is ast.Name for x in left.elts) \
            and all(type(c) is ast.Constant and type(c.value) in (int, str, bool) for c in right.elts):
        # ``(major, minor) == (10, 7)``: each name compared with its literal
        f = ("&", tuple(("pv", x.id, "in", (c.value,), "") for x, c in zip(left.elts, right.elts)))
        return ("n", f) if op is ast.NotEq else f
    name = dotted(left)
    if type(left) is ast.Subscript and type(left.slice) is ast.Constant and type(left.slice.value) is str \
            and left.slice.value.isidentifier():
        # ``config.rope_parameters["rope_type"] != "default"``: a configuration dict's key reads as
        # a named value the profile may pin, as an attribute does
        holder = dotted(left.value)
        name = f"{holder}.{left.slice.value}" if holder else None
    if name and name.endswith(".dtype") and "weight" in name.rsplit(".", 2)[-2]:
        # ``self.down_proj.weight.dtype == torch.uint8``: a weight's storage type, decided where the
        # deployment fixes the checkpoint's quantization
        dtypes = _torch_dtypes(op, right)
        if dtypes is not None:
            f = ("wd", dtypes)
            return ("n", f) if op in (ast.NotEq, ast.NotIn, ast.IsNot) else f
    if name and name.endswith(".dtype") and name.count(".") == 2 and name.startswith("self."):
        # ``self.w_kc.dtype == torch.float8_e4m3fn``: a module's own tensor (a weight derived after
        # loading) is float8 only in a quantized checkpoint; integer buffers (masks, indices) may
        # be int8, so only float8 / float4 comparisons read as storage types
        dtypes = _torch_dtypes(op, right)
        if dtypes is not None and all(d.startswith(("float8_", "float4_")) for d in dtypes):
            f = ("wd", dtypes)
            return ("n", f) if op in (ast.NotEq, ast.NotIn, ast.IsNot) else f
    if not name or "[" in name or name.endswith(")") or not name.rpartition(".")[2].isidentifier():
        return None
    if "(" in name.rpartition(".")[0].replace("()", ""):
        return None  # only argument-free calls in the holder (``get_parallel().attn_cp_size``)
    if op in _ORDER_OPS and type(right) is ast.Constant and type(right.value) is int:
        holder, _, last = name.rpartition(".")
        return ("pv", last, _ORDER_OPS[op], (right.value,), holder)
    if op in (ast.Is, ast.IsNot) and type(right) is ast.Constant and right.value is None:
        parts = name.split(".")
        if parts[0] == "self" and len(parts) == 2:
            f = ("an", parts[1])
        else:
            f = ("pv", parts[-1], "in", (None,), ".".join(parts[:-1]))
        return ("n", f) if op is ast.IsNot else f
    members = _enum_members(op, right)
    if members is not None:
        # ``forward_batch.forward_mode == ForwardMode.DECODE``: decided where the profile pins the
        # enum class (``ForwardMode=DECODE``), whatever the left side is
        f = ("em", members[0], members[1])
        if type(left) is ast.Name:
            # ``method = self.dispatch_method(batch); if method == Kind.MHA:``: where the profile
            # does not pin the class, the local's value may fold (``compilelint.evaluate``)
            f += (left.id,)
        elif type(left) is ast.Attribute and type(left.value) is ast.Name and left.value.id == "self":
            # ``self.kind == AttnKind.FULL``: the members the class's constructions pass
            f += (None, left.attr)
        return ("n", f) if op in (ast.NotEq, ast.NotIn, ast.IsNot) else f
    vals = _literal_choices(op, right)
    if vals is None or not vals or not all(type(v) in (str, int, bool) or v is None or (
            type(v) is tuple and all(type(x) in (str, int) for x in v)) for v in vals):
        return None
    holder, _, last = name.rpartition(".")
    f = ("pv", last, "in", vals, holder)
    return ("n", f) if op in (ast.NotEq, ast.NotIn) else f


def _compared(op: type, right: ast.AST) -> Optional[list]:
    """The expressions a test compares with: ``== a`` / ``is a`` -> [a]; ``in (a, b)`` -> [a, b]."""
    if op in (ast.Eq, ast.NotEq, ast.Is, ast.IsNot):
        return [right]
    if op in (ast.In, ast.NotIn) and type(right) in (ast.Tuple, ast.List, ast.Set):
        return right.elts
    return None


def _torch_dtypes(op: type, right: ast.AST) -> Optional[tuple]:
    """The dtype names of ``== torch.uint8`` / ``in (torch.float8_e4m3fn, torch.int8)``."""
    elts = _compared(op, right)
    if elts is None:
        return None
    out = []
    for e in elts:
        d = dotted(e)
        if not d or not d.startswith("torch.") or d.count(".") != 1:
            return None
        out.append(d[6:])
    return tuple(out) or None


def _enum_members(op: type, right: ast.AST) -> Optional[tuple]:
    """(class name, member names) for ``== Cls.MEMBER`` / ``is Cls.MEMBER`` / ``in (Cls.A, Cls.B)``."""
    elts = _compared(op, right)
    if elts is None:
        return None
    cls, names = None, []
    for e in elts:
        if not (type(e) is ast.Attribute and type(e.value) is ast.Name and e.value.id[:1].isupper()
                and e.attr.isupper() and (cls is None or e.value.id == cls)):
            return None
        cls = e.value.id
        names.append(e.attr)
    return (cls, tuple(names)) if names else None


_STR_METHODS = ("lower", "upper", "strip", "casefold")
_ONE_CALL_METHOD = re.compile(r"^[A-Za-z_][\w.]*\(\)\.[A-Za-z_]\w*$")


def _env_get_name(func: ast.AST) -> Optional[str]:
    """``envs.SGLANG_X.get`` of an environment flag object's ``get``, else None."""
    name = dotted(func)
    if not name or not name.endswith(".get") or name.count(".") < 2 or not name.rsplit(".", 2)[-2].isupper():
        return None
    return name


def _env_string_atom(test: ast.Compare, flags: Optional[dict] = None) -> Optional[tuple]:
    """("es", "envs.SGLANG_X.get", transform, op, values) for ``envs.SGLANG_X.get().lower() in
    {"a", "b"}`` / ``== "a"`` on an environment flag object, or on a module name set once from one
    (``_algo = envs.SGLANG_X.get()``; negations through ("n", ...))."""
    if len(test.ops) != 1:
        return None
    left, transform = test.left, None
    if type(left) is ast.Call and type(left.func) is ast.Attribute and left.func.attr in _STR_METHODS \
            and not left.args and not left.keywords:
        transform, left = left.func.attr, left.func.value
    if type(left) is ast.Name and flags:
        got = flags.get(left.id)
        if not (type(got) is tuple and len(got) == 2 and got[0] == "*env"):
            return None
        name = got[1]
    else:
        if type(left) is not ast.Call or left.args or left.keywords:
            return None
        name = _env_get_name(left.func)
        if not name:
            return None
    op = type(test.ops[0])
    vals = _literal_choices(op, test.comparators[0])
    if vals is None or not all(type(v) is str for v in vals):
        return None
    f = ("es", name, transform, "in", vals)
    return ("n", f) if op in (ast.NotIn, ast.NotEq) else f


def _literal_choices(op: type, right: ast.AST) -> Optional[tuple]:
    """The literals a comparison tests against: ``== c`` / ``!= c`` -> (c,); ``in {a, b}`` /
    ``not in (a, b)`` -> (a, b); None for anything else."""
    if op in (ast.Eq, ast.NotEq):
        ok, v = _const_value(right)
        return (v,) if ok else None
    if op in (ast.In, ast.NotIn) and type(right) in (ast.Set, ast.Tuple, ast.List):
        vals = [_const_value(e) for e in right.elts]
        if vals and all(ok for ok, _ in vals):
            return tuple(v for _, v in vals)
    if op in (ast.In, ast.NotIn) and type(right) is ast.Name and right.id in _KEY_SETS:
        if _KEY_SETS_TREE:
            _drop_changed_key_sets(_KEY_SETS_TREE.pop())
        if right.id in _KEY_SETS:
            return _KEY_SETS[right.id]  # ``capability not in _WINDOWS`` of a module-level dict literal
    return None


def _param_atom(test: ast.AST, params: frozenset) -> Optional[tuple]:
    """("p", name, op, value) for a test of a parameter the function never rebinds: ``p`` (truth),
    ``p is None`` / ``p == "auto"`` / ``p in ("a", "b")`` (negations through ("n", ...)); the scan
    decides it when every call of the function gives the parameter the same constant."""
    t = type(test)
    if t is ast.Name:
        return ("p", test.id, "truth", None) if test.id in params else None
    if t is not ast.Compare or len(test.ops) != 1 or type(test.left) is not ast.Name or test.left.id not in params:
        return None
    op, right = type(test.ops[0]), test.comparators[0]
    name = test.left.id
    if op in (ast.Is, ast.IsNot) and type(right) is ast.Constant and right.value is None:
        f = ("p", name, "==", None)
    elif op in (ast.Eq, ast.NotEq) and type(right) is ast.Tuple and 0 < len(right.elts) <= 4 and all(
            type(c) is ast.Constant and type(c.value) is int for c in right.elts):
        f = ("p", name, "==", tuple(c.value for c in right.elts))  # ``capability == (10, 7)``
    else:
        vals = _literal_choices(op, right)
        if vals is None:
            return None
        f = ("p", name, "==", vals[0]) if op in (ast.Eq, ast.NotEq) else ("p", name, "in", vals)
    return ("n", f) if op in (ast.IsNot, ast.NotEq, ast.NotIn) else f


_PREDICATE = re.compile(r"(is|has|use|uses|support|supports|should|can|enable|enabled)(_|$)")
# names of locals and attributes that read as switches a deployment sets (``need_lock``,
# ``logits_metadata.extend_return_logprob``, ``disable_fp4_allgather``): decided where pinned
_SWITCH = re.compile(r"(is|has|use|uses|support|supports|should|can|enable|enabled|need|needs|skip|force|"
                     r"disable|disabled|return|extend)(_|$)")


def _boolish(f: tuple) -> bool:
    """A formula that reads as a truth value (``a() or b()``, ``not x``, ``is_tpu()``): an
    attribute set from one may decide a branch in another module."""
    k = f[0]
    if k in ("|", "&", "n"):
        return True
    return k == "c" and bool(_PREDICATE.match(f[1].rsplit(".", 1)[-1]))


def _literal_call_args(call: ast.Call) -> Optional[tuple]:
    """(positional values, sorted (keyword, value) pairs) when every argument of the call is a
    literal (strings, numbers, booleans, None, tuples of them), else None."""
    args = []
    for a in call.args:
        ok, v = _const_value(a) if type(a) is not ast.Starred else (False, None)
        if not ok:
            return None
        args.append(v)
    kws = []
    for k in call.keywords:
        ok, v = _const_value(k.value) if k.arg is not None else (False, None)
        if not ok:
            return None
        kws.append((k.arg, v))
    return tuple(args), tuple(sorted(kws))


def _int_args(call: ast.Call) -> Optional[tuple]:
    """``has_device_capability(100)`` / ``is_device_capability((9, 0))``: the call's integer
    literal arguments, for the predicates the deployment profile decides."""
    if call.keywords or not call.args or len(call.args) > 2:
        return None
    out = []
    for a in call.args:
        ok, v = _const_value(a)
        if ok and type(v) is int:
            out.append(v)
        elif ok and type(v) is tuple and v and all(type(x) is int for x in v):
            out.append(v)
        else:
            return None
    return tuple(out)


def _self_attrs(f: tuple, out: set) -> None:
    k = f[0]
    if k == "a":
        out.add(f[1].rsplit(".", 1)[-1])
    elif k == "n":
        _self_attrs(f[1], out)
    elif k in ("&", "|"):
        for x in f[1]:
            _self_attrs(x, out)
    elif k == "?:":
        for x in f[1:]:
            _self_attrs(x, out)


def _has_atom(f: tuple, with_self: bool = True) -> bool:
    k = f[0]
    if k in ("q", "c", "kw", "kwin", "p", "es", "v", "g", "pv", "em", "wd", "x", "imp", "mg") or \
            (k in ("a", "an") and with_self):
        return True
    if k == "n":
        return _has_atom(f[1], with_self)
    if k in ("&", "|"):
        return any(_has_atom(x, with_self) for x in f[1])
    return False


# ---- what a function returns while dynamo compiles (guard helpers) ----------------------------
# ``def _under_trace(t=None): return is_dynamo_compiling() or torch.jit.is_tracing()``: the value of
# the function's return as a formula over calls (("c", name)), constants (("k", bool)) and, for a
# return under an ``if``, ("?:", test, then, else); the scan resolves the calls and decides whether
# the helper is true while compiling (``compilelint.conditions.Conditions.guard_value``)
GUARD_MAX_STMTS = 12
GUARD_MAX_NODES = 40
# ``hasattr(torch, "compiler")``-style probes of torch features every supported torch has
_TORCH_PROBED = frozenset({"compiler", "_dynamo", "is_compiling", "is_dynamo_compiling", "jit", "fx",
                           "is_tracing", "is_scripting"})


def _guard_summary(fn: ast.AST, consts: dict, flags: Optional[dict] = None) -> Optional[tuple]:
    body = fn.body
    if len(body) > GUARD_MAX_STMTS or not any(
            type(s) in (ast.Return, ast.If, ast.Try) or type(s).__name__ == "TryStar" for s in body):
        return None
    budget = [16]
    f = _ret_value(body, consts, dict(flags or {}), budget)
    if f is None or _size(f) > GUARD_MAX_NODES:
        return None
    if not _has_call(f) and not _decides_on_values(f):
        # a function that returns one constant (``def use_custom_op_collectives(cls): return True``)
        if f[0] != "k" or not any(type(s) is ast.Return and type(s.value) is ast.Constant for s in body):
            return None
    return f


def _decides_on_values(f: tuple) -> bool:
    """A return formula whose branches test values the scan may know (``if cap not in _WINDOWS:
    return False``: a parameter every call gives the profile's capability)."""
    if f[0] == "?:":
        return _has_atom(f[1], False) or _decides_on_values(f[2]) or _decides_on_values(f[3])
    return False


def _size(f: tuple) -> int:
    k = f[0]
    if k in ("&", "|"):
        return 1 + sum(_size(x) for x in f[1])
    if k == "n":
        return 1 + _size(f[1])
    if k == "?:":
        return 1 + _size(f[1]) + _size(f[2]) + _size(f[3])
    return 1


def _has_call(f: tuple) -> bool:
    """A formula reading something the scan can decide: a call, or an attribute of ``self``."""
    k = f[0]
    if k in ("c", "a", "pv", "an", "v", "g", "em", "wd", "mg"):
        return True
    if k in ("&", "|"):
        return any(_has_call(x) for x in f[1])
    if k == "n":
        return _has_call(f[1])
    if k == "?:":
        return _has_call(f[2]) or _has_call(f[3])
    return False


def _ret_value(stmts: list, consts: dict, names: dict, budget: list) -> Optional[tuple]:
    """What running ``stmts`` returns, as a formula; None when a statement is not understood."""
    for i, s in enumerate(stmts):
        t = type(s)
        if t is ast.Return:
            return ("k", False) if s.value is None else _value_formula(s.value, consts, names)
        if t is ast.If:
            budget[0] -= 1
            if budget[0] < 0:
                return None
            rest = stmts[i + 1:]
            a = _ret_value(s.body + rest, consts, names, budget)
            b = _ret_value(s.orelse + rest, consts, names, budget) if a is not None else None
            if b is None:
                return None
            return a if a == b else ("?:", _value_formula(s.test, consts, names), a, b)
        if t is ast.Try or t.__name__ == "TryStar":
            # the body runs without raising while compiling (an import that works); handlers do not
            return _ret_value(s.body + s.orelse + s.finalbody + stmts[i + 1:], consts, names, budget)
        if t is ast.Expr:
            if type(s.value) in (ast.Yield, ast.YieldFrom, ast.Await):
                return None
            continue  # a docstring, a call for its side effect
        if t in (ast.Import, ast.ImportFrom, ast.Pass, ast.Global, ast.Nonlocal):
            continue
        if t is ast.Assign and len(s.targets) == 1 and type(s.targets[0]) is ast.Name:
            names = {**names, s.targets[0].id: _value_formula(s.value, consts, names)}
            continue
        if t is ast.AnnAssign and type(s.target) is ast.Name and s.value is not None:
            names = {**names, s.target.id: _value_formula(s.value, consts, names)}
            continue
        if (t is ast.AugAssign and type(s.target) is ast.Name and s.target.id in names
                and type(s.op) in _BOOL_BITOPS):
            # ``flag |= is_fx_proxy(x)``: the flag or-ed (and-ed) with the new value
            names = {**names, s.target.id: (_BOOL_BITOPS[type(s.op)],
                                            (names[s.target.id], _value_formula(s.value, consts, names)))}
            continue
        return None
    return ("k", False)  # falls off the end: None


# ``a | b`` and ``a & b`` on booleans are ``a or b`` / ``a and b`` (both sides run)
_BOOL_BITOPS = {ast.BitOr: "|", ast.BitAnd: "&"}


def _value_formula(e: ast.AST, consts: dict, names: dict, depth: int = 0) -> tuple:
    t = type(e)
    if depth > 12:
        return ("?",)
    if t is ast.Constant:
        return ("k", bool(e.value))
    if t is ast.Name:
        if e.id in names:
            return names[e.id]
        if e.id in consts:
            return ("k", bool(consts[e.id]))
        return ("?",)
    if t is ast.UnaryOp and isinstance(e.op, ast.Not):
        inner = _value_formula(e.operand, consts, names, depth + 1)
        if inner[0] == "k":
            return ("k", not inner[1])
        return ("?",) if inner == ("?",) else ("n", inner)
    if t is ast.BoolOp:
        return ("&" if isinstance(e.op, ast.And) else "|",
                tuple(_value_formula(v, consts, names, depth + 1) for v in e.values))
    if t is ast.BinOp and type(e.op) in _BOOL_BITOPS:
        return (_BOOL_BITOPS[type(e.op)], (_value_formula(e.left, consts, names, depth + 1),
                                           _value_formula(e.right, consts, names, depth + 1)))
    if t is ast.Call:
        name = dotted(e.func)
        default = _config_getattr_default(e)
        if default is not None:
            return _value_formula(default, consts, names, depth + 1)
        if name == "hasattr" and len(e.args) == 2 and type(e.args[1]) is ast.Constant:
            obj = dotted(e.args[0]) or ""
            if (obj == "torch" or obj.startswith("torch.")) and e.args[1].value in _TORCH_PROBED:
                return ("k", True)
        if name == "bool" and len(e.args) == 1 and not e.keywords:
            return _value_formula(e.args[0], consts, names, depth + 1)
    return _formula(e, depth, names)


# ---- regions traced only while a Python-level memo misses (cold cache) -------------------------
MEMO_TEXT_MAX = 60
_STORE_METHODS = frozenset({"setdefault", "update", "__setitem__"})


def _memo_text(node: ast.AST) -> str:
    try:
        text = " ".join(ast.unparse(node).split())
    except Exception:  # noqa: BLE001 - a name for a message only
        return "cache miss"
    return text if len(text) <= MEMO_TEXT_MAX else text[:MEMO_TEXT_MAX - 3] + "..."


def _memo_test(test: ast.AST, gets: dict) -> Optional[tuple]:
    """(container, text, True when the test is true on a miss) for ``k not in C`` / ``k in C`` /
    ``C.get(k) is None`` / ``v is None`` after ``v = C.get(k)`` / ``not v`` / ``self._x is None``."""
    t = type(test)
    if t is ast.BoolOp:
        # ``if buf is None or buf.numel() < n:`` (a miss, or an entry too small: the block refills
        # it) / ``if v is not None and v.numel() >= n: return v`` (a hit that fits)
        want_miss = isinstance(test.op, ast.Or)
        for v in test.values:
            m = _memo_test(v, gets)
            if m is not None and m[2] is want_miss:
                return m
        return None
    if t is ast.UnaryOp and isinstance(test.op, ast.Not):
        got = _got_from(test.operand, gets)
        return (got[0], "not " + got[1], True) if got is not None else None
    if t is ast.Name and test.id in gets:
        return gets[test.id][0], gets[test.id][1], False
    if t is not ast.Compare or len(test.ops) != 1:
        return None
    op, right = test.ops[0], test.comparators[0]
    if type(op) in (ast.In, ast.NotIn):
        base = dotted(right)
        if base and "(" not in base and "[" not in base:
            return base, _memo_text(test), type(op) is ast.NotIn
        return None
    if type(op) in (ast.Is, ast.IsNot) and type(right) is ast.Constant and right.value is None:
        left = test.left
        got = _got_from(left, gets)
        if got is not None:
            return got[0], got[1] + (" is None" if type(op) is ast.Is else " is not None"), type(op) is ast.Is
        # (a lazily initialised attribute, ``if self._w is None: self._w = load()``, is no memo
        # here: the first call, the one dynamo compiles, fills it; its findings stay errors)
    return None


def _got_from(e: ast.AST, gets: dict) -> Optional[tuple]:
    """(container, lookup text) when ``e`` is a lookup in a container: ``C.get(k)``,
    ``(v := C.get(k))``, a name bound to one earlier."""
    if type(e) is ast.NamedExpr:
        e = e.value
    if type(e) is ast.Name:
        return gets.get(e.id)
    if type(e) is ast.Call and type(e.func) is ast.Attribute and e.func.attr == "get" and e.args:
        base = dotted(e.func.value)
        if base and "(" not in base and "[" not in base:
            return base, _memo_text(e)
    return None


def _stores_into(stmts: list, base: str) -> bool:
    """Does the block store into the container (``C[k] = v``, ``C.setdefault(...)``)?"""
    for s in stmts:
        for node in ast.walk(s):
            t = type(node)
            if t is ast.Assign or t is ast.AnnAssign or t is ast.AugAssign:
                for tgt in (node.targets if t is ast.Assign else [node.target]):
                    if type(tgt) is ast.Subscript and dotted(tgt.value) == base:
                        return True
            elif (t is ast.Call and type(node.func) is ast.Attribute
                  and node.func.attr in _STORE_METHODS and dotted(node.func.value) == base):
                return True
    return False


# decorators that never memoize (or that the scan already judges): no memo region is recorded
_PLAIN_DECORATORS = frozenset({
    "property", "staticmethod", "classmethod", "cached_property", "wraps", "cache", "lru_cache",
    "abstractmethod", "overload", "override", "dataclass", "contextmanager", "asynccontextmanager",
    "no_grad", "inference_mode", "enable_grad", "compile", "disable", "setter", "getter", "deleter",
    "total_ordering", "final", "njit", "unique", "singledispatch", "register"})
_PLAIN_DECORATOR_ROOTS = frozenset({"torch", "functools", "typing", "abc", "triton", "tl", "cute", "cutlass",
                                    "pytest", "dataclasses", "contextlib", "enum", "numba"})


def _memo_shaped(test: ast.AST) -> bool:
    """A test that may be a memo lookup (``k in C``, ``C.get(k) is None``, ``not v``): the cheap
    filter before a function's statements are walked for memo regions."""
    t = type(test)
    if t is ast.BoolOp:
        return any(_memo_shaped(v) for v in test.values)
    if t is ast.UnaryOp:
        return isinstance(test.op, ast.Not) and type(test.operand) in (ast.Name, ast.Call, ast.NamedExpr)
    if t is ast.Compare and len(test.ops) == 1:
        return type(test.ops[0]) in (ast.In, ast.NotIn, ast.Is, ast.IsNot)
    return False


def _persistent(base: str, local_names: set) -> bool:
    """A container that outlives one call: ``self.x`` / ``cls.x``, a module or closure name (not a
    parameter or a name the function binds)."""
    head = base.split(".", 1)[0]
    return head in ("self", "cls") or head not in local_names


def _exits(body: list[ast.stmt]) -> bool:
    """The block never falls through to the statement after it: it ends in ``return``, ``raise``,
    ``continue`` or ``break``, or in an ``if`` whose branches both do (``if out is not None: ...;
    return None`` / ``else: return x``)."""
    if not body:
        return False
    last = body[-1]
    if isinstance(last, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
        return True
    return type(last) is ast.If and bool(last.orelse) and _exits(last.body) and _exits(last.orelse)


_NO_FALL = (ast.Return, ast.Break, ast.Continue, ast.Try, ast.Yield, ast.YieldFrom, ast.Await)


def _lambda_test(call: ast.Call) -> Optional[tuple]:
    """(kind, the lambda's body) for a lambda Python calls for its truth or to compare its results:
    the predicate of ``filter``, the ``key=`` of ``sorted`` / ``list.sort`` / ``min`` / ``max``."""
    f = call.func
    if type(f) is ast.Name and f.id == "filter" and call.args and type(call.args[0]) is ast.Lambda:
        return ("filter predicate", call.args[0].body)
    name = f.id if type(f) is ast.Name else (f.attr if type(f) is ast.Attribute else None)
    if name in ("sorted", "sort", "min", "max"):
        key = next((k.value for k in call.keywords if k.arg == "key"), None)
        if type(key) is ast.Lambda:
            return ("sort key" if name in ("sorted", "sort") else f"{name}() key", key.body)
    return None


_BUILTIN_EXC_NAMES = frozenset(n for n, v in vars(builtins).items() if isinstance(v, type) and issubclass(v, BaseException))


def _handler_names(tree: ast.Module) -> list:
    """The classes every ``except`` clause of the module names (``except (A, mod.B):``), dotted."""
    out: set = set()
    for n in ast.walk(tree):
        if type(n) is ast.ExceptHandler and n.type is not None:
            for e in (n.type.elts if type(n.type) is ast.Tuple else [n.type]):
                d = dotted(e)
                if d and d not in _BUILTIN_EXC_NAMES:
                    out.add(d)
    return sorted(out)


def _always_raises(body: list[ast.stmt]) -> bool:
    """The block ends in a ``raise`` that nothing before it can skip (no ``return``, ``break``,
    ``continue``, ``yield`` or ``try`` in it): it runs only on the way to an exception."""
    if not body or type(body[-1]) is not ast.Raise:
        return False
    stack: list = list(body[:-1])
    while stack:
        n = stack.pop()
        if isinstance(n, _NO_FALL) or type(n).__name__ == "TryStar":
            return False
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(n))
    return True


def _span(first: ast.AST, last: ast.AST) -> tuple[int, int, int, int]:
    """(line, column, end line, end column) of a run of nodes; columns 1-based, end inclusive."""
    return (first.lineno, first.col_offset + 1, last.end_lineno or last.lineno,
            last.end_col_offset if last.end_col_offset is not None else 1 << 30)


# methods of nn.Module that return the module itself; the compiled object keeps its type through them
MODULE_SELF_METHODS = frozenset({"eval", "train", "requires_grad_"})
MODULE_MOVE_METHODS = frozenset({"to", "cuda", "cpu", "half", "float", "bfloat16", "double"})


def _false_arg(call: ast.Call) -> bool:
    """``train(False)`` / ``train(mode=False)``."""
    args = list(call.args) + [k.value for k in call.keywords if k.arg == "mode"]
    return len(args) == 1 and isinstance(args[0], ast.Constant) and args[0].value is False


def _is_ctor_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    name = dotted(node.func)
    return bool(name) and "(" not in name and name.rsplit(".", 1)[-1][:1].isupper()


def _module_passthrough(value: ast.AST) -> Optional[ast.AST]:
    """``Net().eval()``, ``Net(cfg).to(dev)``: the receiver, whose type the result keeps."""
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)):
        return None
    recv, attr = value.func.value, value.func.attr
    if attr in MODULE_SELF_METHODS and isinstance(recv, ast.Call):
        args = list(value.args) + [k.value for k in value.keywords]
        if attr == "eval" and args:
            return None
        if attr == "train" and not (len(args) == 1 and isinstance(args[0], ast.Constant)
                                    and isinstance(args[0].value, bool)):
            return None  # ``Trainer(cfg).train()`` is some other class's method
        return recv
    if attr in MODULE_MOVE_METHODS and _is_ctor_call(recv):
        return recv
    return None


def _eval_expr(node: ast.AST, eval_names: set) -> Optional[bool]:
    """True: the expression is a module put in eval mode (``X().eval()``, ``m.train(False)``, a name
    bound to one); False: put in training mode; None: neither."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        attr = node.func.attr
        if attr == "eval" and not node.args and not node.keywords:
            return True
        if attr == "train":
            return _false_arg(node)
        if attr in MODULE_MOVE_METHODS or attr == "requires_grad_":
            node = node.func.value
            continue
        return None
    if isinstance(node, ast.Name) and node.id in eval_names:
        return True
    return None


def _class_fields(node: ast.ClassDef) -> list[tuple]:
    """Annotated class-level names in order (a dataclass's constructor parameters):
    (name, has default, default is a literal, literal, is an ``__init__`` parameter,
    ``default_factory`` as a dotted name or None)."""
    out: list[tuple] = []
    for stmt in node.body:
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
            continue
        ann = stmt.annotation
        base = dotted(ann.value if isinstance(ann, ast.Subscript) else ann) or ""
        if base.rsplit(".", 1)[-1] == "ClassVar":
            continue
        value, init = stmt.value, True
        if value is None:
            out.append((stmt.target.id, False, False, None, True, None))
            continue
        if isinstance(value, ast.Call) and (dotted(value.func) or "").rsplit(".", 1)[-1] == "field":
            kw = {k.arg: k.value for k in value.keywords if k.arg}
            if "init" in kw and isinstance(kw["init"], ast.Constant) and kw["init"].value is False:
                init = False
            factory = dotted(kw["default_factory"]) if "default_factory" in kw else None
            if factory and ("(" in factory or "[" in factory):
                factory = None
            if "default" in kw:
                ok, v = _const_value(kw["default"])
                out.append((stmt.target.id, True, ok, v if ok else None, init, None))
            else:
                out.append((stmt.target.id, "default_factory" in kw, False, None, init, factory))
            continue
        ok, v = _const_value(value)
        out.append((stmt.target.id, True, ok, v if ok else None, init, None))
    return out


def _const_args(call: ast.Call, params: frozenset) -> Optional[tuple]:
    """What a call passes that can decide a callee's branch: (positional arguments, each ("k",
    value) for a literal, ("p", name) for one of the caller's parameters, ("l", name) for another
    plain name (a local the scan may fold), ("s", attr) for ``self.attr``, or None for another
    expression, or None when no
    positional is one of those; keywords the same way). None when the call passes neither."""
    def arg(a):
        if type(a) is ast.Constant:
            ok, c = _const_value(a)
            return ("k", c) if ok else None
        if type(a) is ast.Name:
            return ("p", a.id) if a.id in params else ("l", a.id)
        if type(a) is ast.Attribute and type(a.value) is ast.Name and a.value.id == "self":
            return ("s", a.attr)  # an object the caller holds (``self.lm_head``): its classes
        return None

    pos = None
    if call.args:
        vals = [None if type(a) is ast.Starred else arg(a) for a in call.args]
        if any(v is not None for v in vals):
            pos = tuple(vals)
    kws = []
    for k in call.keywords:
        if k.arg is None:
            continue
        got = arg(k.value)
        if got is not None:
            kws.append((k.arg, got))
    if pos is None and not kws:
        return None
    return (pos, tuple(kws))


def _param_names(f: tuple) -> set:
    k = f[0]
    if k == "p":
        return {f[1]}
    if k == "n":
        return _param_names(f[1])
    if k in ("&", "|"):
        return set().union(*(_param_names(x) for x in f[1]))
    return set()


def _target_names(t: ast.AST, out: set) -> None:
    tt = type(t)
    if tt is ast.Name:
        out.add(t.id)
    elif tt in (ast.Tuple, ast.List):
        for e in t.elts:
            _target_names(e, out)
    elif tt is ast.Starred:
        _target_names(t.value, out)


_MAY_GIVE_NONE = frozenset({"get", "pop", "setdefault", "popitem", "next", "find", "match", "search"})


def _root_name(e: ast.AST) -> Optional[str]:
    """``x`` of ``x.reshape(-1, d)``, ``x[0]``, ``x.t``."""
    while True:
        t = type(e)
        if t is ast.Attribute:
            e = e.value
        elif t is ast.Call:
            e = e.func
        elif t is ast.Subscript:
            e = e.value
        else:
            return e.id if t is ast.Name else None


_FLAG_VALUES = (ast.Call, ast.BoolOp, ast.UnaryOp, ast.Compare, ast.Name)


def _type_checking(test: ast.AST) -> Optional[bool]:
    """True for ``TYPE_CHECKING`` / ``typing.TYPE_CHECKING``, False for its negation, else None."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _type_checking(test.operand)
        return None if inner is None else not inner
    if isinstance(test, (ast.Name, ast.Attribute)) and (dotted(test) or "").rsplit(".", 1)[-1] == "TYPE_CHECKING":
        return True
    return None


def _isa_classes(test: ast.AST, name: str, positive: bool) -> list:
    """The classes ``test`` being ``positive`` proves ``name`` an instance of: ``isinstance(name, X)``
    (``X`` a dotted name or a tuple of them), also as a conjunct (negated: a disjunct of ``not``)."""
    t = type(test)
    if t is ast.UnaryOp and isinstance(test.op, ast.Not):
        return _isa_classes(test.operand, name, not positive)
    if t is ast.BoolOp and isinstance(test.op, ast.And if positive else ast.Or):
        out: list = []
        for v in test.values:
            out.extend(_isa_classes(v, name, positive))
        return out
    if positive and t is ast.Call and type(test.func) is ast.Name and test.func.id == "isinstance" and \
            len(test.args) == 2 and type(test.args[0]) in (ast.Name, ast.Attribute) and dotted(test.args[0]) == name:
        elts = test.args[1].elts if type(test.args[1]) is ast.Tuple else [test.args[1]]
        got = [dotted(e) for e in elts]
        if got and all(got) and not any("(" in g or "[" in g for g in got):
            return [",".join(got)]  # one guard: the receiver is one of these
    return []


def _isinstance_at(body: list, name: str, pos: tuple) -> list:
    """Guards proving ``name`` an instance of some classes at ``pos`` (line, col) of ``body``: an
    enclosing ``if isinstance(name, X):`` (or the ``else`` of a negated test), an earlier ``if not
    isinstance(name, X): continue|return|raise`` or ``assert isinstance(name, X)`` in an enclosing
    block. Each guard is a comma-joined list of class names (the receiver is one of them)."""
    out: list = []
    for s in body:
        start, end = (s.lineno, s.col_offset), (s.end_lineno, s.end_col_offset)
        if end < pos:
            if type(s) is ast.If and s.body and _exits(s.body) and not s.orelse:
                out.extend(_isa_classes(s.test, name, False))
            elif type(s) is ast.Assert:
                out.extend(_isa_classes(s.test, name, True))
            elif type(s) in (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For, ast.With) and any(
                    type(n) in (ast.Name, ast.Attribute) and type(n.ctx) is ast.Store
                    and (dotted(n) == name or (type(n) is ast.Name and n.id == name.split(".", 1)[0]))
                    for n in ast.walk(s)):
                out = []  # rebound: earlier guards say nothing of the new value
            continue
        if start > pos:
            break
        t = type(s)
        if t is ast.If:
            if s.body and (s.body[0].lineno, s.body[0].col_offset) <= pos:
                if s.orelse and (s.orelse[0].lineno, s.orelse[0].col_offset) <= pos:
                    out.extend(_isa_classes(s.test, name, False))
                    out.extend(_isinstance_at(s.orelse, name, pos))
                else:
                    out.extend(_isa_classes(s.test, name, True))
                    out.extend(_isinstance_at(s.body, name, pos))
        elif t in (ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith):
            out.extend(_isinstance_at(s.body, name, pos))
        elif t is ast.Try:
            for block in (s.body, s.orelse, s.finalbody):
                if block and (block[0].lineno, block[0].col_offset) <= pos <= (block[-1].end_lineno, block[-1].end_col_offset):
                    out.extend(_isinstance_at(block, name, pos))
        break
    return out


def _local_stores(body: list) -> dict:
    """Every binding of a name in a function body's statements, nested scopes left out: {name:
    [(line, col, value)]}, ``value`` the expression of a plain ``name = value`` and None for any
    other binding (a loop target, ``with ... as``, ``+=``, an import, ``except ... as``, a ``match``
    capture, ``del``, a nested ``def``/``class``, ``global``/``nonlocal``, which also count at
    (0, 0)). Statements only, for speed: a walrus inside an expression is not seen."""
    stores: dict = {}

    def note(n: str, node, value=None) -> None:
        stores.setdefault(n, []).append((node.lineno, node.col_offset + 1, value) if node is not None
                                        else (0, 0, None))

    def targets(tgt, node) -> None:
        if type(tgt) is ast.Name:
            note(tgt.id, node)
        elif type(tgt) in (ast.Tuple, ast.List, ast.Starred):
            for n in ast.walk(tgt):
                if type(n) is ast.Name:
                    note(n.id, node)

    stack = list(body)
    while stack:
        node = stack.pop()
        t = type(node)
        if t is ast.Assign:
            if len(node.targets) == 1 and type(node.targets[0]) is ast.Name:
                note(node.targets[0].id, node, node.value)
            else:
                for tgt in node.targets:
                    targets(tgt, node)
        elif t in (ast.AugAssign, ast.AnnAssign):
            if t is ast.AugAssign or node.value is not None:
                targets(node.target, node)
        elif t in (ast.For, ast.AsyncFor):
            targets(node.target, node)
            stack.extend(node.body)
            stack.extend(node.orelse)
        elif t in (ast.If, ast.While):
            stack.extend(node.body)
            stack.extend(node.orelse)
        elif t in (ast.With, ast.AsyncWith):
            for item in node.items:
                if item.optional_vars is not None:
                    targets(item.optional_vars, node)
            stack.extend(node.body)
        elif t is ast.Try or t.__name__ == "TryStar":
            stack.extend(node.body)
            stack.extend(node.orelse)
            stack.extend(node.finalbody)
            for h in node.handlers:
                if h.name:
                    note(h.name, h)
                stack.extend(h.body)
        elif t.__name__ == "Match":
            for case in node.cases:
                for n in ast.walk(case.pattern):
                    for name in (getattr(n, "name", None), getattr(n, "rest", None)):
                        if isinstance(name, str):
                            note(name, case.pattern)
                stack.extend(case.body)
        elif t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            note(node.name, node)
        elif t in (ast.Global, ast.Nonlocal):
            for n in node.names:
                note(n, None)
                note(n, None)
        elif t in (ast.Import, ast.ImportFrom):
            for a in node.names:
                note((a.asname or a.name).split(".")[0], node)
        elif t is ast.Delete:
            for tgt in node.targets:
                targets(tgt, node)
    return stores


def _local_flags(stores: dict, params: set, names: dict, consts: dict) -> dict:
    """Locals a function assigns exactly once (``_local_stores``), from a call or a boolean
    expression the scan can decide (``needs_allgather = should_use_fp4_allgather()``,
    ``use_x = backend == "cute"``): ``{name: formula}``, so that a branch on the local is read as a
    branch on its value. A local bound any other way or twice is left out."""
    out: dict = {}
    for n, got in stores.items():
        if len(got) != 1 or n in params or n in names:
            continue
        v = got[0][2]
        if type(v) is ast.Attribute:
            # ``every = self.config.dump_every_n_steps``: a branch on the local tests the field
            d = dotted(v)
            if d and d.startswith("self.") and n != "self":
                out[n] = ("a", d[5:])
            continue
        if type(v) not in _FLAG_VALUES:
            continue
        f = _value_formula(v, consts, {**names, **out})
        if _has_atom(f) and _size(f) <= GUARD_MAX_NODES:
            out[n] = f
    return out


def _normalized_params(fn: ast.AST, params: list, stores: dict) -> set:
    """Parameters the body replaces once, at its top level, before reading them anywhere else
    (``disabled = not enabled() or disabled or group.world_size == 1``): from there on the
    parameter is that local, whose formula may decide the branches that test it."""
    if not params or not stores:
        return set()
    cands: dict = {}  # parameter -> its top-level assignment
    for p in params:
        got = stores.get(p)
        if not got or len(got) != 1 or got[0][2] is None or type(got[0][2]) not in _FLAG_VALUES:
            continue  # only a value a branch can read as a flag
        line = got[0][0]
        assign = next((st for st in fn.body if type(st) is ast.Assign and st.lineno == line
                       and len(st.targets) == 1 and type(st.targets[0]) is ast.Name and st.targets[0].id == p), None)
        if assign is not None:
            cands[p] = assign
    if not cands:
        return set()
    inside = {id(n) for a in cands.values() for n in ast.walk(a.value)}
    bad: set = set()
    for n in ast.walk(fn):  # one walk for every candidate: a read before its assignment disqualifies it
        if type(n) is ast.Name and n.id in cands and type(n.ctx) is ast.Load and id(n) not in inside:
            a = cands[n.id]
            if n.lineno <= (a.end_lineno or a.lineno):
                bad.add(n.id)
    return set(cands) - bad


def _none_stores(stores: dict) -> dict:
    """``x = None`` first and ``x = make()`` under some branch: {name: [(line, col, is None)]} of
    every store (``_local_stores``) of a local that has both a literal ``None`` store and another
    one, so that the scan can tell ``x is None`` where the other stores sit in dead branches."""
    out: dict = {}
    for n, got in stores.items():
        if not 2 <= len(got) <= 8:
            continue
        rows = sorted((line, col, type(v) is ast.Constant and v.value is None) for line, col, v in got)
        if any(r[2] for r in rows) and not all(r[2] for r in rows):
            out[n] = rows
    return out


def _rebound(body: list, names: set, derived: Optional[set] = None) -> set:
    """Which of ``names`` a statement of ``body`` (at any depth, nested functions included)
    assigns, augments, loops over, binds with ``as`` or deletes (walrus targets are not seen).
    ``derived`` collects the names rebound only as ``x = x.method(...)`` (``x.reshape(-1, d)``):
    derived from themselves, so ``x is None`` keeps its value (None has no such method; lookups
    that may give None, ``x.get(k)``, do not count)."""
    out: set = set()
    other: set = set()
    stack = list(body)
    while stack:
        st = stack.pop()
        t = type(st)
        if t is ast.Assign:
            if (derived is not None and len(st.targets) == 1 and type(st.targets[0]) is ast.Name
                    and type(st.value) is ast.Call and type(st.value.func) is ast.Attribute
                    and st.value.func.attr not in _MAY_GIVE_NONE
                    and _root_name(st.value) == st.targets[0].id):
                derived.add(st.targets[0].id)
                continue
            for tg in st.targets:
                _target_names(tg, other)
            out |= other
        elif t in (ast.AugAssign, ast.AnnAssign):
            _target_names(st.target, out)
        elif t in (ast.For, ast.AsyncFor):
            _target_names(st.target, out)
        elif t in (ast.With, ast.AsyncWith):
            for it in st.items:
                if it.optional_vars is not None:
                    _target_names(it.optional_vars, out)
        elif t is ast.Delete:
            for tg in st.targets:
                _target_names(tg, out)
        elif t in (ast.Import, ast.ImportFrom):
            out.update((a.asname or a.name).split(".")[0] for a in st.names)
        elif t in (ast.Global, ast.Nonlocal):
            out.update(st.names)
        for field in ("body", "orelse", "finalbody"):
            sub = getattr(st, field, None)
            if sub:
                stack.extend(sub)
        if t is ast.Try or t.__name__ == "TryStar":
            for h in st.handlers:
                if h.name:
                    out.add(h.name)
                stack.extend(h.body)
        elif t.__name__ == "Match":
            for case in st.cases:
                stack.extend(case.body)
    if derived is not None:
        derived.intersection_update(names)
        derived.difference_update(out)
        out |= derived
    return out & names


def _call_shape(call: ast.Call, splats: Optional[dict] = None) -> tuple:
    """(positional arguments, any ``*``/``**`` unpacking, keyword names) of a call: which
    signatures it can bind. ``splats``: locals whose keys are known (``_dict_splats``), so that
    ``f(**kw)`` passes exactly those keywords."""
    # 1: ``*args`` (any number of positionals), 2: only ``**kwargs``, 0: none
    names = [k.arg for k in call.keywords if k.arg]
    star = 0
    if any(type(a) is ast.Starred for a in call.args):
        star = 1
    else:
        for k in call.keywords:
            if k.arg is None:
                keys = splats.get(k.value.id) if splats and type(k.value) is ast.Name else None
                if keys is None:
                    star = 2
                    break
                names.extend(keys)
    return (len(call.args), star, tuple(names))


def _dict_splats(fn: ast.AST) -> dict:
    """Locals built as a dict with literal keys and given only more literal keys afterwards
    (``kw = dict(a=x, b=y); if c: kw["d"] = z``; then ``f(**kw)``): {name: keys}. Any other use of
    the name (``kw.update``, passing ``kw`` on, a second assignment, a nested scope) disqualifies
    it. One walk of the function."""
    keys: dict = {}
    extra: dict = {}
    bad: set = set()
    allowed: set = set()  # ids of Name nodes in an allowed position
    names: list = []  # every Name node (with whether it sits in a nested scope)
    stack = [(c, False) for c in ast.iter_child_nodes(fn)]
    while stack:
        n, nested = stack.pop()
        t = type(n)
        if t is ast.Name:
            names.append((n, nested))
            continue
        if t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef):
            nested = True
        elif not nested and t is ast.Assign and len(n.targets) == 1:
            tgt, v = n.targets[0], n.value
            if type(tgt) is ast.Name:
                got = None
                if type(v) is ast.Call and type(v.func) is ast.Name and v.func.id == "dict" and not v.args \
                        and all(k.arg for k in v.keywords):
                    got = [k.arg for k in v.keywords]
                elif type(v) is ast.Dict and all(type(k) is ast.Constant and type(k.value) is str for k in v.keys):
                    got = [k.value for k in v.keys]
                if got is not None and tgt.id not in keys:
                    keys[tgt.id] = got
                    allowed.add(id(tgt))
                elif got is not None:
                    bad.add(tgt.id)
            elif type(tgt) is ast.Subscript and type(tgt.value) is ast.Name:
                if type(tgt.slice) is ast.Constant and type(tgt.slice.value) is str:
                    extra.setdefault(tgt.value.id, []).append(tgt.slice.value)
                    allowed.add(id(tgt.value))
                else:
                    bad.add(tgt.value.id)
        elif not nested and t is ast.Call:
            for k in n.keywords:
                if k.arg is None and type(k.value) is ast.Name:
                    allowed.add(id(k.value))
        stack.extend((c, nested) for c in ast.iter_child_nodes(n))
    if not keys:
        return {}
    for n, nested in names:
        if n.id in keys and (nested or id(n) not in allowed):
            bad.add(n.id)
    return {name: tuple(dict.fromkeys(ks + extra.get(name, []))) for name, ks in keys.items() if name not in bad}


def _signature(args: ast.arguments) -> tuple:
    """(positional parameter names, how many of them have defaults, keyword-only names, required
    keyword-only names, has ``*args``, has ``**kwargs``, positional-only count)."""
    pos = tuple(a.arg for a in [*args.posonlyargs, *args.args])
    kwonly = tuple(a.arg for a in args.kwonlyargs)
    required = tuple(a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None)
    return (pos, len(args.defaults), kwonly, required, args.vararg is not None, args.kwarg is not None,
            len(args.posonlyargs))


def _flag_expr(node: ast.AST) -> str:
    """A compile flag that is not a literal: ``"$name"`` for a plain name (a parameter of the
    enclosing function may fix it), else ``"dynamic"``."""
    return "$" + node.id if type(node) is ast.Name else "dynamic"


def _fullgraph_kw(node: ast.AST):
    """The ``fullgraph=`` of a compile call or decorator: the literal, the flag expression's text
    when it is not one, None when not given (or ``node`` is no call)."""
    fullgraph = None
    for k in node.keywords if isinstance(node, ast.Call) else ():
        if k.arg == "fullgraph":
            ok, v = _const_value(k.value)
            fullgraph = v if ok else _flag_expr(k.value)
    return fullgraph


def _literal_defaults(args: ast.arguments) -> dict:
    """Parameter -> literal default value."""
    out: dict = {}
    pos = [*args.posonlyargs, *args.args]
    for a, d in zip(pos[len(pos) - len(args.defaults):], args.defaults):
        ok, v = _const_value(d)
        if ok:
            out[a.arg] = v
    for a, d in zip(args.kwonlyargs, args.kw_defaults):
        if d is not None:
            ok, v = _const_value(d)
            if ok:
                out[a.arg] = v
    return out


def _ref_defaults(args: ast.arguments) -> dict:
    """Parameter -> dotted name of a default that names something (``runner_cls=JitGemmRunner``)."""
    out: dict = {}
    pos = [*args.posonlyargs, *args.args]
    pairs = [*zip(pos[len(pos) - len(args.defaults):], args.defaults),
             *((a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None)]
    for a, d in pairs:
        if type(d) in (ast.Name, ast.Attribute):
            name = dotted(d)
            if name and name not in ("None", "True", "False"):
                out[a.arg] = name
    return out


def _ends_flow(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], (ast.Return, ast.Raise))


class _Summarizer:
    def __init__(self, tree: ast.Module, global_names: Optional[frozenset] = None):
        self._libs: dict[str, str] = {}  # module-level names bound to ``torch.library.Library("ns", ...)``
        self.tree = tree
        self.global_names = global_names
        # module-level names bound to a constructed object (``controller = Controller(args)``):
        # a function's read of one of their attributes may run a property getter
        self.module_objects = frozenset(
            t.id for st in tree.body if type(st) is ast.Assign
            for tgt in st.targets
            for t, v in ([(tgt, st.value)] if type(tgt) is ast.Name else zip(tgt.elts, st.value.elts)
                         if type(tgt) is ast.Tuple and type(st.value) is ast.Tuple
                         and len(tgt.elts) == len(st.value.elts) else ())
            if type(t) is ast.Name and type(v) is ast.Call)
        self.constants: dict[str, Any] = {}
        self.flags: dict[str, tuple] = {}  # module flags set once from a call, as formulas
        self._static_ifs: list = []  # ``if`` tests of the function being summarized decided statically
        self._self_floats: dict[str, frozenset] = {}  # class -> its float tensor fields ("self.X")
        self._self_tensors: dict[str, frozenset] = {}  # class -> its buffers and parameters ("self.X")
        self.out: dict[str, Any] = {
            "imports": {}, "globals": {}, "classes": {}, "functions": {}, "compiles": [],
            "registrations": [], "fakes": [], "all": None, "ctors": [], "eval_roots": [], "stores": [], "foreign_attrs": {},
            "mutated": [], "setitems": [], "names_stored": [], "alias_branches": [],
        }
        # attribute stores on objects other than ``self`` (``cfg.flag = True``, ``setattr``,
        # ``dataclasses.replace(cfg, flag=...)``; such an attribute is no constructor constant), by
        # name, each as (writes None, receiver evidence): the evidence is, for a store on a parameter
        # of the enclosing function (``def process(self, layer): layer.limit = ...``), the attribute
        # names the function reads or writes on that parameter - the store lands only on objects
        # that can have them; None when the receiver is anything else
        self.ext_stores: dict[str, set] = {}
        self._evidence_memo: dict = {}
        # names each class stores on ``self`` in any form (tuple targets, augmented), and names
        # registered by string on any object (``m.register_parameter("w", p)``, ``add_module``)
        self.self_stores: dict[str, set] = {}  # class -> names
        self._cur_cls: Optional[str] = None
        self.reg_names: set[str] = set()
        # names of containers changed in place (``REG[k] = f``, ``REG.update(...)``): a lookup in
        # them by a known key cannot trust the literal
        self.mutated: set[str] = set()
        self.eval_names: set[str] = set()
        self.skipped: set[int] = set()
        self.compiling_names = frozenset(
            a.asname for s in tree.body if isinstance(s, ast.ImportFrom)
            for a in s.names if a.asname and a.name in IS_COMPILING)
        self.compiling_flags: frozenset = frozenset()
        self._local_f: dict = {}  # formulas of the locals of the __init__ being summarized
        self._cur_fn: Optional[ast.AST] = None  # the function being summarized
        self._expr_nodes: list = []  # the function being summarized: its BoolOp / IfExp nodes
        self._collect_constants()
        self._collect_imported_flags()

    # ---- constants that make branches dead ------------------------------------------------
    def _collect_constants(self) -> None:
        counts: dict[str, int] = {}
        flags: dict[str, tuple] = {}
        for stmt in self.tree.body:
            pairs = []
            if isinstance(stmt, ast.Assign):
                for t in stmt.targets:
                    if isinstance(t, ast.Name):
                        pairs.append((t, stmt.value))
                    elif type(t) is ast.Tuple and type(stmt.value) is ast.Tuple and \
                            len(t.elts) == len(stmt.value.elts) and \
                            not any(type(e) is ast.Starred for e in t.elts + stmt.value.elts):
                        # ``_is_cuda, _is_hip = is_cuda(), is_hip()``: each name its own value
                        pairs.extend((e, v) for e, v in zip(t.elts, stmt.value.elts) if type(e) is ast.Name)
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value:
                pairs = [(stmt.target, stmt.value)]
            for t, value in pairs:
                counts[t.id] = counts.get(t.id, 0) + 1
                ok, v = _const_value(value)
                if ok:
                    self.constants[t.id] = v
                elif type(value) is ast.Call and not value.args and not value.keywords and \
                        _env_get_name(value.func) is not None:
                    # ``_algo = envs.SGLANG_X_ALGO.get()``: a string a branch compares as the flag's
                    flags[t.id] = ("*env", _env_get_name(value.func))
                elif type(value) in (ast.Call, ast.BoolOp, ast.UnaryOp, ast.Name):
                    f = _value_formula(value, self.constants, flags)
                    if _has_call(f) and _size(f) <= GUARD_MAX_NODES:
                        flags[t.id] = f
                elif type(value) is ast.Compare:
                    # ``_USE_NATIVE = os.environ.get("X_NATIVE", "0") == "1"``: a flag computed once,
                    # at import, folded where the module computes it (the profile's environment)
                    f = _env_string_atom(value, flags)
                    flags[t.id] = f if f is not None else ("mg", t.id)
        _KEY_SETS.clear()
        for stmt in self.tree.body:
            tgt = stmt.targets[0] if type(stmt) is ast.Assign and len(stmt.targets) == 1 else (
                stmt.target if type(stmt) is ast.AnnAssign and stmt.value is not None else None)
            if type(tgt) is not ast.Name:
                continue
            value = stmt.value
            elts = value.keys if type(value) is ast.Dict else value.elts if type(value) in (
                ast.Set, ast.Tuple, ast.List) else None
            if elts and len(elts) <= 64 and all(e is not None for e in elts):
                vals = [_const_key(e) for e in elts]
                if all(ok for ok, _ in vals):
                    _KEY_SETS[tgt.id] = tuple(v for _, v in vals)
        _KEY_SETS_TREE[:] = [self.tree] if _KEY_SETS else []  # checked for changes on first use
        # names rebound elsewhere at module level (or via ``global``) are not constants
        if self.constants and self.global_names is None:
            for node in ast.walk(self.tree):
                if isinstance(node, ast.Global):
                    for n in node.names:
                        self.constants.pop(n, None)
        elif self.constants:
            for n in self.global_names:
                self.constants.pop(n, None)
        for name, n in counts.items():
            if n > 1:
                self.constants.pop(name, None)
                flags.pop(name, None)
                _KEY_SETS.pop(name, None)
        rebound = self.global_names
        if rebound is None:
            rebound = {n for node in ast.walk(self.tree) if isinstance(node, ast.Global) for n in node.names}
        nested = _nested_module_stores(self.tree.body) if any(v[0] == "mg" for v in flags.values()) else ()
        # a comparison flag is folded from its one statement: one rebound in a module-level block
        # (``if ...: _USE_X = False``) is not
        self.flags = {k: v for k, v in flags.items() if k not in rebound and not (v[0] == "mg" and k in nested)}

    def _collect_imported_flags(self) -> None:
        """Names a module-level ``from m import name`` binds and nothing at module level rebinds
        (``from .utils import _is_cuda``): a branch test on one is ("g", name), decided by the flag
        or constant ``name`` is in the module it comes from. The module's own flags are exported as
        ``flags`` for the modules that import them."""
        # bound once in the module's statements (``if``/``try`` blocks included), by a top-level
        # ``from ... import``
        stores = _local_stores(self.tree.body)
        imported = {a.asname or a.name for stmt in self.tree.body if isinstance(stmt, ast.ImportFrom)
                    for a in stmt.names if a.name != "*"}
        imported = {n for n in imported if len(stores.get(n, ())) == 1}
        rebound = self.global_names
        if rebound is None:
            rebound = {n for node in ast.walk(self.tree) if isinstance(node, ast.Global) for n in node.names}
        names = frozenset(imported - set(rebound) - set(self.flags) - set(self.constants))
        if self.flags:
            self.out["flags"] = dict(self.flags)
        if names:
            self.flags = {**self.flags, "*imported": names}

    def _static_truth(self, test: ast.AST, cls: Optional[str]) -> Optional[bool]:
        # (``TYPE_CHECKING`` tests are handled before this: ``_type_checking``)
        if isinstance(test, ast.Name) and test.id in self.constants:
            return bool(self.constants[test.id])
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            inner = self._static_truth(test.operand, cls)
            return None if inner is None else not inner
        return None

    def _mark_skipped(self, stmts: Iterable[ast.AST]) -> None:
        for s in stmts:
            self.skipped.add(id(s))

    def _guard_block(self, body: list[ast.stmt], cls: Optional[str], in_function: bool) -> None:
        """Mark statements of a block (recursively) that dynamo never traces."""
        for i, stmt in enumerate(body):
            if id(stmt) in self.skipped:
                continue
            if isinstance(stmt, ast.If) and _type_checking(stmt.test) is not None:
                # ``if TYPE_CHECKING: ... else: ...``: the typing block never runs; the other does
                # (``_DISABLE = lambda f: f`` for the type checker, ``torch.compiler.disable`` at
                # run time). At module level the typing block's imports, classes and defs stay
                # bound, since annotations name them; its assignments are dropped
                typing, runtime = (stmt.body, stmt.orelse) if _type_checking(stmt.test) else (stmt.orelse, stmt.body)
                if in_function:
                    self._mark_skipped(typing)
                else:
                    self._mark_skipped([s for s in typing if isinstance(s, (ast.Assign, ast.AugAssign))])
                    self._guard_block(typing, cls, in_function)
                self._guard_block(runtime, cls, in_function)
            elif isinstance(stmt, ast.If):
                comp = _is_compiling_test(stmt.test, self.compiling_names, self.compiling_flags) if in_function else None
                truth = self._static_truth(stmt.test, cls)
                if in_function and (comp is not None or truth is not None):
                    # decided here for every run (``compilelint.scan.reach`` lists the undecided)
                    self._static_ifs.append((stmt.test.lineno, stmt.test.col_offset + 1))
                if comp is False or truth is False:
                    self._mark_skipped(stmt.body)
                    # early-return form ``if is_compiling() is False: ...; return`` keeps the rest
                elif comp is True or truth is True:
                    self._mark_skipped(stmt.orelse)
                    if comp is True and _ends_flow(stmt.body):
                        self._mark_skipped(body[i + 1:])
                self._guard_block(stmt.body, cls, in_function)
                self._guard_block(stmt.orelse, cls, in_function)
            elif isinstance(stmt, ast.Try) or type(stmt).__name__ == "TryStar":
                self._guard_block(stmt.body, cls, in_function)
                for h in stmt.handlers:
                    self._mark_skipped([h])
                self._guard_block(stmt.orelse, cls, in_function)
                self._guard_block(stmt.finalbody, cls, in_function)
            elif isinstance(stmt, (ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith)):
                self._guard_block(stmt.body, cls, in_function)
                self._guard_block(getattr(stmt, "orelse", []), cls, in_function)

    # ---- walking -------------------------------------------------------------------------
    def run(self) -> dict[str, Any]:
        self._guard_block(self.tree.body, None, False)
        self.eval_names = self._module_eval_names()
        self._module_block(self.tree.body)
        tested: set = set()  # attributes some branch test of this module reads
        for fn in self.out["functions"].values():
            for c in fn.get("cond", ()):
                _self_attrs(c[0], tested)
        for info in self.out["classes"].values():
            table = info.get("attr_f")
            if table:
                kept = {a: fs for a, fs in table.items()
                        if any(_has_call(f) for f, _ in fs) and (a in tested or any(_boolish(f) for f, _ in fs))}
                if kept:
                    info["attr_f"] = kept
                else:
                    del info["attr_f"]
        self.out["stores"] = sorted(self.ext_stores)
        if self.ext_stores:
            self.out["ext_stores"] = {a: sorted(v, key=repr) for a, v in self.ext_stores.items()}
        if self.self_stores:
            self.out["self_stores"] = {c: sorted(v) for c, v in self.self_stores.items()}
        if self.reg_names:
            self.out["reg_names"] = sorted(self.reg_names)
        self.out["mutated"] = sorted(self.mutated)
        writes = _top_writes(self.tree.body)
        if writes:
            self.out["top_writes"] = writes
        return self.out

    def _module_eval_names(self) -> set[str]:
        """Module-level names left holding a module in eval mode (``m = Net().eval()``,
        ``m = Net(); m.eval()``, ``m.train(False)``), in statement order."""
        names: set[str] = set()
        for stmt in self.tree.body:
            if isinstance(stmt, ast.Assign) or (isinstance(stmt, ast.AnnAssign) and stmt.value is not None):
                ev = _eval_expr(stmt.value, names)
                for t in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]):
                    if isinstance(t, ast.Name):
                        if ev:
                            names.add(t.id)
                        else:
                            names.discard(t.id)
            elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
                recv = stmt.value
                while isinstance(recv, ast.Call) and isinstance(recv.func, ast.Attribute):
                    recv = recv.func.value
                if isinstance(recv, ast.Name):
                    ev = _eval_expr(stmt.value, set())
                    if ev is True:
                        names.add(recv.id)
                    elif ev is False:
                        names.discard(recv.id)
        if names:
            # switched back to training anywhere in the module (a training loop): mode unknown
            for node in ast.walk(self.tree):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                        and node.func.attr == "train" and not _false_arg(node)):
                    recv = node.func.value
                    while isinstance(recv, (ast.Attribute, ast.Call)):
                        recv = recv.func if isinstance(recv, ast.Call) else recv.value
                    if isinstance(recv, ast.Name):
                        names.discard(recv.id)
        return names

    def _note_store(self, target: ast.AST, value: Optional[ast.AST] = None) -> None:
        if isinstance(target, ast.Attribute):
            if not (isinstance(target.value, ast.Name) and target.value.id in ("self", "cls")):
                is_none = type(value) is ast.Constant and value.value is None
                evidence = self._receiver_evidence(target.value.id) if type(target.value) is ast.Name else None
                self.ext_stores.setdefault(target.attr, set()).add((is_none, evidence))
            elif self._cur_cls is not None:
                self.self_stores.setdefault(self._cur_cls, set()).add(target.attr)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for e in target.elts:
                self._note_store(e)
        elif type(target) is ast.Subscript:
            base = dotted(target.value)
            if base:
                self.mutated.add(base.rsplit(".", 1)[-1])

    def _foreign_attr(self, tgt: ast.Attribute, value: ast.AST, qual: Optional[str]) -> None:
        """``obj.attr = Cls(...)`` on some other object (a weight loader swapping a layer's
        ``quant_method``): the attribute of whatever class ``obj`` is may hold that instance.
        Only constructions of a capitalised name count (a class), a few per attribute."""
        if isinstance(tgt.value, ast.Name) and tgt.value.id in ("self", "cls"):
            return
        if not isinstance(value, ast.Call):
            return
        name = dotted(value.func)
        if not name or name.endswith(("()", "[]")) or not name.rsplit(".", 1)[-1][:1].isupper():
            return
        d = _descriptor(value, qual)
        if d is None or d[0] != "call":
            return
        got = self.out["foreign_attrs"].setdefault(tgt.attr, [])
        # with the receiver (``drafter.model = Wrapper(...)``): the store belongs to what it can be;
        # under ``isinstance(module, LinearBase)`` the receiver is (name, classes it must be)
        recv = dotted(tgt.value)
        if type(tgt.value) is ast.Name and self._cur_fn is not None:
            pos = (tgt.lineno, tgt.col_offset)
            isa = _isinstance_at(self._cur_fn.body, tgt.value.id, pos)
            # ``if not isinstance(module.quant_method, FP8_METHODS): continue`` before
            # ``module.quant_method = Wrapper(base=module.quant_method)``: the store replaces only
            # a value of those classes (the receiver's attribute must hold one already)
            held = _isinstance_at(self._cur_fn.body, f"{recv}.{tgt.attr}", pos)
            if isa or held:
                recv = (recv, tuple(isa), tuple(held)) if held else (recv, tuple(isa))
        rec = d + (recv,)
        if len(got) < 8 and rec not in got:
            got.append(rec)

    def _setitem(self, tgt: ast.Subscript, value: ast.AST, qual: Optional[str]) -> None:
        """``REGISTRY[key] = value`` (a registration, often inside a decorator): the value joins
        what a lookup in a module-level ``REGISTRY`` may return."""
        base = dotted(tgt.value)
        v = tgt.value
        if type(v) is ast.Call and type(v.func) is ast.Attribute and v.func.attr == "setdefault" \
                and len(v.args) == 2 and not v.keywords:
            v = v.func.value  # ``KERNELS.setdefault(op, {})[backend] = fn``
        elif type(v) is ast.Subscript:
            v = v.value  # ``KERNELS[op][backend] = fn``
        if v is not tgt.value:
            # a two-level registry: ``KERNELS`` holds mappings that hold the value (recorded as
            # ``KERNELS[]``, read by the program as one container of them)
            inner = dotted(v)
            base = inner + "[]" if inner and not inner.endswith(("()", "[]")) else None
            if not base or base.startswith(("self.", "cls.")):
                return
        elif not base or base.endswith(("()", "[]")) or base.startswith(("self.", "cls.")):
            return
        d = _descriptor(value, qual)
        if d is not None and d[0] != "const" and len(self.out["setitems"]) < 256:
            self.out["setitems"].append((base, d, qual))

    def _receiver_evidence(self, name: str) -> Optional[tuple]:
        """The attribute names the function being summarized reads or writes on its parameter
        ``name`` (None when ``name`` is no parameter of it, or is rebound)."""
        fn = self._cur_fn
        if fn is None or name in ("self", "cls") or not isinstance(fn, _FUNC):
            return None
        key = (id(fn), name)
        if key in self._evidence_memo:
            return self._evidence_memo[key]
        got: Optional[tuple] = None
        if any(a.arg == name for a in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs)):
            attrs: set = set()
            for n in ast.walk(fn):
                if type(n) is ast.Attribute and type(n.value) is ast.Name and n.value.id == name:
                    attrs.add(n.attr)
                elif type(n) is ast.Name and n.id == name and type(n.ctx) is not ast.Load:
                    break  # rebound: the name holds something else further down
                elif isinstance(n, (*_FUNC, ast.Lambda)) and n is not fn and any(
                        a.arg == name for a in (*n.args.posonlyargs, *n.args.args, *n.args.kwonlyargs)):
                    break  # a nested function's parameter of that name is another object
            else:
                got = tuple(sorted(attrs)[:32])
        self._evidence_memo[key] = got
        return got

    def _note_store_call(self, call: ast.Call, name: Optional[str]) -> None:
        last = name.rsplit(".", 1)[-1] if name else ""
        if last == "setattr" and len(call.args) >= 2 and isinstance(call.args[1], ast.Constant) \
                and isinstance(call.args[1].value, str):
            self.ext_stores.setdefault(call.args[1].value, set()).add((False, None))
        elif last in ("replace", "evolve", "_replace", "model_copy"):
            for k in call.keywords:
                if k.arg:
                    self.ext_stores.setdefault(k.arg, set()).add((False, None))
        elif last in ("register_parameter", "register_buffer", "register_module", "add_module") \
                and call.args and type(call.args[0]) is ast.Constant and type(call.args[0].value) is str:
            self.reg_names.add(call.args[0].value)
        if last in _MUTATORS and name and "." in name:
            self.mutated.add(name.rsplit(".", 2)[-2])

    def _attr_formula(self, cls: str, attr: str, value: ast.AST, qual: str) -> None:
        """``self.use_custom_op_call = is_tpu() or use_custom_op_collectives()``: every assignment of
        the attribute as a truth formula ("attr_f"), kept when one of them reads a call."""
        names = {**self.flags, **self._local_f} if self._local_f else self.flags
        f = _value_formula(value, self.constants, names) if type(value) in (
            ast.Call, ast.BoolOp, ast.UnaryOp, ast.Name, ast.Constant) or (
            # ``self.strict_checks = args.strict_checks``: the field of the object passed in
            type(value) is ast.Attribute and type(value.value) is ast.Name and value.value.id != "self") else ("?",)
        info = self.out["classes"][cls]
        table = info.setdefault("attr_f", {})
        table.setdefault(attr, []).append((f, qual))

    # ---- guard helpers and memo misses (fields "guard", "memo_deco"; "m"/"w" regions in "cond") ----
    def _guard_fields(self, node: ast.AST, info: dict, ctx: FunctionContext) -> None:
        if ctx.calls or len(node.body) <= 3:  # a call's value, or a constant
            g = _guard_summary(node, self.constants, self.flags)
            if g is not None:
                info["guard"] = g
        if any(_memo_shaped(test) for _, test in ctx.tests) or any(
                type(a.value) is ast.Call and type(a.value.func) is ast.Attribute and a.value.func.attr == "get"
                for a in ctx.assigns):
            self._memo_regions(node, info)
        # a decorator whose wrapper calls the decorated function only on a memo miss (sglang's
        # ``cache_once``): the scan decides from its summary whether this function's body runs
        # only while that cache is cold
        body = node.body
        n = 0
        for d in info["decorators"]:
            if "(" in d or "[" in d or n >= 2:
                continue
            last = d.rsplit(".", 1)[-1]
            if last in _PLAIN_DECORATORS or last in OPAQUE_DECORATORS or d.split(".", 1)[0] in _PLAIN_DECORATOR_ROOTS:
                continue
            info["cond"].append((("w", d), True) + _span(body[0], body[-1]))
            n += 1
        params = info["params"]
        if params and info["nested"] and not params[0][0].startswith("*"):
            fn_param = params[0][0]
            returned = {s.value.id for s in body if type(s) is ast.Return and type(s.value) is ast.Name}
            for inner in info["nested"]:
                short = inner.rsplit(".", 1)[-1]
                iinfo = self.out["functions"].get(inner)
                if short not in returned or iinfo is None:
                    continue
                spans = [(c[0][1], c[2:6]) for c in iinfo["cond"] if c[0][0] == "m"]
                for text, sp in spans:
                    if any(site[0] == fn_param and site[4] == "call"
                           and (sp[0], sp[1]) <= (site[1], site[2]) <= (sp[2], sp[3]) for site in iinfo["sites"]):
                        info["memo_deco"] = text
                        return

    def _memo_regions(self, fn: ast.AST, info: dict) -> None:
        """``if key not in self._cache: self._cache[key] = build(key)``, ``v = CACHE.get(k)`` then
        ``if v is None: v = CACHE[k] = build(k)``, early returns on a hit (``if key in C: return
        C[key]``): the miss region is traced only while the cache is cold. Recorded as
        (("m", test text), True, span) in ``cond``; the container must outlive the call (``self.x``,
        a module or closure name) and the region must store into it."""
        params = {p.lstrip("*") for p, _ in info["params"]}
        local_names = params | set(info["locals"])
        cond = info["cond"]
        skipped = self.skipped

        def walk(body: list, gets: dict) -> None:
            for i, stmt in enumerate(body):
                if id(stmt) in skipped:
                    continue
                t = type(stmt)
                if t is ast.Assign:
                    if len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name:
                        name = stmt.targets[0].id
                        b = _got_from(stmt.value, {}) if type(stmt.value) is ast.Call else None
                        if b is not None:
                            gets = {**gets, name: b}
                        elif name in gets:
                            gets = {k: v for k, v in gets.items() if k != name}
                elif t is ast.If:
                    m = _memo_test(stmt.test, gets)
                    if m is not None:
                        base, text, miss = m
                        if _persistent(base, local_names):
                            block, other = (stmt.body, stmt.orelse) if miss else (stmt.orelse, stmt.body)
                            if block and _stores_into(block, base):
                                cond.append((("m", text), True) + _span(block[0], block[-1]))
                            rest = body[i + 1:]
                            if rest and _exits(other) and not _exits(block) and _stores_into(rest, base):
                                cond.append((("m", text), True) + _span(rest[0], rest[-1]))
                    walk(stmt.body, gets)
                    walk(stmt.orelse, gets)
                elif t in (ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith):
                    walk(stmt.body, gets)
                    walk(getattr(stmt, "orelse", None) or [], gets)
                elif t is ast.Try or t.__name__ == "TryStar":
                    walk(stmt.body, gets)
                    walk(stmt.orelse, gets)
                    walk(stmt.finalbody, gets)

        walk(fn.body, {})

    def _preconditions(self, body: list[ast.stmt], info: dict) -> None:
        """``pre``: [(formula, wanted value)] a constructor needs to get past its top-level
        ``assert test`` / ``if test: raise ...``; a deployment that decides one the other way never
        builds the class (``assert vllm_config.speculative_config is not None`` in a draft model)."""
        pre = []
        for stmt in body:
            if id(stmt) in self.skipped:
                continue
            if type(stmt) is ast.Assert:
                f = _formula(stmt.test, 0, self.flags)
                if _has_atom(f):
                    pre.append((f, True))
            elif type(stmt) is ast.If and not stmt.orelse and len(stmt.body) == 1 and type(stmt.body[0]) is ast.Raise:
                f = _formula(stmt.test, 0, self.flags)
                if _has_atom(f):
                    pre.append((f, False))
        if pre:
            info["pre"] = pre

    def _stmt_regions(self, body: list[ast.stmt], info: dict, with_self: bool) -> None:
        """Regions of a function reached only when a branch test has one value: the branches of an
        ``if``/``while`` on ``self`` flags or environment queries, the statements after an ``if``
        whose branch returns (early return), and the statements after an ``assert``."""
        cond = info["cond"]
        for i, stmt in enumerate(body):
            if id(stmt) in self.skipped:
                continue
            t = type(stmt)
            if t is ast.If:
                # a branch that only leads to an exception (``if fn is None: warnings.warn(...);
                # raise``) runs in no call that returns: what it calls is never traced in a run that
                # works (its test still is)
                for block in (stmt.body, stmt.orelse):
                    if _always_raises(block):
                        # (``raise UnsupportedHeadDimError(...)`` of a class the program catches
                        # somewhere is a path that returns: the scan decides, ``"rz"``)
                        exc = block[-1].exc
                        name = dotted(exc.func if type(exc) is ast.Call else exc) if exc is not None else None
                        atom = ("rz", name) if name and "(" not in name and name not in _BUILTIN_EXC_NAMES \
                            else ("k", False)
                        cond.append((atom, True) + _span(block[0], block[-1]))
                f = _formula(stmt.test, 0, self.flags)
                if _has_atom(f, with_self):
                    if stmt.body:
                        cond.append((f, True) + _span(stmt.body[0], stmt.body[-1]))
                    if stmt.orelse:
                        cond.append((f, False) + _span(stmt.orelse[0], stmt.orelse[-1]))
                    rest = body[i + 1:]
                    if rest and _exits(stmt.body) and not _exits(stmt.orelse):
                        cond.append((f, False) + _span(rest[0], rest[-1]))
                    elif rest and _exits(stmt.orelse) and not _exits(stmt.body):
                        cond.append((f, True) + _span(rest[0], rest[-1]))
                self._stmt_regions(stmt.body, info, with_self)
                self._stmt_regions(stmt.orelse, info, with_self)
            elif t is ast.Assert:
                # ``assert _is_hip, "only the ROCm launch ropes q"``: the rest of the block runs
                # only when the assertion holds
                rest = body[i + 1:]
                f = _formula(stmt.test, 0, self.flags)
                if rest and _has_atom(f, with_self):
                    cond.append((f, True) + _span(rest[0], rest[-1]))
            elif t is ast.While:
                f = _formula(stmt.test, 0, self.flags)
                if stmt.body and _has_atom(f, with_self):
                    cond.append((f, True) + _span(stmt.body[0], stmt.body[-1]))
                self._stmt_regions(stmt.body, info, with_self)
                self._stmt_regions(stmt.orelse, info, with_self)
            elif t in (ast.For, ast.AsyncFor, ast.With, ast.AsyncWith):
                self._stmt_regions(stmt.body, info, with_self)
                self._stmt_regions(getattr(stmt, "orelse", None) or [], info, with_self)
            elif t is ast.Try or t.__name__ == "TryStar":
                # ``try: import xielu.ops; self._obj = ...`` runs past the import only where the
                # package is installed: the rest of the body is reached when it imports
                pkgs: list = []
                k = 0
                while k < len(stmt.body) and type(stmt.body[k]) in (ast.Import, ast.ImportFrom):
                    imp = stmt.body[k]
                    if type(imp) is ast.ImportFrom and (imp.level or not imp.module):
                        pkgs = []
                        break
                    names = [a.name for a in imp.names] if type(imp) is ast.Import else [imp.module]
                    pkgs.extend(n.split(".", 1)[0] for n in names)
                    k += 1
                if pkgs and 0 < k < len(stmt.body) and stmt.handlers:
                    rest = stmt.body[k:]
                    cond.append((("imp", tuple(sorted(set(pkgs)))), True) + _span(rest[0], rest[-1]))
                for block in (stmt.body, stmt.orelse, stmt.finalbody):
                    self._stmt_regions(block, info, with_self)
                for h in stmt.handlers:
                    self._stmt_regions(h.body, info, with_self)
            elif t.__name__ == "Match":
                for case in stmt.cases:
                    # ``case Kind.A | Kind.B:`` runs only when the subject equals one of them
                    values = _case_values(case.pattern)
                    if values and case.guard is None and case.body:
                        test = ast.Compare(left=stmt.subject, ops=[ast.In()], comparators=[ast.Tuple(elts=values)])
                        f = _formula(test, 0, self.flags)
                        if f is not None and _has_atom(f, with_self):
                            cond.append((f, True) + _span(case.body[0], case.body[-1]))
                    self._stmt_regions(case.body, info, with_self)

    def _expr_regions(self, node: ast.AST, info: dict, with_self: bool) -> None:
        """``A and B`` evaluates B only when A is true (``A or B``: when A is false); a conditional
        expression evaluates one side."""
        flags = self.flags
        if type(node) is ast.IfExp:
            f = _formula(node.test, 0, flags)
            if _has_atom(f, with_self):
                info["cond"].append((f, True) + _span(node.body, node.body))
                info["cond"].append((f, False) + _span(node.orelse, node.orelse))
            return
        fs = [_formula(v, 0, flags) for v in node.values]
        want = isinstance(node.op, ast.And)
        op = "&" if want else "|"
        for i in range(1, len(fs)):
            prior = fs[:i]
            if not any(_has_atom(f, with_self) for f in prior):
                continue
            f = prior[0] if i == 1 else (op, tuple(prior))
            info["cond"].append((f, want) + _span(node.values[i], node.values[i]))

    def _add_import(self, table: dict, stmt: ast.AST) -> None:
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                if a.asname:
                    table.setdefault(a.asname, []).append((a.name, None, 0))
                else:
                    top = a.name.split(".")[0]
                    table.setdefault(top, []).append((top, None, 0))
        elif isinstance(stmt, ast.ImportFrom):
            for a in stmt.names:
                if a.name == "*":
                    table.setdefault("*", []).append((stmt.module or "", "*", stmt.level))
                    continue
                table.setdefault(a.asname or a.name, []).append((stmt.module or "", a.name, stmt.level))

    def _bind(self, table: dict, target: ast.AST, value: Optional[ast.AST], scope: Optional[str],
              ann: Optional[ast.AST] = None) -> None:
        if isinstance(target, ast.Name):
            if ann is not None:
                a = _ann(ann)
                if a:
                    # (``layers: Dict[str, KVCache] = field(...)``: the element class rides along)
                    elem = _ann_elem(ann)
                    table.setdefault(target.id, []).append(("ann", a, scope, elem) if elem else ("ann", a, scope))
            if type(value) is ast.IfExp and scope is not None:
                # ``active = subset if all_greedy else processors``: either arm (a module-level
                # alias, ``Layer = CudaLayer if _is_cuda else PlatformLayer``, keeps the first arm
                # as before: binding both made sglang's non-CUDA decoder layers reachable on CUDA)
                for arm in (value.body, value.orelse):
                    if not (type(arm) is ast.Constant and arm.value is None):
                        self._bind(table, target, arm, scope)
            elif value is not None:
                d = _descriptor(value, scope)
                if d is not None:
                    table.setdefault(target.id, []).append(d)
        elif type(target) in (ast.Tuple, ast.List) and type(value) in (ast.Tuple, ast.List) and \
                len(target.elts) == len(value.elts) and not any(type(e) is ast.Starred for e in target.elts + value.elts):
            # ``FALLBACK, PLAIN = Fallback(), Plain()``: each name takes its own value
            for t, v in zip(target.elts, value.elts):
                self._bind(table, t, v, scope)
        elif type(target) in (ast.Tuple, ast.List) and type(value) is ast.Call and \
                not any(type(e) is ast.Starred for e in target.elts):
            # ``model, calibrator = build_calibration_model(...)``: each name is the entry at its
            # position of what the call returns (``return model, calibrator``)
            callee = dotted(value)
            if callee and callee.endswith("()") and callee.count("(") == 1:
                for i, t in enumerate(target.elts):
                    if type(t) is ast.Name:
                        table.setdefault(t.id, []).append(("item", callee, ("c", i), scope))

    def _dispatch_base(self, node: ast.AST) -> Optional[str]:
        """The module's ``functools.singledispatch`` function that ``node`` registers an overload of
        (``@base.register`` or ``@base.register(T)``), else None."""
        for d in node.decorator_list:
            f = d.func if type(d) is ast.Call else d
            if type(f) is ast.Attribute and f.attr == "register" and type(f.value) is ast.Name:
                info = self.out["functions"].get(f.value.id)
                if info is not None and any(x.rsplit(".", 1)[-1] == "singledispatch" for x in info["decorators"]):
                    return f.value.id
        return None

    def _module_block(self, body: list[ast.stmt]) -> None:
        g = self.out["globals"]
        for stmt in body:
            if id(stmt) in self.skipped:
                continue
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                self._add_import(self.out["imports"], stmt)
            elif isinstance(stmt, _FUNC):
                base = self._dispatch_base(stmt)
                if base is not None:
                    # ``@normalize.register`` / ``@normalize.register(list)`` on ``def _(...)``: an
                    # overload of a ``functools.singledispatch`` function, kept under its own name
                    # (the ``_`` each overload reuses would keep only the last) and listed on the
                    # base, whose calls dynamo dispatches to it
                    qual = f"{base}.register@{stmt.lineno}"
                    self._function(stmt, qual, None)
                    typs = [dotted(d.args[0]) for d in stmt.decorator_list if type(d) is ast.Call and d.args
                            and type(d.func) is ast.Attribute and d.func.attr == "register"]
                    first = [*stmt.args.posonlyargs, *stmt.args.args][:1]
                    if not typs and first:
                        typs = [_ann(first[0].annotation)]
                    self.out["functions"][base].setdefault("overloads", []).append(
                        (qual, tuple(t for t in typs if t)))
                    continue
                g.setdefault(stmt.name, []).append(("def", stmt.name))
                self._function(stmt, stmt.name, None)
            elif isinstance(stmt, ast.ClassDef):
                g.setdefault(stmt.name, []).append(("class", stmt.name))
                self._class(stmt, stmt.name)
            elif isinstance(stmt, ast.Assign):
                if type(stmt.value) is ast.IfExp:
                    # ``Layer = CudaLayer if _is_cuda else PlatformLayer``: each branch is a part
                    # the alias picks, never a model a runner is handed on its own
                    for branch in (stmt.value.body, stmt.value.orelse):
                        d = dotted(branch)
                        if d:
                            self.out["alias_branches"].append(d)
                for t in stmt.targets:
                    self._bind(g, t, stmt.value, None)
                    self._note_store(t, stmt.value)
                    if isinstance(t, ast.Attribute):
                        self._foreign_attr(t, stmt.value, None)
                    elif type(t) is ast.Subscript:
                        self._setitem(t, stmt.value, None)
                    if isinstance(t, ast.Name) and t.id == "__all__":
                        self.out["all"] = True
                self._module_sites(stmt)
            elif isinstance(stmt, ast.AnnAssign):
                self._bind(g, stmt.target, stmt.value, None, stmt.annotation)
                self._note_store(stmt.target)
                self._module_sites(stmt)
            elif isinstance(stmt, ast.AugAssign):
                self._note_store(stmt.target)
                self._module_sites(stmt)
            elif isinstance(stmt, (ast.If, ast.Try, ast.With)) or type(stmt).__name__ == "TryStar":
                for block in ("body", "orelse", "finalbody"):
                    self._module_block(getattr(stmt, block, []) or [])
                for h in getattr(stmt, "handlers", []) or []:
                    # import fallbacks live in handlers: bound apart, used only when the
                    # try-body binding does not resolve to code of the program
                    saved = self.out["globals"], self.out["imports"]
                    self.out["globals"] = self.out.setdefault("fallback_globals", {})
                    self.out["imports"] = self.out.setdefault("fallback_imports", {})
                    self._module_block(h.body)
                    self.out["globals"], self.out["imports"] = saved
            else:
                self._module_sites(stmt)

    def _note_fake(self, func: ast.AST, args) -> None:
        """A fake (meta) implementation registered for a custom op: ``@op.register_fake``,
        ``op.register_fake(fn)``, ``torch.library.register_fake("ns::op")``, ``impl_abstract``:
        ("name", op's name) or ("op", "ns::op") in ``fakes``."""
        name = dotted(func)
        if not name:
            return
        head, _, last = name.rpartition(".")
        if last not in FAKE_REGISTRARS:
            return
        if head and not head.startswith("torch.library") and head != "torch" and head != "library":
            self.out["fakes"].append(("name", head.rsplit(".", 1)[-1]))
        for a in args:
            if type(a) is ast.Constant and type(a.value) is str and "::" in a.value:
                self.out["fakes"].append(("op", a.value))

    def _library_op(self, node: ast.Call) -> None:
        """``lib.define("op(Tensor x) -> Tensor")`` on ``lib = torch.library.Library("ns", "DEF")``:
        ("ns::op", returns a tensor) in ``lib_ops``; ``lib.impl("op", fn, "Meta")`` (or a
        composite kernel, which decomposes into traceable ops) is the op's fake."""
        f = node.func
        if type(f) is not ast.Attribute or type(f.value) is not ast.Name or f.attr not in ("define", "impl") \
                or not node.args or type(node.args[0]) is not ast.Constant or type(node.args[0].value) is not str:
            return
        ns = self._libs.get(f.value.id)
        if ns is None:
            return
        text = node.args[0].value
        if f.attr == "define":
            name, _, ret = text.partition("->")
            op = name.split("(", 1)[0].split(".", 1)[0].strip()
            if op:
                self.out.setdefault("lib_ops", []).append((f"{ns}::{op}", "Tensor" in ret))
            return
        key = node.args[2] if len(node.args) > 2 else next((k.value for k in node.keywords if k.arg in (
            "dispatch_key", "key")), None)
        if type(key) is ast.Constant and key.value in ("Meta", "CompositeImplicitAutograd"):
            self.out["fakes"].append(("op", f"{ns}::{text.split('.', 1)[0]}"))

    def _module_sites(self, stmt: ast.AST) -> None:
        """Module-level code is never traced, but it compiles roots and registers custom ops."""
        if type(stmt) is ast.Assign and len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name \
                and type(stmt.value) is ast.Call:
            # ``f = register_custom_op(f, ...)``: the name a registration's result is bound to
            self._bound = (stmt.value, stmt.targets[0].id)
            callee = dotted(stmt.value.func) or ""
            a = stmt.value.args
            if callee.rsplit(".", 1)[-1] == "Library" and a and type(a[0]) is ast.Constant and \
                    type(a[0].value) is str:
                self._libs[stmt.targets[0].id] = a[0].value
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call):
                self._note_fake(node.func, node.args)
                if self._libs:
                    self._library_op(node)
                self._compile_or_register(node, None)
                self._note_store_call(node, dotted(node.func))
                rec = _ctor_record(node, dotted(node.func), None)
                if rec is not None:
                    self.out["ctors"].append(rec)
                elif type(node.func) in (ast.Attribute, ast.Name) and (node.args or node.keywords):
                    # ``grouped_gemm.register_pre_hook(check_dtypes)`` / ``register_hook(Timeline())``
                    # at import: what a parameter may receive (``Program._param_flow``)
                    name = dotted(node.func)
                    if name and "(" not in name and "[" not in name:
                        self.out.setdefault("top_calls", []).append(
                            (name, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno, "call",
                             _call_shape(node)))

    _bound: Optional[tuple] = None

    def _bound_to(self, call: ast.Call) -> Optional[str]:
        """The module-level name the result of registration ``call`` is assigned to, else None."""
        b = self._bound
        return b[1] if b is not None and b[0] is call else None

    def _compile_or_register(self, call: ast.Call, scope: Optional[str]) -> None:
        name = dotted(call.func)
        if not name:
            # ``torch.library.custom_op("ns::op")(fn)`` style: the inner call names it
            if isinstance(call.func, ast.Call):
                inner = dotted(call.func.func)
                if inner and inner.rsplit(".", 1)[-1] in REGISTRAR_NAMES and call.args:
                    fn = dotted(call.args[0])
                    if fn:
                        self.out["registrations"].append((inner, fn, call.lineno, scope, self._bound_to(call)))
            return
        last = name.rsplit(".", 1)[-1]
        if last.endswith("()"):
            inner = name[:-2]
            ilast = inner.rsplit(".", 1)[-1]
            if ilast in REGISTRAR_NAMES and call.args:
                fn = dotted(call.args[0])
                if fn:
                    self.out["registrations"].append((inner, fn, call.lineno, scope, self._bound_to(call)))
            return
        if last in COMPILE_NAMES and (call.args or call.keywords):
            arg = call.args[0] if call.args else next(
                (k.value for k in call.keywords if k.arg in ("model", "module", "fn", "func")), None)
            fullgraph = _fullgraph_kw(call)
            argd = _descriptor(arg, scope) if arg is not None else None
            if arg is not None:
                # ``torch.compile(Net().eval())``, ``m = Net(); m.eval(); torch.compile(m)``: every
                # submodule of that root has ``self.training`` False when dynamo traces it
                obj = arg.value if isinstance(arg, ast.Attribute) and arg.attr in ("forward", "__call__") else arg
                if _eval_expr(obj, self.eval_names if scope is None else set()):
                    self.out["eval_roots"].append(call.lineno)
            self.out["compiles"].append(("call", name, argd, call.lineno, call.col_offset + 1, scope, fullgraph))
        elif last in REGISTRAR_NAMES:
            cands = list(call.args[:3]) + [k.value for k in call.keywords
                                           if k.arg in ("op_func", "fn", "func", "impl", "op")]
            for a in cands:
                fn = dotted(a)
                if fn and not isinstance(a, ast.Constant):
                    self.out["registrations"].append((name, fn, call.lineno, scope, self._bound_to(call)))

    def _class(self, node: ast.ClassDef, qual: str) -> None:
        # (``class Heuristics(BoundedCache[Config])``: a parametrized generic base is its class)
        info = {"bases": [b for b in (dotted(x.value if type(x) is ast.Subscript else x) for x in node.bases) if b],
                "methods": {}, "attrs": {}, "decorators": [d for d in (dotted(x) for x in node.decorator_list) if d],
                "line": node.lineno, "fields": _class_fields(node)}
        strs = sorted({n.value for d in node.decorator_list if isinstance(d, ast.Call) for n in ast.walk(d)
                       if isinstance(n, ast.Constant) and isinstance(n.value, str)})
        if strs:
            info["deco_strs"] = tuple(strs[:64])  # what a class decorator's arguments name
        if any(isinstance(st, ast.AnnAssign) and "Tensor" in ast.unparse(st.annotation) for st in node.body):
            # ``tails: Dict[str, torch.Tensor]``: the object holds tensors (``copy.deepcopy(self)``,
            # ``dataclasses.astuple(self)`` then copy them)
            info["holds_tensors"] = True
        self.out["classes"][qual] = info
        floats = float_fields(node)
        if floats:
            self._self_floats[qual] = floats
        held = _tensor_fields(node)
        if held:
            self._self_tensors[qual] = held
        for dec in node.decorator_list:
            d = dotted(dec.func if isinstance(dec, ast.Call) else dec)
            if d and d.rsplit(".", 1)[-1] in COMPILE_NAMES:
                fullgraph = _fullgraph_kw(dec)
                self.out["compiles"].append(("class", d, qual, node.lineno, node.col_offset + 1, None, fullgraph))
        # a class's own flags (``use_custom_kernel = True``) are not folded here: a subclass may
        # override them, and the scan reads them from the receiver's class (compilelint.conditions)
        self._guard_block(node.body, qual, False)
        for stmt in node.body:
            if id(stmt) in self.skipped:
                continue
            if isinstance(stmt, _FUNC):
                info["methods"][stmt.name] = f"{qual}.{stmt.name}"
                self._function(stmt, f"{qual}.{stmt.name}", qual)
            elif isinstance(stmt, ast.ClassDef):
                self._class(stmt, f"{qual}.{stmt.name}")
            elif isinstance(stmt, ast.Assign):
                if type(stmt.value) is ast.Name and stmt.value.id in info["methods"]:
                    # ``forward = forward_native``: the class body's alias of a method defined
                    # above it is that method under another name (an instance call dispatches to it)
                    for t in stmt.targets:
                        if type(t) is ast.Name:
                            info["methods"][t.id] = info["methods"][stmt.value.id]
                    continue
                for t in stmt.targets:
                    self._bind(info["attrs"], t, stmt.value, None)
                self._module_sites(stmt)
            elif isinstance(stmt, ast.AnnAssign):
                self._bind(info["attrs"], stmt.target, stmt.value, None, stmt.annotation)

    def _grown(self, node: ast.Call, qual: str, cls: Optional[str], local: dict) -> None:
        """``items.append(B())`` / ``self.hooks.insert(0, h)`` / ``procs.extend([A(), B()])``: the
        container now holds those elements, recorded as one more store of a list of them (the
        loop ``for f in items: f(x)`` then calls what was appended)."""
        attr, args = node.func.attr, node.args
        if node.keywords or any(type(a) is ast.Starred for a in args):
            return
        if attr in ("append", "add") and len(args) == 1:
            d = _descriptor(args[0], qual)
            got = ("list", (d,)) if d is not None else None
        elif attr == "insert" and len(args) == 2:
            d = _descriptor(args[1], qual)
            got = ("list", (d,)) if d is not None else None
        elif attr == "extend" and len(args) == 1 and type(args[0]) in (ast.List, ast.Tuple, ast.ListComp,
                                                                       ast.GeneratorExp):
            got = _container(args[0], qual)
        else:
            return
        if got is None or got[0] != "list" or not got[1]:
            return
        base = node.func.value
        if type(base) is ast.Name:
            if qual and self._global_registry(base.id, local):
                # ``_POST_COMM_HOOKS.append(hook)`` in a registering function: the module-level
                # list then holds what is appended, as ``REGISTRY[k] = hook`` would
                for d in got[1]:
                    if d[0] != "const":
                        self.out["setitems"].append((base.id, d, qual))
            local.setdefault(base.id, []).append(got)
        elif cls and type(base) is ast.Attribute and type(base.value) is ast.Name and base.value.id == "self":
            self._attr_store(cls, base.attr, got, node, qual)
        elif qual and (type(base) is ast.Subscript or (
                type(base) is ast.Call and type(base.func) is ast.Attribute and base.func.attr == "setdefault"
                and len(base.args) == 2 and not base.keywords)):
            # ``_FORWARD_HOOKS[point].append(fn)`` / ``HOOKS.setdefault(point, []).append(fn)`` in a
            # registering function: the module-level mapping holds lists of what is appended
            reg = base.value if type(base) is ast.Subscript else base.func.value
            if type(reg) is ast.Name and self._global_registry(reg.id, local):
                for d in got[1]:
                    if d[0] != "const":
                        self.out["setitems"].append((reg.id + "[]", d, qual))

    def _global_registry(self, name: str, local: dict) -> bool:
        """Whether ``name``, appended to in the function being summarized, is a module-level
        container (neither a local nor a parameter of it) that a registration may still fill."""
        fn = self._cur_fn
        return name not in local and fn is not None and len(self.out["setitems"]) < 256 and not any(
            a.arg == name for a in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs))

    def _attr_store(self, cls: str, attr: str, d: tuple, node: ast.AST, qual: str) -> None:
        """``self.attr = value`` in a method: the descriptor, and where the store is (``attr_at``:
        {attr: {index of the descriptor: (line, column)}}), so that a store in a branch the
        deployment makes dead (``if quant_config is None: ... else: self.m = ...``) can be left out."""
        info = self.out["classes"][cls]
        attrs = info["attrs"].setdefault(attr, [])
        info.setdefault("attr_at", {}).setdefault(attr, {})[len(attrs)] = (node.lineno, node.col_offset + 1,
                                                                           qual)
        attrs.append(d)

    def _opaque_store(self, cls: str, attr: str) -> None:
        """``self.attr = <an expression no descriptor describes>``: its value is unknown."""
        got = self.out["classes"][cls].setdefault("attr_opaque", [])
        if attr not in got:
            got.append(attr)

    def _function(self, node: ast.AST, qual: str, cls: Optional[str], self_of: Optional[str] = None) -> None:
        args = node.args
        params: list[tuple[str, Optional[str]]] = []
        param_elems: dict = {}
        for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
            params.append((a.arg, _ann(a.annotation)))
            elem = _ann_elem(a.annotation)
            if elem:
                param_elems[a.arg] = elem
        if args.vararg:
            params.append(("*" + args.vararg.arg, None))
        if args.kwarg:
            params.append(("**" + args.kwarg.arg, None))
        decorators = []
        for d in node.decorator_list:
            name = dotted(d)
            if name:
                decorators.append(name)
            if isinstance(d, ast.Call) or isinstance(d, (ast.Name, ast.Attribute)):
                base = dotted(d.func if isinstance(d, ast.Call) else d)
                if base and base.rsplit(".", 1)[-1] == "compile":
                    fullgraph = _fullgraph_kw(d)
                    self.out["compiles"].append(("decorator", base, qual, node.lineno, node.col_offset + 1, None, fullgraph))
        info = {"line": node.lineno, "end": node.end_lineno or node.lineno, "col": node.col_offset + 1,
                "cls": cls, "decorators": decorators, "params": params,
                "returns": _ann(node.returns), "imports": {}, "locals": {}, "sites": [], "hits": [],
                "nested": [], "ret": [], "cond": [], "defaults": _literal_defaults(args), "ctor_args": {},
                "sig": _signature(args)}
        refs = _ref_defaults(args)
        if refs:
            info["ref_defaults"] = refs
        elem = _ann_elem(node.returns)
        if elem:
            info["returns_elem"] = elem
        if param_elems:
            info["param_elems"] = param_elems  # read (and dropped) by _function_body
        for d in node.decorator_list:
            self._note_fake(d.func if isinstance(d, ast.Call) else d, d.args if isinstance(d, ast.Call) else ())
            if type(d) is ast.Call and type(d.func) in (ast.Attribute, ast.Name) and (d.args or d.keywords) \
                    and ".<locals>." not in qual:
                # ``@with_resident_adapters(get_global_pool)``: a call of the decorator factory when
                # the definition runs, what its parameter receives (``Program._param_flow``)
                name = dotted(d.func)
                if name and "(" not in name and "[" not in name:
                    self.out.setdefault("top_calls", []).append(
                        (name, d.lineno, d.col_offset + 1, d.end_lineno or d.lineno, "call", _call_shape(d)))
        deco_strs = sorted({n.value for d in node.decorator_list if isinstance(d, ast.Call) for n in ast.walk(d)
                            if type(n) is ast.Constant and type(n.value) is str})
        if deco_strs:
            info["deco_strs"] = tuple(deco_strs[:64])  # what a decorator's arguments name
        if self_of is not None:
            # a closure inside a method reads the method's ``self`` (a free variable): its
            # ``self.flag`` tests are the class's, decided like the method's own
            info["self_of"] = self_of
        self.out["functions"][qual] = info
        self.compiling_flags = frozenset(
            s.targets[0].id for s in node.body
            if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)
            and _is_compiling_test(s.value, self.compiling_names) is True)
        outer_static, self._static_ifs = self._static_ifs, []
        self._guard_block(node.body, cls, True)
        if self._static_ifs:
            info["static_ifs"] = tuple(self._static_ifs)
        self._static_ifs = outer_static
        self.compiling_flags = frozenset()
        ctx = FunctionContext(params=dict(params), module_constants=self.constants,
                              tests=[], calls=[], ops=[], assigns=[],
                              self_floats=self._self_floats.get(cls, frozenset()) if cls else frozenset(),
                              self_tensors=self._self_tensors.get(cls, frozenset()) if cls else frozenset())
        outer_locals = self._local_f  # a def nested in ``__init__`` must not drop the outer's locals
        outer_exprs, self._expr_nodes = self._expr_nodes, []
        outer_fn, self._cur_fn = self._cur_fn, node
        outer_cls, self._cur_cls = self._cur_cls, cls
        self._function_body(node, qual, cls, info, ctx)
        self._cur_fn, self._cur_cls = outer_fn, outer_cls
        if info["nested"]:
            # a function defining another may be a decorator: the strings it names (the
            # parameters a merge-defaults or rename wrapper touches: ``"use_cache"``)
            strs = sorted({n.value for n in ast.walk(node) if type(n) is ast.Constant and type(n.value) is str
                           and n.value.isidentifier()})
            info["strs"] = tuple(strs[:200]) if len(strs) <= 200 else None
        self._local_f = outer_locals
        exprs, self._expr_nodes = self._expr_nodes, outer_exprs
        extra: dict = {}
        if node.args.kwarg is not None:
            # ``kwargs.get("debug_io", False)`` on the function's own ``**kwargs``: a keyword atom
            extra["**"] = node.args.kwarg.arg
        params = [a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]
        if cls is not None and params and params[0] in ("self", "cls"):
            params = params[1:]
        if params:
            extra["*params"] = frozenset(params)
        stores = _local_stores(node.body)
        if cls is not None or self_of is not None:
            # ``cfg = self.config`` stored once: ``if cfg.dump_tokens:`` tests ``self.config.dump_tokens``
            aliases = {n: got[0][2].attr for n, got in stores.items()
                       if len(got) == 1 and type(got[0][2]) is ast.Attribute and type(got[0][2].value) is ast.Name
                       and got[0][2].value.id == "self" and n not in params and n != "self"}
            if aliases:
                extra["*aliases"] = aliases
        extra.update(_local_flags(stores, set(params) - _normalized_params(node, params, stores),
                                  {**self.flags, **extra}, self.constants))
        none_at = _none_stores(stores)
        if none_at:
            info["none_at"] = none_at
        with_self = cls is not None or self_of is not None

        def regions() -> None:
            self._stmt_regions(node.body, info, with_self)
            if cls is not None and getattr(node, "name", "") == "__init__":
                self._preconditions(node.body, info)
            for e in exprs:  # ``A and B``, ``x if A else y``: with the parameters' atoms too
                self._expr_regions(e, info, with_self)

        if extra:
            saved, self.flags = self.flags, {**self.flags, **extra}
            n0 = len(info["cond"])
            regions()
            used = {a for c in info["cond"][n0:] for a in _param_names(c[0])}
            if used:
                # a parameter the body rebinds (``x = x or default``, ``for x in``) is no fixed value;
                # one rebound only from itself (``x = x.reshape(-1, d)``) keeps ``x is None``
                derived: set = set()
                rebound = _rebound(node.body, used, derived)
                if rebound:
                    del info["cond"][n0:]
                    self.flags = {**self.flags, "*params": frozenset(params) - rebound,
                                  "*none_params": frozenset(derived)}
                    regions()
            self.flags = saved
        else:
            regions()
        self._guard_fields(node, info, ctx)
        wraps = _attr_wraps(ctx, {p[0] for p in info["params"]})
        if wraps:
            info["wraps_attr"] = wraps
        for rule in SYNTAX_RULES:
            for h in rule.check_function(node, ctx):
                info["hits"].append((h.code, h.line, h.column, h.end_line, h.what, h.gb_type))
        # data-dependent values across calls: a helper returning numpy / ``random`` results, and the
        # branches on what a helper returned (``compilelint.scan.reach`` joins the two)
        if any(h[0] == DataDependentBranch.code for h in info["hits"]):
            via = tensor_local_stores(ctx)
            if via:
                info["dd_via"] = via
        if returned_traced_value(node, ctx) or returned_item_value(node, ctx):
            info["ret_dd"] = True
            if info.get("cond"):
                # (where the function has branches the deployment may rule out: which returns)
                info["ret_dd_at"] = dd_return_positions(node, ctx)
            if returned_item_scalar(node, ctx):
                info["ret_ddv"] = True  # one number or truth: a bare ``if helper():`` reads it
        else:
            cmp = returned_compared_calls(node, ctx)
            if cmp:
                info["ret_cmp"] = cmp
        if returned_tolist(node, ctx, generator=bool(info.get("gen"))):
            info["ret_list"] = True  # numbers ``.tolist()`` read: a caller's loop tests concrete values
        if returned_float(node, ctx):
            info["ret_float"] = True  # a float tensor: a caller's ``.tolist()`` of it reads floats
        if returned_dd_size(node, ctx):
            info["ret_dds"] = True
        else:
            rcv = returned_call_values(node, ctx)
            if rcv:
                info["ret_via"] = rcv
        rt, rfwd = returned_tensor(node, ctx)
        if rt:
            info["ret_t"] = rt
        else:
            rpf = returned_param_fields(node, ctx)
            if rpf:
                info["ret_pfields"] = rpf
        if rfwd:
            info["ret_fwd"] = rfwd
        pu = param_value_uses(ctx, node) + tolist_param_uses(ctx)
        if pu:
            info["dd_params"] = pu
        dd = branches_on_call_results(ctx) + dd_keyed_lookups(ctx, node)
        if dd:
            info["dd_calls"] = dd

    def _function_body(self, fn: ast.AST, qual: str, cls: Optional[str], info: dict, ctx: FunctionContext) -> None:
        stack: list[ast.AST] = list(reversed(fn.body))
        params = frozenset(p[0] for p in info["params"])
        in_init = cls is not None and getattr(fn, "name", "") == "__init__"
        self._local_f = {}
        # ``global _RUNNER`` then ``_RUNNER = LoRARunner()``: a store into the module's name (a
        # ``global`` statement precedes every use of the name, so the walk meets it first)
        declared: set = set()
        tests, calls, ops, assigns, loops = ctx.tests, ctx.calls, ctx.ops, ctx.assigns, ctx.loops
        subscripts = ctx.subscripts
        sites = info["sites"]
        local = info["locals"]
        elems = info.pop("param_elems", None) or {}
        for pname, pann in info["params"]:
            if pann:
                # ``configs: Sequence[FeatureConfig]``: the element class rides along
                elem = elems.get(pname)
                local.setdefault(pname.lstrip("*"), []).append(
                    ("ann", pann, qual, elem) if elem else ("ann", pann, qual))
        # the class whose instance ``self`` is in this body: a method's own, or the enclosing
        # method's for a closure (what nested defs inherit)
        self_cls_of = info.get("self_of")
        if cls and info["params"] and info["params"][0][0] == "self" and not any(
                d.rsplit(".", 1)[-1] in ("staticmethod", "classmethod") for d in info["decorators"]):
            self_cls_of = cls
        cls_param = None
        if cls and info["params"] and any(d.rsplit(".", 1)[-1] == "classmethod" for d in info["decorators"]):
            # ``cls(...)`` in a classmethod constructs the class
            cls_param = info["params"][0][0]
            local.setdefault(cls_param, []).append(("class", cls))
        skipped = self.skipped
        leaves = _LEAF_TYPES
        kinds = _BODY_KINDS
        fields_memo = _CHILD_FIELDS
        indirect: list = []  # calls of a bare local or parameter name (``layer_class(config)``)
        splat_sites: list = []  # (index in sites, call) of calls with ``**name``: shapes read once the body is walked
        pattrs: list = []  # attribute reads on objects other than ``self`` (property getters)
        call_funcs: set = set()  # the attributes that are called (``obj.method(...)``): not reads

        while stack:
            node = stack.pop()
            if id(node) in skipped:
                continue
            t = type(node)
            if t is ast.Global:
                declared.update(node.names)
                continue
            if t in kinds:
                if t in _FUNC:
                    inner = f"{qual}.<locals>.{node.name}"
                    local.setdefault(node.name, []).append(("def", inner))
                    info["nested"].append(inner)
                    na = node.args
                    own = {a.arg for a in (*na.posonlyargs, *na.args, *na.kwonlyargs)}
                    self._function(node, inner, None, self_of=(
                        self_cls_of if self_cls_of is not None and "self" not in own else None))
                    continue
                if t is ast.ClassDef:
                    inner = f"{qual}.<locals>.{node.name}"
                    local.setdefault(node.name, []).append(("class", inner))
                    self._class(node, inner)
                    continue
                if t is ast.Lambda:
                    # not traced here, but what a lambda constructs (``make_layers(n, lambda idx,
                    # prefix: Layer(...))``) is built by this function
                    for sub in ast.walk(node.body):
                        if type(sub) is ast.Call:
                            rec = _ctor_record(sub, dotted(sub.func), qual, self._cur_fn)
                            if rec is not None:
                                self.out["ctors"].append(rec)
                    continue
                if t is ast.Call:
                    calls.append(node)
                    call_funcs.add(id(node.func))
                    if type(node.func) is ast.Name and node.func.id == "bool" and node.args:
                        tests.append(("bool()", node.args[0]))
                    lam = _lambda_test(node)
                    if lam is not None:
                        # ``filter(lambda e: hit[e] > 0, ...)`` / ``max(hyps, key=lambda h: score(h))``:
                        # Python evaluates the lambda's body for its truth or to compare it
                        tests.append(lam)
                    if type(node.func) is ast.Attribute and node.func.attr in _GROWERS:
                        self._grown(node, qual, cls, local)
                    if cls and type(node.func) is ast.Attribute and node.func.attr in (
                            "register_buffer", "register_parameter") and type(node.func.value) is ast.Name \
                            and node.func.value.id == "self" and node.args and type(node.args[0]) is ast.Constant \
                            and type(node.args[0].value) is str and cls in self.out["classes"]:
                        # ``self.register_buffer("accumulated", torch.zeros(()))``: a tensor attribute
                        got = self.out["classes"][cls].setdefault("tensor_attrs", [])
                        if node.args[0].value not in got:
                            got.append(node.args[0].value)
                    name = dotted(node.func)
                    if type(node.func) is ast.Call and dotted(node.func.func) == "getattr":
                        # ``getattr(self, f"_order_{self.policy}")(lens)``: the call calls what the
                        # getattr names, read through a local binding of its own
                        d = _descriptor(node.func, qual)
                        if d is not None:
                            name = f"_getattr_{node.lineno}_{node.col_offset}"
                            local.setdefault(name, []).append(d)
                    shape = _call_shape(node)
                    if shape[1] == 2:
                        splat_sites.append((len(sites), node))
                    sites.append((name, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno, "call",
                                  shape))
                    cargs = _const_args(node, params)
                    if cargs is not None:
                        info.setdefault("cargs", {})[(node.lineno, node.col_offset + 1)] = cargs
                    rec = _ctor_record(node, name, qual, fn)
                    if rec is None and cls and name is not None and name == cls_param:
                        # ``return cls(**known)`` in a classmethod constructs the class (what it
                        # passes decides its fields as any construction's arguments do)
                        rec = _ctor_record(node, cls, qual, fn)
                    if rec is not None:
                        self.out["ctors"].append(rec)
                    elif type(node.func) is ast.Name and node.func.id != cls_param:
                        indirect.append(node.func.id)
                    if rec is not None or (name is not None and name == cls_param):
                        # which parameters a construction passes (a dataclass runs the factories of
                        # the others): (positional count, any */**, keyword names)
                        info["ctor_args"][(node.lineno, node.col_offset + 1)] = (
                            sum(not isinstance(a, ast.Starred) for a in node.args),
                            any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords),
                            tuple(k.arg for k in node.keywords if k.arg))
                    self._note_store_call(node, name)
                    if name and name.rsplit(".", 1)[-1] in COMPILE_NAMES | REGISTRAR_NAMES or (
                            name and name.endswith("()")):
                        self._compile_or_register(node, qual)
                elif t is ast.Return:
                    at = info.setdefault("ret_at", [])
                    if at is not None:
                        v = node.value
                        none = v is None or (type(v) is ast.Constant and v.value is None)
                        info["ret_at"] = at + [(node.lineno, node.col_offset + 1, none)] if len(at) < 16 else None
                    # ``return Ctx(group) if not disabled else nullcontext()``: each arm at its own
                    # position, so that the arm the deployment makes dead drops out
                    arms = [node.value.body, node.value.orelse] if type(node.value) is ast.IfExp else [node.value]
                    for arm in arms:
                        if arm is None or len(info["ret"]) >= 4:
                            continue
                        d = _descriptor(arm, qual)
                        if d is not None and (d[0] != "const" or (
                                type(d[1]) is str and d[1][:1].isupper() and d[1].isidentifier())):
                            info["ret"].append(d)  # a CapWords literal: a class name it hands back
                            at_arm = arm if len(arms) > 1 else node
                            info.setdefault("ret_pos", []).append((at_arm.lineno, at_arm.col_offset + 1))
                elif t is ast.Attribute:
                    # ``self.prop`` may run a property getter
                    v = node.value
                    if type(v) is ast.Name and v.id == "self" and type(node.ctx) is ast.Load:
                        sites.append(("self." + node.attr, node.lineno, node.col_offset + 1,
                                      node.end_lineno or node.lineno, "attr", None))
                    elif type(node.ctx) is ast.Load and id(node) not in call_funcs and (
                            (type(v) is ast.Name and v.id not in ("cls", "self")) or (
                            type(v) is ast.Attribute and type(v.value) is ast.Name and v.value.id == "self") or (
                            type(v) is ast.Call and not v.args and not v.keywords and type(v.func) is ast.Name)):
                        # ``spec.uri`` / ``self.cfg.uri`` / ``get_features().fused`` on an object: a
                        # property getter of its class runs (``pattrs``; heads a parameter, a local,
                        # a ``self`` attribute or what a module function returns)
                        pattrs.append((v.id if type(v) is ast.Name else None, (
                            dotted(node), node.lineno, node.col_offset + 1, node.end_lineno or node.lineno)))
                elif t is ast.BinOp or t is ast.Compare:
                    ops.append(node)
                elif t is ast.FormattedValue and node.conversion == 114:
                    # ``f"{quant_config!r}"``: ``repr`` of the value (a dataclass's ``__repr__``
                    # runs), at the value's position (the f-string's parts share one)
                    v = node.value
                    sites.append(("repr", v.lineno, v.col_offset + 1, v.end_lineno or v.lineno, "call", (1, 0, ())))
                elif t is ast.If:
                    tests.append(("if", node.test))
                elif t is ast.While:
                    tests.append(("while", node.test))
                elif t is ast.IfExp:
                    tests.append(("conditional expression", node.test))
                    self._expr_nodes.append(node)
                elif t is ast.BoolOp:
                    self._expr_nodes.append(node)
                elif t is ast.AugAssign:
                    self._note_store(node.target)
                    tg = node.target
                    if type(node.op) is ast.Add and type(node.value) in (ast.List, ast.Tuple, ast.ListComp) and (
                            type(tg) is ast.Name or (cls and type(tg) is ast.Attribute and type(tg.value) is ast.Name
                                                     and tg.value.id == "self")):
                        # ``blocks += [Block(i), MLP()]``: as ``blocks.extend([...])``
                        got = _container(node.value, qual)
                        if got is not None and got[0] == "list" and got[1]:
                            if type(tg) is ast.Name:
                                local.setdefault(tg.id, []).append(got)
                            else:
                                self._attr_store(cls, tg.attr, got, node, qual)
                    if cls and type(tg) is ast.Attribute and type(tg.value) is ast.Name and tg.value.id == "self":
                        self._opaque_store(cls, tg.attr)
                elif t is ast.Assign:
                    assigns.append(node)
                    named = _stored_name(node)
                    if named is not None:
                        self.out["names_stored"].append((named, qual, node.lineno, node.col_offset + 1))
                    elif len(node.targets) == 1 and type(node.targets[0]) is ast.Subscript \
                            and type(node.value) is ast.Call and not node.value.args:
                        # ``cfg.architectures[0] = self.text_config.configure_draft_model()``: the
                        # name the method returns (read from its ``return`` literals by the scan)
                        callee = dotted(node.value.func)
                        if callee and "(" not in callee:
                            self.out["names_stored"].append((None, qual, node.lineno, node.col_offset + 1, callee))
                    for tgt in node.targets:
                        self._note_store(tgt, node.value)
                        if isinstance(tgt, ast.Name):
                            self._bind(local, tgt, node.value, qual)
                            if tgt.id in declared:
                                d = _descriptor(node.value, qual)
                                if d is not None and d[0] != "const":
                                    self.out["globals"].setdefault(tgt.id, []).append(d)
                            if in_init and type(node.value) in (ast.BoolOp, ast.UnaryOp, ast.Call, ast.Compare):
                                # ``tep_default = a and is_cuda() and has_device_capability(100)``:
                                # a local the attribute assignments below may read (once assigned)
                                lf = self._local_f
                                lf[tgt.id] = ("?",) if tgt.id in lf else _value_formula(
                                    node.value, self.constants, {**self.flags, **lf})
                        elif (cls and isinstance(tgt, ast.Attribute) and isinstance(tgt.value, ast.Name)
                              and tgt.value.id == "self"):
                            if type(node.value) is ast.IfExp or (
                                    type(node.value) is ast.BoolOp and isinstance(node.value.op, ast.Or)
                                    and type(node.value.values[0]) in (ast.Name, ast.Attribute)):
                                # ``self._fwd = self.native if _USE_NATIVE else self.kernel``: each
                                # arm is a store at its own position, so the deployment's dead arm
                                # drops out like a store in a dead ``if`` branch; ``self.m = m or
                                # Default()``: the object handed in, else the default (a flag or-ed
                                # from calls, ``is_tpu() or use_custom_op()``, keeps its formula)
                                arms = (node.value.body, node.value.orelse) if type(node.value) is ast.IfExp \
                                    else node.value.values
                                for arm in arms:
                                    d = _descriptor(arm, qual)
                                    if d is not None:
                                        self._attr_store(cls, tgt.attr, d, arm, qual)
                                    elif not (type(arm) is ast.Constant and arm.value is None):
                                        self._opaque_store(cls, tgt.attr)
                            else:
                                d = _descriptor(node.value, qual)
                                if d is not None:
                                    self._attr_store(cls, tgt.attr, d, node, qual)
                                else:
                                    self._opaque_store(cls, tgt.attr)
                            built = _factory_built(node.value, qual)
                            if built is not None:
                                self._attr_store(cls, tgt.attr, built, node, qual)
                            self._attr_formula(cls, tgt.attr, node.value, qual)
                        elif isinstance(tgt, ast.Attribute):
                            self._foreign_attr(tgt, node.value, qual)
                            if type(tgt.value) is ast.Name and type(node.value) is ast.Name and any(
                                    p[0] == tgt.value.id for p in info["params"]):
                                # ``experts_class.forward = forward`` in a class decorator: the
                                # decorated class's method is this nested function
                                for b in local.get(node.value.id, ()):
                                    if b[0] == "def":
                                        info.setdefault("patches", []).append((tgt.attr, b[1]))
                        elif type(tgt) is ast.Subscript:
                            self._setitem(tgt, node.value, qual)
                            base = tgt.value
                            if cls and type(base) is ast.Attribute and type(base.value) is ast.Name \
                                    and base.value.id == "self":
                                # ``self._metrics[name] = Counter(name)``: the container now holds
                                # it (a lookup ``self._metrics[name]`` returns one of its elements)
                                # (constructions of a class only: a tensor or a local is
                                # no object whose methods a lookup calls)
                                d = _descriptor(node.value, qual) if type(node.value) is ast.Call else None
                                name = dotted(node.value.func) if d is not None else None
                                if d is not None and d[0] == "call" and name and "(" not in name \
                                        and name.rsplit(".", 1)[-1][:1].isupper():
                                    self._attr_store(cls, base.attr, ("list", (d,)), node, qual)
                            if cls and type(base) is ast.Attribute and type(base.value) is ast.Name \
                                    and base.value.id in ("self", "cls") and type(node.value) is ast.Name:
                                # ``cls._registry[name] = loader`` (a function defined just before, a
                                # lazy loader closing over the registration's arguments): a lookup
                                # ``cls._registry[key]()`` calls one of them
                                defs = [b for b in local.get(node.value.id, ()) if b[0] == "def"]
                                if defs and len(defs) == len(local.get(node.value.id, ())):
                                    self._attr_store(cls, base.attr, ("list", tuple(defs)), node, qual)
                        elif isinstance(tgt, ast.Tuple):
                            # ``self.layers, self.start, self.end = make_pp_layers(n, lambda i, p:
                            # Layer(...))``: the first attribute holds what the factory builds
                            built = _factory_built(node.value, qual) if cls else None
                            # ``plan, self.valid_mask = build_decode_plan(...)``: each name is the
                            # entry at its position of what the call returns (``return plan, valid``)
                            unpacked = dotted(node.value) if type(node.value) is ast.Call and not any(
                                type(e) is ast.Starred for e in tgt.elts) else None
                            for i, e in enumerate(tgt.elts):
                                if isinstance(e, ast.Name):
                                    if unpacked and unpacked.endswith("()") and unpacked.count("(") == 1:
                                        local.setdefault(e.id, []).append(("item", unpacked, ("c", i), qual))
                                    else:
                                        local.setdefault(e.id, [])
                                elif cls and type(e) is ast.Attribute and type(e.value) is ast.Name \
                                        and e.value.id == "self":
                                    if built is not None:
                                        self._attr_store(cls, e.attr, built, node, qual)
                                        built = None
                                    else:
                                        self._opaque_store(cls, e.attr)
                elif t is ast.AnnAssign:
                    tgt = node.target
                    self._note_store(tgt)
                    if isinstance(tgt, ast.Name):
                        self._bind(local, tgt, node.value, qual, node.annotation)
                    elif cls and isinstance(tgt, ast.Attribute) and isinstance(tgt.value, ast.Name) and tgt.value.id == "self":
                        attrs = self.out["classes"][cls]["attrs"].setdefault(tgt.attr, [])
                        a = _ann(node.annotation)
                        if a:
                            elem = _ann_elem(node.annotation)
                            attrs.append(("ann", a, qual, elem) if elem else ("ann", a, qual))
                        if node.value is not None:
                            d = _descriptor(node.value, qual)
                            if d is not None:
                                self._attr_store(cls, tgt.attr, d, node, qual)
                            self._attr_formula(cls, tgt.attr, node.value, qual)
                elif t in (ast.For, ast.AsyncFor, ast.comprehension):
                    if t is ast.comprehension:
                        # ``[i for i in range(n) if counts[i] > 0]``: each ``if`` is a branch
                        tests.extend(("comprehension filter", c) for c in node.ifs)
                    if t is not ast.comprehension:
                        loops.append(node)
                    it = dotted(node.iter)
                    # ``for k, cls in REGISTRY.items()`` / ``for cls in REGISTRY.values()``: the
                    # loop variable is one of the mapping's values
                    values_of = None
                    if type(node.iter) is ast.Call and not node.iter.args and not node.iter.keywords and \
                            type(node.iter.func) is ast.Attribute and node.iter.func.attr in ("items", "values"):
                        values_of = dotted(node.iter.func.value)
                        values_of = values_of if values_of and "(" not in values_of else None
                    if values_of and node.iter.func.attr == "items" and type(node.target) is ast.Tuple and \
                            len(node.target.elts) == 2 and type(node.target.elts[1]) is ast.Name:
                        local.setdefault(node.target.elts[1].id, []).append(("elem", values_of, qual))
                    elif values_of and node.iter.func.attr == "values" and isinstance(node.target, ast.Name):
                        local.setdefault(node.target.id, []).append(("elem", values_of, qual))
                    elif it and isinstance(node.target, ast.Name):
                        local.setdefault(node.target.id, []).append(("elem", it, qual))
                    elif it and "(" not in it and type(node.target) is ast.Tuple:
                        # ``for fn, w in self.terms`` over a list of tuples: each name is one of
                        # the members of the elements ("inner")
                        for e in node.target.elts:
                            if type(e) is ast.Name:
                                local.setdefault(e.id, []).append(("elem", it, qual, "inner"))
                    elif type(node.target) is ast.Tuple and type(node.iter) is ast.Call and \
                            type(node.iter.func) is ast.Name and not node.iter.keywords:
                        # ``for i, layer in enumerate(self.layers)``, ``for a, b in zip(xs, ys)``
                        fn_name, elts = node.iter.func.id, node.target.elts
                        pairs = []
                        if fn_name == "enumerate" and len(elts) == 2 and node.iter.args:
                            pairs = [(elts[1], node.iter.args[0])]
                        elif fn_name == "zip" and len(elts) == len(node.iter.args):
                            pairs = list(zip(elts, node.iter.args))
                        for tgt_e, src in pairs:
                            src_d = dotted(src)
                            if src_d and type(tgt_e) is ast.Name:
                                local.setdefault(tgt_e.id, []).append(("elem", src_d, qual))
                elif t in (ast.With, ast.AsyncWith):
                    for item in node.items:
                        ctx = item.context_expr
                        name = dotted(ctx)
                        if name:
                            # leaving the block runs ``__exit__`` inside the region as well (a
                            # section timer's clock read on the way out)
                            for hook in (".__enter__", ".__exit__"):
                                sites.append((name + hook, ctx.lineno, ctx.col_offset + 1,
                                              ctx.end_lineno or ctx.lineno, "with", None))
                        if item.optional_vars is not None and isinstance(item.optional_vars, ast.Name):
                            d = _descriptor(ctx, qual)
                            if d is not None:
                                local.setdefault(item.optional_vars.id, []).append(d)
                elif t in (ast.Import, ast.ImportFrom):
                    self._add_import(info["imports"], node)
                    continue
                elif t is ast.Subscript:
                    subscripts.append(node)
                elif t is ast.Yield or t is ast.YieldFrom:
                    info["gen"] = True
            for name in fields_memo.get(t) or _child_fields(t):
                v = getattr(node, name, None)
                if type(v) is list:
                    for item in v:
                        if isinstance(item, ast.AST) and type(item) not in leaves:
                            stack.append(item)
                elif v is not None and type(v) not in leaves and isinstance(v, ast.AST):
                    stack.append(v)
        if pattrs:
            objs = self.module_objects
            kept = [site for head, site in pattrs if site[0] and (head is None or head in params or head in local
                                                                  or head in objs)]
            if kept:
                info["pattrs"] = kept
        if splat_sites:
            # ``f(**kw)`` of a local dict with literal keys passes exactly those keywords
            splats = _dict_splats(fn)
            if splats:
                for i, call in splat_sites:
                    sites[i] = sites[i][:5] + (_call_shape(call, splats),)
        # a local or parameter called like a class (``layer_class = REGISTRY[kind]``, a parameter
        # whose default is a class): the scan resolves what it may construct
        got = {n for n in indirect if n in local and not any(b[0] == "def" for b in local[n])}
        if indirect:
            # ``block_fn: Type[nn.Module] = VisionTransformerBlock`` then ``block_fn(dim=...)``: the
            # default's class is constructed too, whatever the annotation says
            args = getattr(fn, "args", None)
            if args is not None:
                pos = [*args.posonlyargs, *args.args]
                pairs = [*zip(pos[len(pos) - len(args.defaults):], args.defaults),
                         *((a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None)]
                called = set(indirect)
                for a, d in pairs:
                    name = dotted(d) if type(d) in (ast.Name, ast.Attribute) else None
                    if a.arg in called and name and "(" not in name and "[" not in name:
                        got.add(name)
        if got:
            info["indirect_calls"] = sorted(got)


# a file CPython parses may still nest deeper than the summarizer's recursion (``a[0][0]...``,
# long attribute chains): it is summarized again in a thread with a large stack and this limit
DEEP_RECURSION_LIMIT = 30000
DEEP_STACK_BYTES = 512 * 1024 * 1024


def _parse(source: bytes | str, path: str) -> ast.Module:
    # invalid escape sequences warn at parse time (SyntaxWarning on 3.12+): never printed, and
    # never turned into errors by ``-W error``
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(source, filename=path)


def _summarize_deep(tree: ast.Module, global_names: Optional[frozenset]) -> dict[str, Any]:
    out: dict[str, Any] = {}

    def work() -> None:
        try:
            out["summary"] = _Summarizer(tree, global_names).run()
        except RecursionError:
            out["error"] = "cannot summarize: nesting too deep"
        except BaseException as e:  # noqa: BLE001 - reported by the caller
            out["exc"] = e

    old_limit = sys.getrecursionlimit()
    try:
        old_stack = threading.stack_size(DEEP_STACK_BYTES)
    except (ValueError, RuntimeError):  # the platform refuses a large stack: give up cleanly
        return {"error": "cannot summarize: nesting too deep"}
    try:
        sys.setrecursionlimit(max(old_limit, DEEP_RECURSION_LIMIT))
        t = threading.Thread(target=work, name="compilelint-deep-summary", daemon=True)
        t.start()
        t.join()
    finally:
        sys.setrecursionlimit(old_limit)
        threading.stack_size(old_stack)
    if "exc" in out:
        raise out["exc"]
    if "error" in out:
        return {"error": out["error"]}
    return out["summary"]


_TOP_WRITES_MAX = 256


def _top_writes(body: list, attr_stores: bool = True) -> list:
    """``[name, literal text or None]`` of the values the module's import-time statements write by
    name: keyword arguments (``Config(rope_type="dynamic")``), string keys of dict literals
    (``{"rope_type": "dynamic"}``) and attribute stores (``cfg.rope_type = "yarn"``; not with
    ``attr_stores=False``). None where the
    value is no plain literal. A deployment profile's default pin of such a name yields to the
    program, which builds its own configuration (``__main__`` blocks, functions and classes are
    not import-time code)."""
    out: set = set()
    stack = list(body)
    while stack and len(out) < _TOP_WRITES_MAX:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.If) and _is_main_test(node.test):
            stack.extend(node.orelse)
            continue
        pairs = ()
        if isinstance(node, ast.keyword) and node.arg:
            pairs = ((node.arg, node.value),)
        elif isinstance(node, ast.Dict):
            pairs = tuple((k.value, v) for k, v in zip(node.keys, node.values)
                          if isinstance(k, ast.Constant) and isinstance(k.value, str) and k.value.isidentifier())
        elif attr_stores and isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if node.value is not None:
                pairs = tuple((t.attr, node.value) for t in targets if isinstance(t, ast.Attribute))
        for name, value in pairs:
            try:
                v = ast.literal_eval(value)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                out.add((name, None))
                continue
            out.add((name, repr(v) if v is None or type(v) in (str, int, float, bool) else None))
        stack.extend(ast.iter_child_nodes(node))
    return sorted(([n, v] for n, v in out), key=lambda x: (x[0], x[1] or ""))


def init_writes(fn: ast.AST) -> list:
    """What a class's ``__init__`` writes by name into the configuration it builds: string keys of
    dict literals and keyword arguments of calls in its body (``self.rope_scaling = rope_scaling if
    rope_scaling is not None else {"rope_type": "dynamic"}``), literal values only. Its parameter
    defaults and ``self.x = literal`` stores are the class's own values for its own attributes,
    which the value flow already reads (they must not widen a pin every class shares: a runner's
    ``tp_size=2`` default is no deployment's tensor-parallel size). A program that builds its
    deployed objects at import time runs these constructors then (``Program._built_writes`` reads
    them for the few classes that code builds)."""
    return [w for w in _top_writes(fn.body, attr_stores=False) if w[1] is not None]


def _is_main_test(test: ast.AST) -> bool:
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and len(test.comparators) == 1 and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def summarize_source(source: bytes | str, path: str = "<string>") -> ModuleSummary:
    """Summary of one module's source; ``{"error": ...}`` when it does not parse.

    Never raises: a file Python cannot parse, or one too deep or too big to summarize, gives a
    one-line ``error``; a bug of the summarizer gives ``"internal error: ..."`` for that file only.
    """
    try:
        return _summarize_source(source, path)
    finally:
        _NAME_SOURCES.clear()  # keyed by the node ids of this file's tree
        _KEY_SETS.clear()
        _KEY_SETS_TREE.clear()


def _summarize_source(source: bytes | str, path: str) -> ModuleSummary:
    try:
        tree = _parse(source, path)
    except SyntaxError as e:
        return {"error": f"syntax error: {e.msg} (line {e.lineno})"}
    except (ValueError, UnicodeDecodeError) as e:
        return {"error": f"cannot parse: {_one_line(e)}"}
    except RecursionError:
        return {"error": "cannot parse: nesting too deep"}
    except MemoryError:
        return {"error": "cannot parse: out of memory"}
    try:
        global_names = _global_names(source)
        try:
            summary = _Summarizer(tree, global_names).run()
        except RecursionError:
            summary = _summarize_deep(tree, global_names)
            if summary.get("error"):
                return summary
    except MemoryError:
        return {"error": "cannot summarize: out of memory"}
    except Exception as e:  # noqa: BLE001 - one file's bug must not end the scan
        return {"error": f"internal error: {type(e).__name__}: {_one_line(e)}"}
    if (b"except" if isinstance(source, bytes) else "except") in source:
        handlers = _handler_names(tree)
        if handlers:
            summary["handlers"] = handlers
    probes = (b"register_forward", b".forward =", b"register_parametrization") if isinstance(source, bytes) \
        else ("register_forward", ".forward =", "register_parametrization")
    if any(h in source for h in probes):
        summary["hooks"] = _hook_registrations(tree)
    compiled = {c[2][1] for c in summary.get("compiles", ()) if c[0] == "call" and c[5] is None
                and c[2] and c[2][0] == "expr" and c[2][1].isidentifier()}
    if compiled:
        # module-level objects a compiled function calls (``decoder(x)`` in ``torch.compile(step)``):
        # the hooks registered on them run inside its trace as well
        module_names = {t.id for st in tree.body if type(st) in (ast.Assign, ast.AnnAssign)
                        for t in (st.targets if type(st) is ast.Assign else [st.target]) if type(t) is ast.Name}
        called = {site[0] for n in compiled for site in (summary["functions"].get(n) or {}).get("sites", ())
                  if site[4] == "call" and site[0] in module_names}
        summary["passes"] = _compiled_passes(tree, compiled | called)
    probe = (b"logging_functions", b"ignore_logger_methods") if isinstance(source, bytes) else (
        "logging_functions", "ignore_logger_methods")
    if probe[0] in source or probe[1] in source:
        summary["dynamo_sets"] = _dynamo_logging_sets(tree)
    summary["error"] = None
    return summary


# ---- module hooks: they run inside the trace of the module they are registered on -----------
HOOK_REGISTRARS = frozenset({"register_forward_hook", "register_forward_pre_hook"})


_TREE_ITERS = frozenset({"modules", "named_modules", "children", "named_children"})


_PARAMETER_NAMES = frozenset({"nn.Parameter", "torch.nn.Parameter", "Parameter"})


def _tensor_fields(node: ast.ClassDef) -> frozenset:
    """``self.X`` fields a method of the class registers as a buffer (``self.register_buffer("X",
    ...)``) or stores as a parameter (``self.X = nn.Parameter(...)``), each time it stores one:
    module state dynamo traces as a tensor input, never a constant."""
    regs: set = set()
    other: set = set()
    # statements only (a registration is a call statement, a store an assignment): every nested
    # block, nested defs included, without walking the expressions of the methods
    for st in node.body:
        if type(st) not in (ast.FunctionDef, ast.AsyncFunctionDef):
            continue
        for n in iter_statements(st):
            t = type(n)
            if t is ast.Expr:
                n = n.value
                if type(n) is ast.Call and type(n.func) is ast.Attribute and n.func.attr == "register_buffer" \
                        and type(n.func.value) is ast.Name and n.func.value.id == "self" and n.args \
                        and type(n.args[0]) is ast.Constant and type(n.args[0].value) is str:
                    regs.add(n.args[0].value)
            elif t is ast.Assign:
                for t in n.targets:
                    if type(t) is ast.Attribute and type(t.value) is ast.Name and t.value.id == "self":
                        v = n.value
                        if type(v) is ast.Call and (dotted(v.func) in _PARAMETER_NAMES or (
                                dotted(v.func) or "") in _TENSOR_CREATORS):
                            # (``self.filled = torch.zeros(n, dtype=torch.bool)`` on any object:
                            # a tensor dynamo reads as an input, whose values a test needs)
                            regs.add(t.attr)
                        elif not (type(v) is ast.Constant and v.value is None):
                            other.add(t.attr)
    return frozenset("self." + a for a in regs - other)


_TENSOR_CREATORS = frozenset(f"torch.{n}" for n in (
    "zeros", "ones", "empty", "full", "tensor", "as_tensor", "arange", "zeros_like", "ones_like",
    "empty_like", "full_like", "rand", "randn", "randint", "eye", "linspace"))


_BINDERS = frozenset({"functools.partial", "partial"})


def _bound_function(v: ast.AST, binders: frozenset = _BINDERS) -> ast.AST:
    """``functools.partial(_hook, name)`` (or ``types.MethodType(f, m)``, in ``binders``): the
    function it binds; anything else as it is."""
    if type(v) is ast.Call and dotted(v.func) in binders and v.args:
        return v.args[0]
    return v


def _attr_wraps(ctx, params: set) -> list:
    """``setattr(cls, name, torch.compiler.disable(fn))`` / ``cls.step = wrap(cls.step)`` on a
    parameter other than ``self`` (a class decorator replacing the class's methods): (the
    attribute's literal name, or None where a variable names it, the wrapping callee)."""
    out: list = []
    params = params - {"self"}
    if not params:
        return out
    for c in ctx.calls:
        if type(c.func) is ast.Name and c.func.id == "setattr" and len(c.args) == 3 and not c.keywords \
                and type(c.args[0]) is ast.Name and c.args[0].id in params and type(c.args[2]) is ast.Call:
            w = dotted(c.args[2].func)
            name = c.args[1].value if type(c.args[1]) is ast.Constant and type(c.args[1].value) is str else None
            if w and "(" not in w:
                out.append((name, w))
    for a in ctx.assigns:
        for t in a.targets:
            if type(t) is ast.Attribute and type(t.value) is ast.Name and t.value.id in params \
                    and type(a.value) is ast.Call and any(dotted(x) == dotted(t) for x in a.value.args):
                w = dotted(a.value.func)
                if w and "(" not in w:
                    out.append((t.attr, w))
    return out


def _hook_registrations(tree: ast.Module) -> list:
    """``recv.register_forward_hook(hook)`` / ``register_forward_pre_hook``: [(receiver, hook,
    enclosing function's qualname or None, line)], both as dotted names. A receiver that a loop
    takes from a module's tree (``for name, m in model.named_modules(): m.register_...``) is
    recorded as ``model.*``: the hook may sit on any module of ``model``."""
    out: list = []

    def visit(node: ast.AST, scope: Optional[str], prefix: str, tree_vars: dict) -> None:
        for child in ast.iter_child_nodes(node):
            t = type(child)
            if t in (ast.FunctionDef, ast.AsyncFunctionDef):
                q = prefix + child.name
                visit(child, q, q + ".<locals>.", {})
                continue
            if t is ast.ClassDef:
                visit(child, scope, prefix + child.name + ".", {})
                continue
            if t in (ast.For, ast.AsyncFor) and type(child.iter) is ast.Call and \
                    type(child.iter.func) is ast.Attribute and child.iter.func.attr in _TREE_ITERS:
                owner = dotted(child.iter.func.value)
                if owner:
                    inner = dict(tree_vars)
                    for n in ast.walk(child.target):
                        if type(n) is ast.Name:
                            inner[n.id] = tree_vars.get(owner, owner) + (".*" if owner not in tree_vars else "")
                    visit(child, scope, prefix, inner)
                    continue
            if t is ast.Assign and len(child.targets) == 1 and type(child.targets[0]) is ast.Attribute \
                    and child.targets[0].attr == "forward":
                # ``module.forward = types.MethodType(_lora_forward, module)`` / ``m.gate.forward =
                # recorder.wrap(m.gate.forward)``: what replaces an object's forward runs in its call
                recv = dotted(child.targets[0].value)
                v = _bound_function(child.value, _BINDERS | {"types.MethodType", "MethodType"})
                hook = dotted(v.func) + "()" if type(v) is ast.Call and dotted(v.func) else dotted(v)
                head = recv.split(".", 1)[0] if recv else None
                if recv and hook and head not in ("self", "cls") and not hook.endswith(".forward"):
                    if head in tree_vars:
                        recv = tree_vars[head]  # an attribute of a module of the tree: the tree's call
                    out.append((recv, hook, scope, child.lineno))
            if t is ast.Call and type(child.func) is ast.Attribute and child.func.attr in HOOK_REGISTRARS \
                    and child.args:
                recv, hook = dotted(child.func.value), dotted(_bound_function(child.args[0]))
                if recv and hook:
                    out.append((tree_vars.get(recv, recv), hook, scope, child.lineno))
            if t is ast.Call and len(child.args) >= 3 and (dotted(child.func) or "").rsplit(".", 1)[-1] \
                    == "register_parametrization":
                # ``parametrize.register_parametrization(module, "weight", Fp8FakeQuant(cfg))``: the
                # parametrization's forward runs whenever the module reads the weight, in its call
                recv, p = dotted(child.args[0]), child.args[2]
                hook = dotted(p.func) + "()" if type(p) is ast.Call and dotted(p.func) else dotted(p)
                if recv and hook:
                    out.append((tree_vars.get(recv, recv), hook, scope, child.lineno))
            visit(child, scope, prefix, tree_vars)

    visit(tree, None, "", {})
    return out


def _compiled_passes(tree: ast.Module, names: set) -> list:
    """Module-level calls that hand a compiled module-level object to a function
    (``timer.attach(decoder)`` beside ``torch.compile(decoder)``): [(callee, position or keyword,
    name, line)], so that the hooks the callee registers on its parameter count for that root."""
    out: list = []
    for st in tree.body:
        # ``model = Wrapper(quantize_model(Net()))`` then ``torch.compile(model)``: what the calls
        # building the compiled object are handed becomes part of it (hooks they register count)
        built = None
        if type(st) in (ast.Assign, ast.AnnAssign) and st.value is not None:
            tgts = st.targets if type(st) is ast.Assign else [st.target]
            built = next((t.id for t in tgts if type(t) is ast.Name and t.id in names), None)
        for node in ast.walk(st) if type(st) in (ast.Expr, ast.Assign, ast.AnnAssign) else ():
            if type(node) is not ast.Call:
                continue
            callee = dotted(node.func)
            if not callee:
                continue
            for i, a in enumerate(node.args):
                if type(a) is ast.Name and a.id in names:
                    out.append((callee, i, a.id, node.lineno))
                elif built is not None and type(a) is ast.Call:
                    out.append((callee, i, built, node.lineno))
            for k in node.keywords:
                if k.arg and type(k.value) is ast.Name and k.value.id in names:
                    out.append((callee, k.arg, k.value.id, node.lineno))
                elif built is not None and k.arg and type(k.value) is ast.Call:
                    out.append((callee, k.arg, built, node.lineno))
    return out


# ---- torch's escape hatches a project sets (``torch._dynamo.config.*_logging_functions``) -----
_LOGGING_SETS = {"reorderable_logging_functions": "reorder", "ignore_logging_functions": "ignore",
                 "ignore_logger_methods": "ignore"}


def _set_elements(e: ast.AST) -> list:
    if isinstance(e, (ast.Set, ast.List, ast.Tuple)):
        return [x for x in (dotted(v) for v in e.elts) if x]
    if isinstance(e, ast.Call) and dotted(e.func) in ("set", "frozenset") and len(e.args) == 1:
        return _set_elements(e.args[0])
    one = dotted(e)
    return [one] if one else []


def _dynamo_logging_sets(tree: ast.Module) -> list:
    """(which set, element expression, line) for each function a project puts in dynamo's logging
    sets: ``cfg.reorderable_logging_functions.add(print)``, ``.update({...})``, ``|= {...}``, ``= {...}``
    (anywhere in the file: a set-up function is as global as module code)."""
    out = []
    for node in ast.walk(tree):
        target = elems = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
                "add", "update") and node.args:
            target = dotted(node.func.value)
            elems = [x for a in node.args for x in (_set_elements(a) if node.func.attr == "update"
                                                    else [dotted(a)]) if x]
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.BitOr):
            target, elems = dotted(node.target), _set_elements(node.value)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, elems = dotted(node.targets[0]), _set_elements(node.value)
        if not target or "." not in target:
            continue
        which = _LOGGING_SETS.get(target.rsplit(".", 1)[1])
        if which is None:
            continue
        out.extend((which, e, node.lineno) for e in elems or ())
    return out


def _one_line(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text[:300] if text else type(e).__name__
