"""The whole program: module names, import resolution, class hierarchy, call resolution.

Modules of the targets are indexed up front; installed pure-Python packages the targets import
are indexed lazily, module by module, the first time resolution needs them. torch and the
standard library are never followed: names that lead there stay external (``ext``) and are
judged by the rules.

Resolution results (small tuples):
  ("func", fq, self_cls)   a function or method (self_cls: the receiver's class, when known)
  ("class", fq)            a class object
  ("inst", fq, exact)      an instance of a program class (exact=False: maybe a subclass)
  ("mod", name)            a module of the program (or followable)
  ("ext", dotted)          something outside the program: ``subprocess.run``, ``logging.getLogger()``
  ("list", targets[, keys]) a container literal / registry (its element targets; for a dict
                           literal with literal keys, ((key, targets), ...) as well)
  ("getter", targets)      ``registry.get`` - calling it yields the elements
"""
from __future__ import annotations

import ast
import builtins
import functools
import os
import re
import sys
from dataclasses import dataclass
from typing import Any, Iterable, Optional

from compilelint.conditions import _NOPARAM, PARAM_MAX_CALLS, Conditions, inside
from compilelint.evaluate import UNKNOWN, Folder, _fn_facts
from compilelint.index import Cache, Prefetcher, index_files, index_one
from compilelint.index.summarize import _top_writes as _top_writes_raw, descriptor_of, init_writes
from compilelint.profile import PARALLEL_SIZE, DEFAULT as DEFAULT_PROFILE, Profile, live_module, platform_named
from compilelint.names import absolute_module, dataclass_decorated, dotted, property_decorated, stmt_lists
from compilelint.targets import SourceFile, find_package
from compilelint.index.schema import D_CALL, D_CLASS, D_CONST, D_EXPR, D_LIST, ClassRecord, FunctionRecord, ModuleSummary, T_CLASS, T_EXT, T_FUNC, T_INST, T_METHOD

BUILTIN_NAMES = frozenset(dir(builtins))
STDLIB = frozenset(getattr(sys, "stdlib_module_names", ())) | {"__future__"}
# never followed: judged by rules (torch), or compiled/numeric libraries dynamo handles itself
NO_FOLLOW = frozenset({"torch", "numpy", "triton", "typing_extensions", "functorch", "sympy",
                       "jax", "tensorflow", "cupy", "_pytest", "pytest", "setuptools", "pkg_resources",
                       "pydantic", "six", "attr", "attrs", "transformers", "filelock", "tvm_ffi",
                       "apache_tvm_ffi", "psutil", "pynvml", "requests", "tqdm", "packaging",
                       "einops", "safetensors", "huggingface_hub", "tokenizers", "sentencepiece",
                       "msgspec", "orjson", "zmq", "uvloop", "fastapi", "starlette", "uvicorn",
                       "aiohttp", "yaml", "jinja2", "rich", "typer", "click", "libcst"})
MAX_TARGETS = 24
# what calling a generator function returns, beside what it yields (``Program.call_result``)
GENERATOR = (T_EXT, "builtins.generator()")
_MISSING = object()
# nn.Module methods that return the module itself (``m.train()``, ``m.eval()``, ``m.to(dev)``)
_MODULE_RETURNS_SELF = frozenset({"train", "eval", "requires_grad_", "to", "cuda", "cpu", "half", "float",
                                  "bfloat16", "double", "share_memory"})
MAX_OPEN_DISPATCH = 8  # more overrides than this on a receiver known only by its base: not followed
MAX_DISPATCH = 160  # class-hierarchy dispatch: every override of a method on a declared base
NN_MODULE = ("torch.nn.Module", "torch.nn.modules.module.Module")
def _key_literal(v) -> bool:
    """A registry key the scan looks up: a str or int literal, or None."""
    return v is None or type(v) in (str, int)


# outside bases that set no attributes of their own
_INERT_BASES = frozenset({"abc.ABC", "object", "builtins.object", "typing.Generic", "typing.Protocol"})
# decorators that hand back what the function returns
_TRANSPARENT_DECORATORS = frozenset({"cache", "lru_cache", "cache_once", "staticmethod", "classmethod"})
FLOW_MAX_SITES = 400  # keyword passes read to follow a constructor parameter (``_ctor_flow``)


@dataclass
class Module:
    name: str
    path: str
    is_package: bool
    summary: ModuleSummary
    in_targets: bool

    @property
    def error(self) -> Optional[str]:
        return self.summary.get("error")


def _split(expr: str) -> list[tuple[str, str]]:
    """``a.b().c[]`` -> [("a", ""), ("b", "()"), ("c", "[]")]"""
    out: list[tuple[str, str]] = []
    for part in expr.split("."):
        ops = ""
        while part.endswith("()") or part.endswith("[]"):
            ops = part[-2:] + ops
            part = part[:-2]
        out.append((part, ops))
    return out


@dataclass
class Stats:
    followed_modules: int = 0


_REQUIREMENT = re.compile(r"Requires-Dist:\s*([A-Za-z0-9._-]+)")
# import names whose distribution is named otherwise (``installed`` cannot tell them from a package
# the deployment lacks)
_IMPORT_ALIASES = frozenset({"cv2", "yaml", "pil", "sklearn", "google", "attr", "bs4", "dateutil", "jwt",
                             "magic", "serial", "usb", "zmq", "ray", "skimage", "docx", "fitz", "OpenSSL",
                             "openssl", "crypto", "nacl", "git", "win32api", "pkg_resources", "setuptools"})


# what a bare container annotation (``processors: list[LogitsProcessor]`` read as ``list``) makes
# of a parameter: it names no element class, so the values the constructions pass decide
# an attribute typed ``nn.Module`` (``table: nn.Module`` stored as ``self.table``) may hold any
# module: what the constructions pass says which
_OPEN_MODULES = frozenset(f"{m}()" for m in NN_MODULE)
_CONTAINER_VALUES = frozenset(f"{m}.{n}()" for m, names in (
    ("builtins", ("list", "dict", "tuple", "set", "frozenset")),
    ("typing", ("List", "Dict", "Tuple", "Set", "Sequence", "Mapping", "Iterable", "MutableSequence")),
    ("collections.abc", ("Sequence", "Mapping", "Iterable", "MutableSequence"))) for n in names)

# what an empty mapping built at module level resolves to (``defaultdict(list)``, ``Dict[...]``)
_MAPPING_VALUES = frozenset({"builtins.dict()", "typing.Dict()", "typing.DefaultDict()", "collections.defaultdict()",
                             "collections.OrderedDict()", "typing.OrderedDict()", "typing.Mapping()"})

# a parameter typed as any callable (``on_access: Optional[Callable[[Tensor], None]]``) names no
# function: the callables the constructions pass (a bound method ``pool.touch``) decide
_OPEN_CALLABLES = frozenset({"typing.Callable", "collections.abc.Callable"})


_CALLABLE_ANN = re.compile(r"^(?:(?:typing\.)?Optional\[)?(?:typing\.|collections\.abc\.|abc\.)?Callable(?:\[.*\])?\]?$")


def _callable_ann(ann: str, aliases: dict) -> bool:
    """Whether a parameter annotation names any callable: ``Callable``, ``Optional[Callable[...]]``,
    or a module-level alias of one (``Observer = Callable[[Tensor], None]``), read as text (no
    module is loaded to tell)."""
    if _CALLABLE_ANN.match(ann.replace(" ", "")):
        return True
    return any(d[0] == D_EXPR and type(d[1]) is str and _CALLABLE_ANN.match(d[1]) for d in aliases.get(ann, ()))


_CONTAINER_ANNS = frozenset({"Dict", "Mapping", "MutableMapping", "List", "Sequence", "Iterable", "dict", "list"})


def _callable_container_ann(info: dict, pname: str, aliases: dict) -> bool:
    """Whether a parameter is annotated as a container of callables: ``Dict[Modality, EmbedFunc]``,
    ``List[Callable[[Tensor], None]]`` (the index keeps the value type beside the container's)."""
    descs = (info.get("locals") or {}).get(pname) or ()
    return bool(descs) and all(
        d[0] == "ann" and type(d[1]) is str and d[1].rsplit(".", 1)[-1] in _CONTAINER_ANNS and len(d) > 3
        and type(d[3]) is str and _callable_ann(d[3], aliases) for d in descs)


def _closure_calls(functions: dict, info: dict, depth: int = 0) -> frozenset:
    """The names the functions nested in ``info`` call by a bare name (``pool_getter()`` in a
    decorator factory's wrapper): free variables, or their own locals (told apart by the caller)."""
    out: set = set()
    for q in info.get("nested", ()):
        sub = functions.get(q)
        if sub is None:
            continue
        out.update(s[0] for s in sub.get("sites", ()) if s[4] == "call" and s[0] and "." not in s[0]
                   and "(" not in s[0] and "[" not in s[0])
        if depth < 3:
            out |= _closure_calls(functions, sub, depth + 1)
    return frozenset(out)


def _open_callable(t: tuple) -> bool:
    """An instance of an annotation's bare or subscripted ``Callable`` (``typing.Callable[]()``)."""
    return t[0] == T_EXT and t[1].endswith("()") and t[1][:-2].removesuffix("[]") in _OPEN_CALLABLES


_IN_PROGRESS: list = []  # a memo entry under way (the cycle guard's placeholder)
_MISS = object()


@functools.lru_cache(maxsize=64)
def _parsed(path: str) -> Optional[ast.Module]:
    """One file parsed again (summaries keep no trees), or None."""
    try:
        with open(path, "rb") as fh:
            return ast.parse(fh.read())
    except (OSError, SyntaxError, ValueError, RecursionError, MemoryError):
        return None


@functools.lru_cache(maxsize=64)
def _all_calls(path: str) -> tuple:
    """Every ast.Call of one file in walk order (``super().__init__(x)`` and ``super()`` both, which
    share a position): the one walk of the file that the position tables below are made from."""
    tree = _parsed(path)
    return () if tree is None else tuple(n for n in ast.walk(tree) if type(n) is ast.Call)


@functools.lru_cache(maxsize=64)
def _calls_by_position(path: str) -> dict:
    """(line, column + 1) -> ast.Call of one file (the last one walked there)."""
    return {(n.lineno, n.col_offset + 1): n for n in _all_calls(path)}


@functools.lru_cache(maxsize=256)
def _file_lines(path: str) -> list:
    """A file's lines (a bounded cache: ``linecache`` would keep every file the analysis reads)."""
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as fh:
            return fh.readlines()
    except OSError:
        return []


@functools.lru_cache(maxsize=128)
def _def_alone(path: str, line: Optional[int], end: Optional[int], col: Optional[int]) -> Optional[ast.AST]:
    """One ``def`` parsed from its own lines (positions as in the file), without parsing the whole
    file; None when its lines do not parse alone (a string literal less indented than the def)."""
    if not line or not end or not col or end < line or end - line > 2000:
        return None
    col -= 1  # the summary's column is 1-based
    lines = _file_lines(path)[line - 1:end]
    if not lines or any(x.strip() and len(x) - len(x.lstrip()) < col and not x[:col].isspace() for x in lines):
        return None
    # the lines stay where they are in the file (blank lines before them; an indented def inside
    # ``if 1:``), so every node's position is the file's without shifting the tree afterwards
    if col:
        if line < 2:
            return None
        source = "\n" * (line - 2) + "if 1:\n" + "".join(lines)
    else:
        source = "\n" * (line - 1) + "".join(lines)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    body = tree.body
    if col:
        if len(body) != 1 or type(body[0]) is not ast.If:
            return None
        body = body[0].body
    if len(body) != 1 or type(body[0]) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return None
    return body[0]


def release_parsed() -> None:
    """Drop the files read and parsed again for single defs (``function_node``): whole-file trees
    and lines held only to answer a pass over the findings."""
    _defs_by_line.cache_clear()
    _file_lines.cache_clear()
    call_at.cache_clear()


@functools.lru_cache(maxsize=64)
def _defs_by_line(path: str) -> dict:
    """first line (``def`` or its first decorator) -> FunctionDef / AsyncFunctionDef of one file."""
    tree = _parsed(path)
    out: dict = {}
    # a def is a statement: only statement lists are searched, never expressions (a whole-tree
    # walk visits every expression node of the file)
    todo = [tree.body] if tree is not None else []
    while todo:
        for n in todo.pop():
            if type(n) in (ast.FunctionDef, ast.AsyncFunctionDef):
                out[n.lineno] = n
                for d in n.decorator_list:
                    out.setdefault(d.lineno, n)
            todo.extend(statement_blocks(n))
    return out


def statement_blocks(st: ast.AST) -> list:
    """The statement lists directly inside a statement: its body, ``else`` and ``finally`` blocks,
    its ``except`` handlers' and ``match`` cases' bodies (a def's or class's body too)."""
    out = [b for b in (getattr(st, "body", None), getattr(st, "orelse", None), getattr(st, "finalbody", None))
           if type(b) is list]
    out.extend(h.body for h in getattr(st, "handlers", None) or ())
    out.extend(c.body for c in getattr(st, "cases", None) or ())
    return out


_STRINGS: dict = {}


def _names_string(node: ast.AST, name: str) -> bool:
    """Whether a string constant ``name`` appears anywhere in ``node`` (its strings read once)."""
    got = _STRINGS.get(id(node))
    if got is None or got[0] is not node:
        got = _STRINGS[id(node)] = (node, frozenset(
            n.value for n in ast.walk(node) if type(n) is ast.Constant and type(n.value) is str))
    return name in got[1]


@functools.lru_cache(maxsize=4096)
def call_at(path: str, line: int, col: int) -> Optional[ast.Call]:
    """The ast.Call starting at (line, column + 1), the innermost where several start there (the
    one a breadth-first walk meets last, as ``_calls_by_position``): found by descending only into
    the nodes whose lines hold ``line``, not by walking the whole file."""
    tree = _parsed(path)
    found, found_depth = None, -1
    stack = [(tree, 0)] if tree is not None else []
    while stack:
        n, depth = stack.pop()
        depth += 1
        for c in ast.iter_child_nodes(n):
            lo = getattr(c, "lineno", None)
            # a def's or class's lines start at its first decorator
            first = c.decorator_list[0].lineno if getattr(c, "decorator_list", None) else lo
            if lo is not None and (first > line or (c.end_lineno or lo) < line):
                continue
            if type(c) is ast.Call and lo == line and c.col_offset + 1 == col and depth > found_depth:
                found, found_depth = c, depth
            stack.append((c, depth))
    return found


def _keyword_at(path: str, line: int, col: int, kw: str) -> Optional[ast.AST]:
    """The value passed as keyword ``kw`` by the call at (line, column + 1); ``f(a)(kw=v)`` and
    ``f(a)`` start at the same place, so every call there is asked."""
    node = call_at(path, line, col)
    for cand in ([node] if node is not None else []) + list(_chained_calls(path).get((line, col), ())):
        for k in cand.keywords:
            if k.arg == kw:
                return k.value
    return None


@functools.lru_cache(maxsize=16)
def _chained_calls(path: str) -> dict:
    """(line, column + 1) -> every ast.Call starting there, for positions more than one starts at."""
    out: dict = {}
    for n in _all_calls(path):
        out.setdefault((n.lineno, n.col_offset + 1), []).append(n)
    return {k: v for k, v in out.items() if len(v) > 1}


class Program:
    def __init__(self, files: list[SourceFile], cache: Cache, search_path: Optional[list[str]] = None,
                 follow: bool = True, jobs: int = 0, follow_only: Optional[set[str]] = None,
                 no_follow: Iterable[str] = (), profile: Optional[Profile] = None):
        self.cache = cache
        self.profile = profile or DEFAULT_PROFILE
        self._names_stored: Optional[dict] = None
        self._alias_classes: Optional[frozenset] = None
        self._none_memo: dict = {}
        self._flow_memo: dict = {}
        self._kw_index: dict = {}
        self._kw_count = 0
        self._indirect: Optional[frozenset] = None
        self._records: Optional[dict] = None
        self._returned: Optional[frozenset] = None
        self._declared: Optional[list] = None
        self._none_ret_memo: dict[str, bool] = {}
        self._live_memo: dict[str, bool] = {}
        # (module, function) -> parameters the call being evaluated leaves at their default None
        self._unpassed: dict[tuple, frozenset] = {}
        self._callers_index: dict[str, list] = {}  # key -> [modules indexed, name -> sites, names seen]
        self._patch_memo: dict[str, dict] = {}
        self._store_memo: dict[tuple, bool] = {}
        self._tree_memo: dict[str, Optional[frozenset]] = {}
        self._subtree_memo: dict[str, frozenset] = {}
        self._modcallers_memo: dict[str, list] = {}
        self._passes_memo: dict[tuple, bool] = {}
        self._registry_ctor: Optional[frozenset] = None  # classes built through a container call
        self._elem_memo: dict[str, list] = {}  # list subclass -> what the program appends to one
        self._param_held: Optional[list] = None  # (class, attribute) storing an __init__ parameter it calls
        self._param_held_classes: dict = {}  # (class, attribute) -> classes it holds, resolved before the walks
        self._deco_keymaps: dict = {}  # (module, registry) -> (key, targets) its decorator factory fills
        self._param_flows: Optional[dict] = None  # ("param", module, method, parameter) -> callables passed, ditto
        self._filling_flows = False
        self._never_memo: dict[str, bool] = {}  # classes the deployment never builds (only True kept)
        self._never_busy: set[str] = set()
        # (module, scope) -> {parameter: targets}: classes a factory call passes (``runner_cls=X``)
        self._passed: dict[tuple, dict] = {}
        self.search_path = list(search_path or [])
        self.follow = follow
        self.follow_only = follow_only
        self.no_follow = NO_FOLLOW | set(no_follow)
        self.modules: dict[str, Module] = {}
        self._added: list[Module] = []  # modules in the order they were loaded (the call index's cursor)
        self.missing: set[str] = set()
        self.stats = Stats()
        self._resolve_memo: dict[tuple, list] = {}
        self._cut = False  # a resolution under way was cut at its depth limit
        self._caught: Optional[frozenset] = None  # program exception classes an ``except`` names
        self._fn_memo: dict[str, tuple] = {}
        self._flag_memo: dict[tuple, tuple] = {}
        self._ctor_index: Optional[dict[str, list]] = None
        self._called_memo: dict[str, frozenset] = {}
        self._cls_memo: dict[str, tuple] = {}
        self._mro_memo: dict[str, tuple[list[str], list[str]]] = {}
        self._subs: dict[str, set[str]] = {}
        self._other_platform_subs: dict[str, set[str]] = {}  # subclasses in other platforms' modules
        self._family_memo: dict[str, Optional[list]] = {}
        self._pending_classes: list[Module] = []
        # modules whose whole-program facts (foreign attribute stores, containers changed in
        # place, ``REG[k] = v`` stores) are not yet in the indexes below
        self._pending_facts: list[Module] = []
        self._sees_memo: dict = {}
        self._foreign: dict[str, list] = {}  # attr -> [(module, descriptor)] of ``obj.attr = Cls()``
        self._stores_memo: Optional[tuple] = None  # Program._store_tables
        self._attrs_memo: dict = {}  # Program._attrs_of
        self._pkg_dirs: dict[str, Optional[str]] = {}
        # memos of the inference layers under resolve(); emptied whenever a module loads, since the
        # answers depend on which classes exist (dispatch over subclasses)
        self._result_memo: dict[tuple, list] = {}
        self._member_memo: dict[tuple, list] = {}
        self._lookup_memo: dict[tuple, tuple] = {}
        self._desc_memo: dict[tuple, list] = {}
        self._setitems: dict[str, list] = {}
        self._decorated_memo: dict[str, list] = {}
        self._mutated: set[str] = set()
        self._fieldconst_memo: dict[tuple, tuple] = {}
        self._conditions = None
        self._folder = None
        self._prefetch_seen: set[str] = set()
        summaries = index_files([f.path for f in files], cache, jobs=jobs)
        # followed modules load one by one as resolution meets them; one worker process
        # summarizes the modules they import ahead of need, beside the analysis
        self._prefetch: Optional[Prefetcher] = Prefetcher(cache) if (jobs or os.cpu_count() or 1) > 1 else None
        self.target_tops: set[str] = set()
        writes: dict = {}
        builders: list[Module] = []
        for f in files:
            self._add(Module(f.module, f.path, f.is_package, summaries[f.path], True))
            self.target_tops.add(f.module.split(".")[0])
            summ = summaries[f.path]
            if any(c[0] == "call" and not c[5] for c in summ.get("compiles", ())):
                # a module that compiles at import time (``compiled = torch.compile(model)``) builds
                # the deployed objects itself: what its import-time code writes configures them
                builders.append(self.modules[f.module])
                for name, lit in summ.get("top_writes", ()):
                    writes.setdefault(name, set()).add(lit)
        # module bases of the targets are searched first for their own packages
        for f in files:
            base = os.path.dirname(f.path)
            for _ in range(f.module.count(".") + (1 if f.is_package else 0)):
                base = os.path.dirname(base)
            if base not in self.search_path:
                self.search_path.append(base)
        for name, lit in self._built_writes(builders):
            writes.setdefault(name, set()).add(lit)
        # the profile's default pins yield to what that code writes
        self.profile = self.profile.yield_to(writes)
        if any(self._sets_up_ranks(self.modules[f.module]) for f in files):
            self.profile = self.profile.multi_gpu()
        if self._prefetch is not None:
            # the other packages' modules the targets import: summarized ahead as well
            for f in files:
                self._prefetch_imports(self.modules[f.module], outside_only=True)

    @staticmethod
    def _sets_up_ranks(mod: Module) -> bool:
        """Whether the module's import-time code writes a parallel size above one by name
        (``init_tp_group(tp_size=2)``, ``{"tp_size": 2}``; not in a test module)."""
        if mod.error or "test" in mod.name.rsplit(".", 1)[-1] or ".test" in mod.name:
            return False
        for name, lit in mod.summary.get("top_writes", ()):
            if lit is not None and PARALLEL_SIZE.fullmatch(name):
                try:
                    if int(lit) > 1:
                        return True
                except ValueError:
                    continue
        return False

    def _built_writes(self, builders: list) -> list:
        """What the constructors of the target classes that import-time code builds write
        (``torch.compile(Attention(LlamaConfig()))`` runs ``LlamaConfig.__init__``, which may
        default ``rope_scaling`` to a dynamic RoPE), following the classes those constructors
        build in turn; literal values only."""
        out: list = []
        seen: set = set()
        todo = [(m, c[0], None) for m in builders for c in m.summary.get("ctors", ()) if c[1] is None]
        while todo and len(seen) < 64:
            mod, callee, scope = todo.pop()
            for t in self._global(mod, callee.split(".")[0]) if "." not in callee else []:
                if t[0] != T_CLASS or t[1] in seen:
                    continue
                seen.add(t[1])
                cmod, qual = self._split_fq(t[1], "classes")
                if cmod is None or not cmod.in_targets:
                    continue
                node = self.function_node(f"{t[1]}.__init__")
                if node is not None and type(node) in (ast.FunctionDef, ast.AsyncFunctionDef):
                    out.extend(init_writes(node))
                elif node is None and dataclass_decorated(cmod.summary["classes"][qual].get("decorators", ())):
                    # a dataclass's generated ``__init__`` runs its fields' defaults and factories
                    # (``field(default_factory=lambda: {"rope_type": "dynamic"})``)
                    out.extend(self._field_default_writes(cmod, qual))
                todo.extend((cmod, c[0], c[1]) for c in cmod.summary.get("ctors", ()) if c[1] == f"{qual}.__init__")
        self._resolve_memo.clear()  # resolved before the profile settled
        return out

    @staticmethod
    def _field_default_writes(mod: Module, qual: str) -> list:
        """What a dataclass's field defaults write by name into the configuration the class builds:
        string keys of dict literals and keywords of calls in its default values and
        ``default_factory`` lambdas (``init_writes``'s rule: not the fields' own literal defaults)."""
        tree = _parsed(mod.path) if mod.path.endswith(".py") else None
        node = None
        todo = [tree.body] if tree is not None else []
        want = mod.summary["classes"][qual].get("line")
        while todo and node is None:
            for n in todo.pop():
                if type(n) is ast.ClassDef:
                    if n.lineno == want:
                        node = n
                        break
                    todo.append(n.body)
        if node is None:
            return []
        values = []
        for st in node.body:
            if type(st) is ast.AnnAssign and st.value is not None:
                v = st.value
                if type(v) is ast.Call and (dotted(v.func) or "").rsplit(".", 1)[-1] == "field":
                    for k in v.keywords:
                        if k.arg == "default":
                            values.append(k.value)
                        elif k.arg == "default_factory" and type(k.value) is ast.Lambda:
                            values.append(k.value.body)
                else:
                    values.append(v)
        return [w for w in _top_writes_raw([ast.Expr(value=v) for v in values], attr_stores=False) if w[1] is not None]

    # ---- modules ---------------------------------------------------------------------------
    def _add(self, mod: Module) -> None:
        self.modules[mod.name] = mod
        self._added.append(mod)
        self._pending_facts.append(mod)
        if self._result_memo or self._member_memo or self._lookup_memo or self._desc_memo:
            # a new module may add subclasses or attribute stores: earlier answers may be stale
            self._result_memo, self._member_memo, self._lookup_memo, self._desc_memo = {}, {}, {}, {}
        if self._fieldconst_memo:
            self._fieldconst_memo = {}
        if self._conditions is not None:
            self._conditions.forget_module_facts()
        self._pending_classes.append(mod)

    def callers(self, fq: str, targets_only: bool = False, limit: Optional[int] = None,
                sites_only: bool = False) -> Optional[list]:
        """(module, scope, ast.Call) of every call, in the target modules (``targets_only``) or in
        every module loaded so far, whose callee resolves to ``fq`` (by its last name; calls of a
        module instance are not included); with ``sites_only`` the summary's call site instead of
        the parsed call. None when more than ``limit`` calls share the name."""
        cands = self._sites_named(fq.rsplit(".", 1)[-1], targets_only)
        if limit is not None and len(cands) > limit:
            return None
        out = []
        for m, qual, site in cands:
            # resolved from the summary's call expression; the file is parsed only for a match
            if any(t[0] == T_FUNC and t[1] == fq for t in self.resolve(site[0], m, qual)):
                if sites_only:
                    out.append((m, qual, site))
                    continue
                node = call_at(m.path, site[1], site[2])
                if node is not None:
                    out.append((m, qual, node))
        return out

    def _sites_named(self, name: str, targets_only: bool = False) -> list:
        """(module, scope, site) of every call whose called expression ends in ``name``."""
        key = "t" if targets_only else "a"
        got = self._callers_index.get(key)
        if got is None:
            got = self._callers_index[key] = [0, {}, set()]
        idx, seen = got[1], got[2]
        if got[0] != len(self._added):  # modules loaded since: index their calls too
            for m in self._added[got[0]:]:
                if m.name in seen:
                    continue
                seen.add(m.name)
                if m.error or (targets_only and not m.in_targets):
                    continue
                for qual, info in m.summary["functions"].items():
                    for site in info["sites"]:
                        if site[4] == "call" and site[0]:
                            idx.setdefault(site[0].rsplit(".", 1)[-1], []).append((m, qual, site))
            got[0] = len(self._added)
        return idx.get(name, ())

    def _top_calls_named(self, name: str) -> list:
        """(module, None, site) of every import-time method call named ``name`` (``top_calls``)."""
        got = self._callers_index.get("top")
        if got is None:
            got = self._callers_index["top"] = [0, {}, set()]
        if got[0] != len(self._added):  # modules loaded since: index their calls too
            for m in self._added[got[0]:]:
                if m.name in got[2]:
                    continue
                got[2].add(m.name)
                for site in (m.summary.get("top_calls", ()) if not m.error else ()):
                    got[1].setdefault(site[0].rsplit(".", 1)[-1], []).append((m, None, site))
            got[0] = len(self._added)
        return list(got[1].get(name, ()))

    def _param_held_callees(self) -> list:
        """(class, attribute) pairs where ``__init__`` stores one of its parameters (``self.model =
        model``) and a method of the class calls the attribute (``self.model(ids, ...)``)."""
        got = self._param_held
        if got is not None:
            return got
        out: list = []
        for m in self.target_modules():
            if m.error:
                continue
            fns = m.summary["functions"]
            for cname, cinfo in m.summary["classes"].items():
                init = fns.get(f"{cname}.__init__")
                if init is None:
                    continue
                pnames = {p for p, _ in init["params"]}
                stored = [a for a, ds in cinfo["attrs"].items()
                          if any(d[0] == "expr" and len(d) > 2 and d[1] in pnames and d[2] == f"{cname}.__init__"
                                 for d in ds)]
                if not stored:
                    continue
                called = set()
                for q in cinfo["methods"].values():
                    for site in (fns.get(q) or {}).get("sites", ()):
                        if site[4] == "call" and site[0] and site[0].startswith("self.") and site[0].count(".") == 1:
                            called.add(site[0][5:])
                out.extend((f"{m.name}.{cname}", a) for a in stored if a in called)
        self._param_held = out
        return out

    def prepare_param_held(self) -> None:
        """Resolve what the ``_param_held_callees`` attributes hold, once, before the reach walks
        (resolved in the middle of another evaluation, an answer cut short by a cycle guard would
        be kept). ``module_callers`` reads the table; the memos it fed are dropped."""
        table: dict = {}
        for owner, attr in self._param_held_callees():
            got = self.klass(owner)
            meths = got[1]["methods"] if got is not None else {}
            scope = next(iter(meths.values()), None)
            if scope is None:
                continue
            held = {t[1] for t in self.resolve("self." + attr, got[0], scope, owner) if t[0] == T_INST}
            if held:
                table[(owner, attr)] = held
        self._param_held_classes = table
        # the callables methods taking a ``Callable`` are handed (``register_hook(self, hook:
        # Callable)``), for every such parameter of the target modules
        flows: dict = {}
        self._filling_flows = True
        for m in self.target_modules():
            if m.error:
                continue
            aliases = m.summary["globals"]
            registering = {(d[1], q) for _b, d, q in m.summary.get("setitems", ())
                           if d[0] == "expr" and q and "." not in d[1]}
            for qual, info in m.summary["functions"].items():
                if qual.endswith(".__init__") or ".<locals>." in qual:
                    continue
                if not info.get("cls"):
                    # ``def register_post_comm_hook(hook: CommHook): _HOOKS.append(hook)``: what
                    # its callers pass joins the module-level registry; ``def with_pool(getter:
                    # Callable[[], Pool])`` whose closures call it: what its callers (a decorator
                    # line, ``@with_pool(get_global_pool)``) pass
                    called = _closure_calls(m.summary["functions"], info) if info.get("nested") else ()
                    for pname, ann in info["params"]:
                        if (pname, qual) in registering and (not ann or _callable_ann(ann, aliases)) or (
                                _callable_container_ann(info, pname, aliases)) or (
                                pname in called and (not ann or _callable_ann(ann, aliases))):
                            # (and ``funcs: Dict[Modality, EmbedFunc]``: the mappings its callers pass)
                            flows[("param", m.name, qual, pname)] = self._param_flow(m, qual, info, pname)
                    continue
                for pname, ann in info["params"][1:]:
                    if ann and (_callable_ann(ann, aliases) or _callable_container_ann(info, pname, aliases)):
                        flows[("param", m.name, qual, pname)] = self._param_flow(m, qual, info, pname)
        self._filling_flows = False
        self._param_flows = flows
        self._modcallers_memo = {}
        # answers the resolutions above gave while cut short by a cycle guard are not kept
        self._folder = None
        self._result_memo, self._member_memo, self._lookup_memo, self._desc_memo = {}, {}, {}, {}
        self._flag_memo, self._none_memo, self._flow_memo = {}, {}, {}
        if any(flows.values()):
            # names resolved before the table existed (``hook`` read as its ``Callable`` annotation)
            self._resolve_memo.clear()

    def module_callers(self, fq: str, limit: Optional[int] = None) -> Optional[list]:
        """(module, scope, site) of every call of a module instance whose ``forward`` is ``fq``:
        ``self.norm(h)`` in a method of the class whose ``__init__`` stores ``self.norm = Norm(...)``
        (or of a subclass). None when more than ``limit`` such calls exist."""
        cls_fq, _, meth = fq.rpartition(".")
        if meth != "forward" or self.klass(cls_fq) is None:
            return []
        memo = self._modcallers_memo.get(fq)
        if memo is None:
            memo = self._modcallers_memo[fq] = self._module_callers(fq, cls_fq)
        return None if limit is not None and len(memo) > limit else memo

    def _module_callers(self, fq: str, cls_fq: str) -> list:
        classes = [cls_fq] + [c for c in sorted(self.subclasses(cls_fq))
                              if self.lookup(c, "forward")[1] == [("method", fq)]]
        holders: set = set()  # (owner class, attribute) that holds an instance
        for c in classes:
            last = c.rsplit(".", 1)[-1]
            for m, rec in self.constructions_of(c):
                info = m.summary["functions"].get(rec[1]) if rec[1] else None
                if not info or not info.get("cls"):
                    continue
                owner = f"{m.name}.{info['cls']}"
                got = self.klass(owner)
                if got is None:
                    continue
                for attr, ds in got[1]["attrs"].items():
                    if any(d[0] == "call" and d[1].rsplit(".", 1)[-1] == last for d in ds):
                        holders.add((owner, attr, False))
                    elif any(d[0] == "list" and any(e and e[0] == "call" and type(e[1]) is str
                                                    and e[1].rsplit(".", 1)[-1] == last for e in d[1]) for d in ds):
                        # ``self.layers = nn.ModuleList(Layer(c, i) for i in ...)`` called as
                        # ``for layer in self.layers: h = layer(h, ...)``
                        holders.add((owner, attr, True))
        # an instance handed to another class's constructor and stored there (``self.model =
        # model`` with ``Runner(Model(cfg))``): the attribute holds it where the resolver says so
        cset = set(classes)
        for (owner, attr), held in self._param_held_classes.items():
            if (owner, attr, False) not in holders and held & cset:
                holders.add((owner, attr, False))
        out: list = []
        for owner, attr, listed in sorted(holders):
            related = {owner, *self.subclasses(owner)}
            for m, qual, site in self._sites_named(attr):
                if site[0] != "self." + attr:
                    continue
                info = m.summary["functions"].get(qual)
                if info and info.get("cls") and f"{m.name}.{info['cls']}" in related:
                    out.append((m, qual, site))
            if not listed:
                continue
            for c in related:
                got = self.klass(c)
                if got is None:
                    continue
                cm, cinfo = got
                for q in cinfo["methods"].values():
                    finfo = cm.summary["functions"].get(q)
                    if not finfo:
                        continue
                    names = {n for n, ds in finfo["locals"].items()
                             if ds and all(d[0] == "elem" and d[1] == "self." + attr for d in ds)}
                    for site in finfo["sites"]:
                        if site[0] in names and site[4] == "call":
                            out.append((cm, q, site))
        return out

    def passes_argument(self, fq: str, pname: str, plain: frozenset) -> bool:
        """Whether every decorator of ``fq`` (other than ``plain`` ones) hands parameter ``pname``
        on as it was given: a program function that never names ``pname`` (merge-defaults and
        rename decorators list the parameters they touch: ``"use_cache"``, ``deprecate_kwarg("x")``),
        applied without ``pname`` among its arguments. An unresolved decorator may change it."""
        key = (fq, pname)
        memo = self._passes_memo.get(key)
        if memo is None:
            memo = self._passes_memo[key] = self._passes_argument(fq, pname, plain)
        return memo

    def _passes_argument(self, fq: str, pname: str, plain: frozenset) -> bool:
        got = self.function(fq)
        if got is None:
            return False
        mod, info = got
        if not info["decorators"]:
            return True
        if pname in info.get("deco_strs", ()):
            return False
        scope = fq[len(mod.name) + 1:]
        outer = scope.rsplit(".<locals>.", 1)[0] if ".<locals>." in scope else None
        for name in info["decorators"]:
            base = name[:-2] if name.endswith("()") else name
            if base.rsplit(".", 1)[-1] in plain:
                continue
            funcs = [t for t in self.resolve(base, mod, outer) if t[0] == T_FUNC]
            if not funcs:
                return False
            for t in funcs:
                dgot = self.function(t[1])
                if dgot is None:
                    return False
                strs = dgot[1].get("strs", _MISSING)
                if strs is _MISSING:  # no wrapper defined inside: read its source
                    dnode = _defs_by_line(dgot[0].path).get(dgot[1]["line"])
                    if dnode is None or _names_string(dnode, pname):
                        return False
                elif strs is None or pname in strs:  # too many strings to list, or names it
                    return False
        return True

    def called_params(self, fq: str) -> frozenset:
        """The parameters a function calls (``grid(meta)``, ``fn(*args)``), itself or by handing
        them to a function that calls them (``self.run(*args, grid=grid)``): what a caller passes
        there runs inside the call."""
        memo = self._called_memo
        got = memo.get(fq)
        if got is not None:
            return got
        memo[fq] = frozenset()  # cycle guard
        out: set = set()
        fn = self.function(fq)
        if fn is not None:
            mod, info = fn
            names = {p.lstrip("*") for p, _ann in info["params"]} - {"self", "cls"}
            scope = fq[len(mod.name) + 1:]
            cls = f"{mod.name}.{info['cls']}" if info.get("cls") else None
            cargs = info.get("cargs") or {}
            for expr, line, col, _end, kind, shape in info["sites"]:
                if kind != "call" or expr is None:
                    continue
                if expr in names:
                    out.add(expr)
                    continue
                passed = cargs.get((line, col))
                if passed is None or not any(v is not None and v[0] == "p" for v in (passed[0] or ()) + tuple(
                        v for _k, v in passed[1])):
                    continue
                for t in self.resolve(expr, mod, scope, cls):
                    if t[0] == T_FUNC:
                        for callee_param, v in self.passed_to(t[1], expr, mod, scope, cls, passed):
                            if v[0] == "p" and v[1] in names and callee_param in self.called_params(t[1]):
                                out.add(v[1])
        memo[fq] = frozenset(out)
        return memo[fq]

    def passed_to(self, callee: str, expr: str, mod: Module, scope: Optional[str], self_cls: Optional[str],
                  passed: tuple) -> list:
        """(callee parameter, what the call passes there) for the arguments a call's ``cargs``
        record (``compilelint.index``: ("l", local), ("p", parameter), ("s", self attribute), ...)."""
        got = self.function(callee)
        if got is None or got[1].get("sig") is None:
            return []
        info = got[1]
        pos = list(info["sig"][0])
        if info.get("cls") is not None and "staticmethod" not in info["decorators"] and pos and \
                self.bound_receiver(expr, mod, scope, self_cls):
            pos = pos[1:]
        out = [(pos[i], v) for i, v in enumerate(passed[0] or ()) if v is not None and i < len(pos)]
        names = {p.lstrip("*") for p, _ann in info["params"]}
        out.extend((k, v) for k, v in passed[1] if k in names)
        return out

    def bound_receiver(self, expr: str, mod: Module, scope: Optional[str], self_cls: Optional[str]) -> bool:
        """``obj.method(...)`` on an instance binds ``self``; ``Class.method(obj, ...)`` does not."""
        if "." not in expr:
            return False
        prefix = expr.rsplit(".", 1)[0]
        if prefix == "self" or prefix.startswith("self."):
            return True
        heads = self.resolve(prefix, mod, scope, self_cls)
        return not heads or any(h[0] not in ("class", "classof", "mod") for h in heads)

    @staticmethod
    def module_tree(mod: Module) -> Optional[ast.Module]:
        """A loaded module's source parsed again (summaries keep no trees), or None."""
        return _parsed(mod.path) if mod.path.endswith(".py") else None

    def target_modules(self) -> list[Module]:
        return [m for m in self.modules.values() if m.in_targets]

    def _followable(self, top: str) -> bool:
        if top in STDLIB or top in self.no_follow or not self.follow:
            return False
        if self.follow_only is not None and top not in self.follow_only and top not in self.target_tops:
            return False
        return True

    def get_module(self, name: str) -> Optional[Module]:
        mod = self.modules.get(name)
        if mod is not None:
            return mod
        if name in self.missing or not name:
            return None
        top = name.split(".")[0]
        if not self._followable(top):
            self.missing.add(name)
            return None
        path, is_pkg = self._module_path(name)
        if path is not None and is_pkg and os.path.isdir(path):
            # namespace package: an empty module
            self._add(Module(name, path, True, {"error": None, "imports": {}, "globals": {},
                                                "classes": {}, "functions": {}, "compiles": [],
                                                "registrations": []}, False))
            return self.modules[name]
        if path is None:
            self.missing.add(name)
            return None
        summary = self._prefetch.take(path) if self._prefetch is not None else None
        if summary is None:
            summary = index_one(path, self.cache)
        mod = Module(name, path, is_pkg, summary, False)
        self._add(mod)
        self.stats.followed_modules += 1
        if self._prefetch is not None:
            self._prefetch_imports(mod)
        return mod

    def _module_path(self, name: str) -> tuple[Optional[str], bool]:
        """(file of a followable module, is a package); a namespace package gives its directory."""
        top = name.split(".")[0]
        if top not in self._pkg_dirs:
            self._pkg_dirs[top] = find_package(top, self.search_path)
        base = self._pkg_dirs[top]
        if base is not None:
            if os.path.isdir(base):
                cand = os.path.join(base, *name.split(".")[1:])
                if os.path.isfile(os.path.join(cand, "__init__.py")):
                    return os.path.join(cand, "__init__.py"), True
                if os.path.isfile(cand + ".py"):
                    return cand + ".py", False
                if os.path.isdir(cand):
                    return cand, True
            elif name == top and base.endswith(".py"):
                return base, False
        return None, False

    def _prefetch_imports(self, mod: Module, outside_only: bool = False) -> None:
        """Queue the modules a module imports (at its top level, then inside its functions; and
        their packages) for the prefetch worker; the analysis takes them when it gets there.
        ``outside_only``: only modules of packages that are not targets (a target's own modules
        are all summarized already)."""
        s = mod.summary
        if s.get("error"):
            return
        names: list[str] = []
        tables = [s.get("imports") or {}, s.get("fallback_imports") or {}]
        tables.extend(f["imports"] for f in s["functions"].values() if f.get("imports"))
        for table in tables:
            for entries in table.values():
                for module, attr, level in entries:
                    absmod = self._abs_module(mod, module, level)
                    if outside_only and absmod.split(".")[0] in self.target_tops:
                        continue
                    parts = absmod.split(".")
                    names.extend(".".join(parts[:i]) for i in range(1, len(parts) + 1))
                    if attr and attr != "*":
                        names.append(f"{absmod}.{attr}")
        paths = []
        seen = self._prefetch_seen
        for n in names:
            if n in seen:
                continue
            seen.add(n)
            if not n or n in self.modules or n in self.missing or not self._followable(n.split(".")[0]):
                continue
            path, is_pkg = self._module_path(n)
            if path is not None and path.endswith(".py"):
                paths.append(path)
        self._prefetch.want(paths)

    def close(self) -> None:
        """Stop the prefetch worker (queued work is dropped) and break the one reference cycle
        (the value evaluator's link back), so dropping the program frees it without the cyclic
        collector."""
        if self._prefetch is not None:
            self._prefetch.close()
            self._prefetch = None
        self._conditions = None
        self._folder = None

    def function(self, fq: str) -> Optional[tuple[Module, FunctionRecord]]:
        memo = self._fn_memo.get(fq, _MISSING)
        if memo is not _MISSING:
            return memo
        mod, qual = self._split_fq(fq, "functions")
        got = None if mod is None else (mod, mod.summary["functions"][qual])
        if got is not None:  # misses may resolve later, once more modules are loaded
            self._fn_memo[fq] = got
        return got

    @staticmethod
    def decorated_def(path: str, line: int) -> Optional[ast.AST]:
        """The ``def`` starting at ``line`` of a file with its decorators (``function_node`` parses
        a def from its own lines, without them), or None."""
        return _defs_by_line(path).get(line) if path.endswith(".py") else None

    def function_node(self, fq: str) -> Optional[ast.AST]:
        """The ``def`` of a program function, parsed again from its file (summaries keep no trees)."""
        got = self.function(fq)
        if got is None or not got[0].path.endswith(".py"):
            return None
        node = _def_alone(got[0].path, got[1].get("line"), got[1].get("end"), got[1].get("col"))
        return node if node is not None else _defs_by_line(got[0].path).get(got[1]["line"])

    def klass(self, fq: str) -> Optional[tuple[Module, ClassRecord]]:
        memo = self._cls_memo.get(fq, _MISSING)
        if memo is not _MISSING:
            return memo
        mod, qual = self._split_fq(fq, "classes")
        got = None if mod is None else (mod, mod.summary["classes"][qual])
        if got is not None:
            self._cls_memo[fq] = got
        return got

    def _split_fq(self, fq: str, kind: str) -> tuple[Optional[Module], str]:
        # fq = module + "." + qualname; the module part is the longest known prefix
        parts = fq.split(".")
        for i in range(len(parts) - 1, 0, -1):
            mod = self.modules.get(".".join(parts[:i]))
            if mod is not None and mod.summary.get("error") is None:
                qual = ".".join(parts[i:])
                if qual in mod.summary.get(kind, {}):
                    return mod, qual
        return None, ""

    # ---- names -----------------------------------------------------------------------------
    @staticmethod
    def _abs_module(mod: Module, module: str, level: int) -> str:
        return absolute_module(mod.name, mod.is_package, level, module)

    def _import_targets(self, mod: Module, entries: list[tuple], depth: int) -> list:
        out: list = []
        for module, name, level in entries:
            absmod = self._abs_module(mod, module, level)
            if name is None:
                if self.get_module(absmod) is not None:
                    out.append(("mod", absmod))
                else:
                    out.append((T_EXT, absmod))
                continue
            target = self.get_module(absmod)
            if target is not None:
                got = self._global(target, name, depth + 1)
                if got:
                    out.extend(got)
                    continue
                sub = f"{absmod}.{name}"
                if self.get_module(sub) is not None:
                    out.append(("mod", sub))
                    continue
                # the package exists but the name is not visible statically: unresolved
                continue
            out.append((T_EXT, f"{absmod}.{name}"))
        return out

    def disabled_wrap(self, expr: str, mod: Module, scope: Optional[str], self_cls: Optional[str] = None,
                      depth: int = 0) -> Optional[str]:
        """The function a module-level ``NAME = torch.compiler.disable(fn)`` wraps, for the called
        expression ``NAME`` / ``module.NAME`` (followed through imports), else None."""
        if depth > 4 or not expr or "(" in expr or "[" in expr:
            return None
        head, _, rest = expr.rpartition(".")
        if head:
            got = [t for t in self.resolve(head, mod, scope, self_cls) if t[0] == "mod"]
            target = self.get_module(got[0][1]) if got else None
            return self.disabled_wrap(rest, target, None, None, depth + 1) if target is not None else None
        s = mod.summary
        for d in s["globals"].get(expr, ()):
            if d[0] == "call" and d[1] in ("torch.compiler.disable", "torch._dynamo.disable") and len(d) > 3:
                for i, a in d[3] or ():
                    if i == 0 and a[0] == "expr":
                        fs = [t for t in self.resolve(a[1], mod, None) if t[0] == T_FUNC]
                        return fs[0][1] if fs else None
        for module, name, level in s["imports"].get(expr, ()):
            target = self.get_module(self._abs_module(mod, module, level))
            if target is not None and name:
                return self.disabled_wrap(name, target, None, None, depth + 1)
        return None

    def _global(self, mod: Module, name: str, depth: int = 0) -> list:
        """What a module-level name is bound to (defs, assignments, imports, star imports)."""
        if depth > 12 or mod.error:
            if not mod.error:
                self._cut = True  # (a cut answer: an empty answer built on it is not kept)
            return []
        return self._cycle_memo(self._resolve_memo, ("G", mod.name, name),
                                lambda: self._global_raw(mod, name, depth), [])

    def _global_raw(self, mod: Module, name: str, depth: int) -> list:
        s = mod.summary
        out: list = []
        anns: list = []
        for d in s["globals"].get(name, ()):
            (anns if d[0] == "ann" else out).extend(self.descriptor_values(d, mod, None, None, depth + 1))
        if any(t[0] == "list" for t in out):
            # ``BACKENDS: Dict[str, Type] = {...}``: the container itself, not the typing name
            anns = [t for t in anns if t[0] != T_EXT]
        out = anns + out if anns else out
        imp = s["imports"].get(name)
        if imp:
            out.extend(self._import_targets(mod, imp, depth))
        if not any(t[0] in (T_FUNC, T_CLASS, "mod") for t in out) and (
                name in s.get("fallback_globals", {}) or name in s.get("fallback_imports", {})):
            # the try-body binding does not lead into the program: the except-handler one may run
            for d in s.get("fallback_globals", {}).get(name, ()):
                out.extend(self.descriptor_values(d, mod, None, None, depth + 1))
            if name in s.get("fallback_imports", {}):
                out.extend(self._import_targets(mod, s["fallback_imports"][name], depth))
        if not out and "*" in s["imports"]:
            for module, _, level in s["imports"]["*"]:
                target = self.get_module(self._abs_module(mod, module, level))
                if target is not None:
                    out.extend(self._global(target, name, depth + 1))
                elif not out:
                    pass
        if self._setitem_names(name) and any(t[0] == "list" for t in out):
            # ``REGISTRY[key] = fn`` elsewhere (a registering decorator): those values too
            extra = self._registered_into(mod, name, depth)
            if extra:
                out = [("list", tuple(_dedupe([*t[1], *extra])[:MAX_TARGETS])) if t[0] == "list" else t
                       for t in out]
        elif self._setitem_names(name) and out and all(t[0] == T_EXT and t[1] in _MAPPING_VALUES for t in out):
            # ``_HOOKS: DefaultDict[str, List[Callable]] = defaultdict(list)`` filled by
            # ``_HOOKS[point].append(fn)`` in a registering decorator: a container of those values
            extra = self._registered_into(mod, name, depth)
            if extra:
                out = [("list", tuple(_dedupe(extra)[:MAX_TARGETS]))]
        return _dedupe(out)

    # ---- registries filled by assignment -----------------------------------------------------------
    def _index_facts(self) -> None:
        """Add the whole-program facts of modules loaded since the last call to their indexes."""
        while self._pending_facts:
            m = self._pending_facts.pop()
            if m.error:
                continue
            s = m.summary
            for attr, descs in (s.get("foreign_attrs") or {}).items():
                self._foreign.setdefault(attr, []).extend((m, d) for d in descs)
            self._mutated.update(s.get("mutated", ()))
            for base, d, qual in s.get("setitems", ()):
                self._setitems.setdefault(base.rsplit(".", 1)[-1].removesuffix("[]"), []).append(
                    (m, base, d, qual))

    def _setitem_names(self, name: str) -> bool:
        self._index_facts()
        return name in self._setitems

    def _registered_into(self, mod: Module, name: str, depth: int) -> list:
        """Values stored by ``name[key] = value`` into the module-level container ``name`` of
        ``mod``; a value that is the parameter of a decorator brings every function (or class) the
        decorator is applied to."""
        out: list = []
        for smod, base, d, qual in self._setitems.get(name, ()):
            nested = base.endswith("[]")  # ``name[k1][k2] = value``: name holds mappings of values
            base = base.removesuffix("[]")
            if not self._same_global(smod, base, qual, mod, name):
                continue
            got = self.descriptor_values(d, smod, qual, None, depth + 1)
            if not got and d[0] == "call" and qual and type(d[1]) is str and "." not in d[1] and "(" not in d[1] \
                    and "[" not in d[1] and not (len(d) > 3 and d[3]):
                # ``def deco(cls): REGISTRY[name] = cls()``: an instance of each decorated class
                got = [(T_INST, t[1], True) for t in self._decorated_by(f"{smod.name}.{qual}", d[1])
                       if t[0] == T_CLASS]
            if not any(t[0] in (T_FUNC, T_CLASS) for t in got) and d[0] == "expr" and qual and "." not in d[1] \
                    and "[" not in d[1] and "(" not in d[1]:
                # ``def deco(fn: Callable): REGISTRY[name] = fn``: what the decorator is applied to
                # (the parameter's annotation says only that it is callable)
                got = [t for t in got if t[0] != T_EXT] + self._decorated_by(f"{smod.name}.{qual}", d[1])
                flowed = (self._param_flows or {}).get(("param", smod.name, qual, d[1]))
                if flowed:
                    # (or what the calls of the registering function pass)
                    got = _dedupe(got + [t for t in flowed if t[0] in (T_FUNC, T_INST, T_CLASS)])
            if nested and got:
                got = [("list", tuple(_dedupe(got)[:MAX_TARGETS]))]
            out.extend(got)
        return out

    def _same_global(self, smod: Module, base: str, qual: Optional[str], mod: Module, name: str) -> bool:
        if base == name:
            if smod is mod:
                return True
            for module, attr, level in smod.summary["imports"].get(name, ()):
                if attr == name and self._abs_module(smod, module, level) == mod.name:
                    return True
            return False
        head = base.rsplit(".", 1)[0]
        return ("mod", mod.name) in self.resolve(head, smod, qual)

    def _decorated_by(self, fq: str, param: str) -> list:
        """Functions and classes decorated with ``fq`` (or with a factory returning it), when
        ``param`` is the parameter ``fq`` receives them in."""
        return self._cycle_memo(self._decorated_memo, (fq, param), lambda: self._decorated_by_raw(fq, param), [])

    def _decorated_by_raw(self, fq: str, param: str) -> list:
        got = self.function(fq)
        out: list = []
        if got is not None and got[1]["params"] and got[1]["params"][0][0] == param:
            qual = fq.split(".<locals>.")[0]
            names = {fq.rsplit(".", 1)[-1], qual.rsplit(".", 1)[-1]}
            for m in list(self.modules.values()):
                if m.error:
                    continue
                for kind, table in ((T_FUNC, m.summary["functions"]), ("class", m.summary["classes"])):
                    for q, info in table.items():
                        for dec in info.get("decorators", ()):
                            if dec.rstrip("()").rsplit(".", 1)[-1] not in names:
                                continue
                            if any(t[0] == T_FUNC and t[1] == fq for t in self.resolve(dec, m, None)):
                                out.append((T_FUNC, f"{m.name}.{q}", None) if kind == T_FUNC else (T_CLASS, f"{m.name}.{q}"))
        return _dedupe(out)[:MAX_TARGETS]

    def _local(self, mod: Module, fq_local: str, name: str, self_cls: Optional[str], depth: int) -> Optional[list]:
        """Bindings of a name inside a function (and its enclosing functions), or None."""
        qual = fq_local
        while qual:
            info = mod.summary["functions"].get(qual)
            if info is None:
                break
            params = info["params"]
            if self_cls is not None and info.get("cls") and params and params[0][0] == name and name in ("self", "cls"):
                return [(T_INST, self_cls, True)] if name == "self" else [("class", self_cls)]
            if info.get("cls") and params and params[0][0] == name and name == "self":
                # the receiver is any class that inherits the method: open (None, falsy like an
                # annotation's False, but told apart where self-dispatch fans out)
                return [(T_INST, mod.name + "." + info["cls"], None)]
            if name in info["imports"]:
                return self._import_targets(mod, info["imports"][name], depth)
            if name in info["locals"]:
                out: list = []
                if self._passed:
                    passed = self._passed.get((mod.name, qual))
                    if passed and name in passed:
                        return list(passed[name])
                skip_ann = bool(self._unpassed) and name in self._unpassed.get((mod.name, qual), ())
                for d in info["locals"][name]:
                    if skip_ann and d[0] == "ann":
                        continue  # left at its default None, then replaced by the body
                    out.extend(self.descriptor_values(d, mod, qual, self_cls, depth + 1))
                if out and not qual.endswith(".__init__") and any(p[0] == name for p in params) and (
                        all(_open_callable(t) for t in out) and (info.get("cls") or info.get("nested"))
                        or self._callable_elements(info["locals"][name], out, mod, qual, depth)):
                    # ``def register_hook(self, hook: Callable)``: the callables its callers pass;
                    # ``funcs: Dict[Modality, EmbedFunc]`` (a mapping of callables): the mappings
                    flowed = self._param_flow(mod, qual, info, name)
                    if flowed:
                        return flowed
                return out
            if any(p[0].lstrip("*") == name for p in params):
                flowed = (self._param_flows or {}).get(("param", mod.name, qual, name)) if info.get("nested") else None
                if flowed:
                    return flowed  # ``def with_pool(getter): def wrapper(...): getter()``: what callers pass
                ref = (info.get("ref_defaults") or {}).get(name)
                if ref is not None:
                    # ``def make(layer, runner_cls=JitGemmRunner)``: what the default names (a
                    # caller may pass another; those passes are not followed here)
                    outer = qual.rsplit(".<locals>.", 1)[0] if ".<locals>." in qual else None
                    return self.resolve(ref, mod, outer, None, depth + 1)
                return []  # a parameter without a usable annotation
            if ".<locals>." not in qual:
                break
            qual = qual.rsplit(".<locals>.", 1)[0]
            self_cls = None
        return None

    def _callable_elements(self, descs: list, out: list, mod: Module, qual: str, depth: int) -> bool:
        """Whether a parameter is typed only as a container of open callables
        (``Dict[Modality, Callable[[List[Item]], Tensor]]``, through an alias)."""
        if not all(t[0] == T_EXT and t[1] in _CONTAINER_VALUES for t in out):
            return False
        anns = [d for d in descs if d[0] == "ann"]
        if not anns or len(anns) != len(descs):
            return False
        for d in anns:
            if len(d) < 4 or not d[3] or type(d[3]) is not str:
                return False
            got = self.descriptor_values(("ann", d[3], qual), mod, qual, None, depth + 1)
            if not got or not all(_open_callable(t) for t in got):
                return False
        return True

    def descriptor_values(self, d: tuple, mod: Module, scope: Optional[str], self_cls: Optional[str], depth: int) -> list:
        kind = d[0]
        if depth > 24:
            return []
        if kind == "def":
            return [(T_FUNC, f"{mod.name}.{d[1]}", None)]
        if kind == D_CLASS:
            return [("class", f"{mod.name}.{d[1]}")]
        if kind == "const":
            return []
        if kind == "list":
            items: list = []
            keyed = len(d) > 2 and bool(d[2])
            keymap: list = []
            for i, item in enumerate(d[1]):
                got = self.descriptor_values(item, mod, scope, self_cls, depth + 1)
                items.extend(got)
                if keyed:
                    k = d[2][i]
                    if type(k) is tuple and k and k[0] == "@":
                        # a class attribute key (``TorchKernel.name``), folded as the module reads it
                        v = self.folder.module_expr(ast.parse(k[1], mode="eval").body, mod)
                        k = v if v is None or type(v) in (str, int) else k
                    keymap.append((k, tuple(got)))
            res = ("list", tuple(_dedupe(items)[:MAX_TARGETS]))
            return [res + (tuple(keymap),) if keyed else res]
        if kind == "item":
            return self._item(d, mod, d[3], self_cls, depth, ())
        sc = d[2] if len(d) > 2 else scope
        if kind == "call" and type(d[1]) is str and d[1].count(".") >= 1 and "(" not in d[1] and \
                self.profile.value_of(d[1].rsplit(".", 2)[-2]) == (True, None):
            # ``quant_config.get_quant_method(self)`` where the deployment has no quant config: a
            # method of None is never called (the path is guarded off, or it raises), so it
            # returns nothing
            return []
        if kind == "call":
            key = (d, mod.name, sc, self_cls, self._unpassed.get((mod.name, sc)) if self._unpassed else None,
                   self._passed_key((mod.name, sc)))
            return self._cycle_memo(self._desc_memo, key, lambda: self._call_desc(d, mod, sc, self_cls, depth), [])
        if kind == "expr":
            return self.resolve(d[1], mod, sc, self_cls, depth + 1)
        return self._other_desc(d, kind, mod, sc, self_cls, depth)

    def _call_desc(self, d: tuple, mod: Module, sc: Optional[str], self_cls: Optional[str], depth: int) -> list:
        if True:
            out = []
            args = d[3] if len(d) > 3 else ()
            picked = None
            if args and d[1].endswith(".get") and args[0][0] == 0 and args[0][1][0] == "const":
                # ``REGISTRY.get("silu")``: the entry under that key
                picked = self._keyed(d[1][:-4], args[0][1][1], mod, sc, self_cls, depth)
            if picked is not None:
                out = picked
            else:
                shape = d[4] if len(d) > 4 else None
                targets = None
                if len(d) > 5 and d[1].endswith("[]"):
                    # ``CLASSES[config._attn_implementation](config)``: the entries under the keys
                    # the key can hold (a literal, a pinned attribute, a local the folder decides)
                    targets = self._registry_pick(d[1][:-2], d[5], mod, sc, self_cls, depth)
                if targets is None:
                    targets = self.resolve(d[1], mod, sc, self_cls, depth + 1)
                head, _, meth = d[1].rpartition(".")
                if meth in _MODULE_RETURNS_SELF and head and targets and all(
                        t[0] == T_EXT and t[1] == f"torch.nn.Module().{meth}" for t in targets):
                    # ``CoreAttention().train()`` / ``Net(cfg).to(dev)``: nn.Module's own method
                    # (no program class overrides it) returns the module itself
                    recv = [t for t in self.resolve(head, mod, sc, self_cls, depth + 1) if t[0] == T_INST]
                    if recv:
                        out.extend(recv)
                        targets = []
                for t in targets:
                    bind = self._bind_args(t, args, mod, sc, self_cls, depth, shape) if args or shape else ()
                    out.extend(self.call_result(t, depth + 1, bind))
                default = next((a[1] for a in args if a[0] == 1), None) if d[1].endswith(".get") else None
                if default is not None:
                    # ``self._by_head_size.get(head_size, kernels.fallback)`` of a mapping (not a
                    # project object's own ``get``): the default is one of the values it returns
                    recv = self.resolve(d[1][:-4], mod, sc, self_cls, depth + 1)
                    if not any(r[0] in (T_INST, T_CLASS, "classof") for r in recv):
                        out.extend(self.descriptor_values(default, mod, sc, self_cls, depth + 1))
            return _dedupe(out)[:MAX_DISPATCH]

    def _other_desc(self, d: tuple, kind: str, mod: Module, sc: Optional[str], self_cls: Optional[str],
                    depth: int) -> list:
        if kind == "ann":
            out = []
            if d[1].startswith("type[") and d[1].endswith("]"):
                # ``type[Base]`` / ``Type[Base]``: the class or any subclass (called: an instance
                # whose methods dispatch over every override)
                for t in self.resolve(d[1][5:-1], mod, sc, self_cls, depth + 1):
                    if t[0] == T_CLASS:
                        out.append(("classof", t[1]))
                    elif t[0] == T_EXT:
                        out.append(t)
                return out
            for t in self.resolve(d[1], mod, sc, self_cls, depth + 1):
                if t[0] == T_CLASS:
                    out.append((T_INST, t[1], False))
                elif t[0] == T_EXT:
                    out.append((T_EXT, t[1] + "()"))
            if len(d) > 3 and d[3] and out and all(t[0] == T_EXT for t in out):
                # ``configs: Sequence[FeatureConfig]``: a container of FeatureConfig objects (any subclass)
                elems = [t for t in self.descriptor_values(("ann", d[3], sc), mod, sc, None, depth + 1)
                         if t[0] == T_INST]
                if elems:
                    return [("list", tuple(elems), ())]
            return out
        if kind == "prefix":
            out = []
            fill = d[4] if len(d) > 4 else None
            for t in self.resolve(d[1], mod, d[3], self_cls, depth + 1):
                if t[0] in (T_INST, T_CLASS):
                    exact = None
                    if fill and d[1] == "self" and fill[0].startswith("self.") and "." not in fill[0][5:]:
                        # ``f"_order_{self.policy}"`` where every construction fixes ``policy``
                        known, v = self.flag_value(t[1], fill[0][5:])
                        if known and type(v) is str:
                            exact = d[2] + v + fill[1]
                    # (an object open over its subclasses - ``self`` of a base method reached
                    # through an annotation - takes their overrides too)
                    owners = [t[1]]
                    if t[0] == T_INST and len(t) > 2 and not t[2]:
                        owners += sorted(self.subclasses(t[1]))[:16]
                    for owner in owners:
                        seen: set = set()
                        for c in self.mro(owner)[0]:
                            got = self.klass(c)
                            if got is None:
                                continue
                            cmod, cinfo = got
                            for mname, mq in cinfo["methods"].items():
                                if mname in seen:
                                    continue  # (overridden below in the MRO)
                                seen.add(mname)
                                if (mname == exact) if exact is not None else (
                                        mname.startswith(d[2]) and mname.endswith(fill[1] if fill else "")):
                                    hit = (T_FUNC, f"{cmod.name}.{mq}", owner if t[0] == T_INST else None)
                                    if hit not in out:
                                        out.append(hit)
            return out
        if kind == "elem":
            out = []
            held = self.resolve(d[1], mod, sc, self_cls, depth + 1)
            if sc and "." not in d[1]:
                finfo = mod.summary["functions"].get(sc)
                if finfo and any(p[0] == "*" + d[1] for p in finfo["params"]):
                    # ``def __init__(self, *steps: Transform)``: each element is what the
                    # parameter's annotation names
                    node = self.function_node(f"{mod.name}.{sc}")
                    ann = node.args.vararg.annotation if node is not None and node.args.vararg is not None else None
                    text = dotted(ann) if ann is not None else None
                    if not text or "(" in text:
                        return []
                    return [t for t in self.descriptor_values(("ann", text, sc), mod, sc, None, depth + 1)
                            if t[0] == T_INST]
            for t in held:
                if t[0] == "list":
                    out.extend(t[1])
            if not out:
                # ``for criteria in self:`` in a ``list`` subclass: what the program appends to one
                for t in held:
                    if t[0] == T_INST:
                        out.extend(self.container_elements(t[1]))
            if not out and d[1].endswith("[]") and "(" not in d[1]:
                # ``for layer in self.layers[: n]``: a slice of a list holds the list's elements
                for t in self.resolve(d[1][:-2], mod, sc, self_cls, depth + 1):
                    if t[0] == "list":
                        out.extend(t[1])
            if len(d) > 3 and d[3] == "inner":
                # ``for fn, w in pairs``: the members of the (tuple) elements
                out = [m for t in out if t[0] == "list" for m in t[1]]
            return out
        return []

    def call_result(self, t: tuple, depth: int, bind: tuple = ()) -> list:
        """What calling ``t`` returns; ``bind``: (parameter, constant) the call site fixes, for a
        function returning ``REGISTRY[param]``."""
        if t[0] != T_FUNC:
            return self._call_result_raw(t, depth)
        key = (t, bind) if bind else t
        # (cycle guard: a recursive function's result is what the rest gives)
        return self._cycle_memo(self._result_memo, key,
                                lambda: _dedupe(self._call_result_raw(t, depth, bind))[:MAX_DISPATCH], [])

    # ---- lookups by a known key ----------------------------------------------------------------
    def _item(self, d: tuple, mod: Module, sc: Optional[str], self_cls: Optional[str], depth: int,
              bind: tuple) -> list:
        """``base[key]``: the entry under a known key (a literal, or a parameter the call site
        fixes) of a dict literal nobody changes; otherwise every element, as for any subscript."""
        base, keyspec = d[1], d[2]
        key = _MISSING
        if keyspec[0] == "c":
            key = keyspec[1]
        elif keyspec[0] == "n":
            for name, value in bind:
                if name == keyspec[1]:
                    key = value
        if key is not _MISSING:
            picked = self._keyed(base, key, mod, sc, self_cls, depth)
            if picked is not None:
                return picked
        elif keyspec[0] in ("x", "n"):
            # a key the profile pins (``config._attn_implementation``): the entries under its values;
            # a local or parameter whose values the body and the calls fix (``norm_type``)
            picked = self._registry_pick(base, keyspec, mod, sc, self_cls, depth)
            if picked is not None:
                return picked
        return self.resolve(base + "[]", mod, sc, self_cls, depth + 1)

    def _keyed(self, base: str, key, mod: Module, sc: Optional[str], self_cls: Optional[str],
               depth: int) -> Optional[list]:
        if self.mutated(base.rsplit(".", 1)[-1]):
            table = self._decorator_keymap(base, mod) if "." not in base else None
            if table is None:
                return None
            return _dedupe([t for k, ts in table if k == key and type(k) is type(key) for t in ts])
        targets = self.resolve(base, mod, sc, self_cls, depth + 1)
        if not targets:
            return None
        out: list = []
        for t in targets:
            if t[0] == T_INST:
                table = self.container_keymap(t[1])
                if table is None:
                    return None
            elif t[0] != "list" or len(t) < 3:
                return None
            else:
                table = t[2]
            for k, ts in table:
                if k == key and type(k) is type(key):
                    out.extend(ts)
        return _dedupe(out)

    def _decorator_keymap(self, name: str, mod: Module) -> Optional[list]:
        """(key, targets) of a module-level registry that only a decorator factory fills
        (``def register(name): def deco(cls): REGISTRY[name] = cls``), read from each use of the
        factory with a literal (``@register("top_k") class TopK``); None when anything else
        stores into it or a use cannot be read."""
        for module, attr, level in mod.summary["imports"].get(name, ())[:1]:
            # ``from .samplers import DRAFT_SAMPLERS``: the module that defines it
            home = self.get_module(self._abs_module(mod, module, level)) if attr == name else None
            if home is None or home.error:
                return None
            mod = home
        key = (mod.name, name)
        if key in self._deco_keymaps:
            return self._deco_keymaps[key]
        self._deco_keymaps[key] = None
        self._index_facts()
        recs = [r for r in self._setitems.get(name, ()) if self._same_global(r[0], r[1], r[3], mod, name)]
        if not recs:
            return None
        out: list = []
        for smod, sbase, d, qual in recs:
            made = d[0] == "call" and type(d[1]) is str and "." not in d[1] and "(" not in d[1] \
                and not (len(d) > 3 and d[3])
            if not qual or ".<locals>." not in qual or (d[0] != "expr" and not made) or "." in d[1]:
                return None
            outer_q = qual.rsplit(".<locals>.", 1)[0]
            inner = smod.summary["functions"].get(qual)
            outer = smod.summary["functions"].get(outer_q)
            fn = self.function_node(f"{smod.name}.{qual}")
            if not inner or not outer or fn is None or not inner["params"] or inner["params"][0][0] != d[1]:
                return None
            keys = {n.targets[0].slice.id for n in ast.walk(fn) if type(n) is ast.Assign and len(n.targets) == 1
                    and type(n.targets[0]) is ast.Subscript and dotted(n.targets[0].value) == sbase
                    and type(n.targets[0].slice) is ast.Name}
            params = [p_[0] for p_ in outer["params"]]
            if len(keys) != 1 or next(iter(keys)) not in params:
                return None
            kpos = params.index(next(iter(keys)))
            short = outer_q.rsplit(".", 1)[-1]
            factory = f"{smod.name}.{outer_q}"
            for t in self._decorated_by(f"{smod.name}.{qual}", d[1]):
                got = self.function(t[1]) if t[0] == T_FUNC else self.klass(t[1])
                node = _decorated_node(got[0].path, got[1]["line"]) if got is not None else None
                if node is None:
                    return None
                for dec in node.decorator_list:
                    if type(dec) is not ast.Call or (dotted(dec.func) or "").rsplit(".", 1)[-1] != short:
                        continue
                    if not any(r[0] == T_FUNC and r[1] == factory for r in self.resolve(dotted(dec.func), got[0], None)):
                        continue
                    arg = dec.args[kpos] if len(dec.args) > kpos else next(
                        (k.value for k in dec.keywords if k.arg == params[kpos]), None)
                    if type(arg) is not ast.Constant or type(arg.value) not in (str, int):
                        return None
                    # ``REGISTRY[name] = cls()``: an instance of the decorated class
                    out.append((arg.value, ((T_INST, t[1], True) if made and t[0] == T_CLASS else t,)))
        self._deco_keymaps[key] = out
        return out

    def container_keymap(self, cls_fq: str) -> Optional[list]:
        """(key, targets) of the class-level mappings a mapping subclass without a ``__getitem__``
        of its own serves (``class AttentionInterface(dict): _global_mapping = {"sdpa": f}``),
        else None."""
        order, ext = self.mro(cls_fq)
        if not {e.rsplit(".", 1)[-1] for e in ext} & _DICT_BASES or self.own_getitem(cls_fq):
            return None
        return self._class_mappings(order) or None

    def _getitem_declared(self, cls_fq: str, depth: int) -> list:
        """``registry[name]`` on a class whose own ``__getitem__`` declares what it returns
        (``-> IdRemapTable``): objects of that program class (what the body reads is left)."""
        _owner, found = self.lookup(cls_fq, "__getitem__")
        for f in found:
            if f[0] != T_METHOD:
                continue
            got = self.function(f[1])
            if got is None or not got[1].get("returns"):
                return []
            fmod, info = got
            scope = f[1][len(fmod.name) + 1:]
            return [t for t in self.descriptor_values(("ann", info["returns"], scope), fmod, scope, None, depth + 1)
                    if t[0] == T_INST]
        return []

    def own_getitem(self, cls_fq: str) -> bool:
        """Whether the class (or a program base) defines ``__getitem__``."""
        owner, found = self.lookup(cls_fq, "__getitem__")
        return owner is not None and any(f[0] == T_METHOD for f in found)

    def _class_mappings(self, order: list) -> list:
        """(key, program functions and classes) of every entry of the class-level dict literals of
        the classes in ``order`` (``_global_mapping = {"sdpa": sdpa_forward, ...}``)."""
        out: list = []
        for c in order:
            got = self.klass(c)
            if got is None:
                continue
            cmod, cinfo = got
            for descs in cinfo["attrs"].values():
                for d in descs:
                    if d[0] == D_LIST and len(d) > 2 and d[2]:
                        for k, item in zip(d[2], d[1]):
                            if item is not None:
                                out.append((k, tuple(t for t in self.descriptor_values(item, cmod, None, None, 1)
                                                     if t[0] in (T_FUNC, T_CLASS))))
        return out

    def _registry_pick(self, base: str, spec: tuple, mod: Module, sc: Optional[str], self_cls: Optional[str],
                       depth: int) -> Optional[list]:
        """The entries of registry ``base`` under every key ``spec`` can hold, or None when a key
        or the registry is not known."""
        keys = self.key_values(spec, mod, sc)
        if not keys:
            return None
        out: list = []
        for k in keys:
            got = self._keyed(base, k, mod, sc, self_cls, depth)
            if got is None:
                return None  # not a registry the scan can read
            out.extend(got)  # a key the registry lacks raises KeyError: not a deployment that runs
        return _dedupe(out) or None

    def key_values(self, spec: tuple, mod: Module, sc: Optional[str]) -> Optional[tuple]:
        """The values a registry key can hold: ("c", literal), ("x", path) pinned by its last name,
        ("n", local) folded from the function's stores (``compilelint.evaluate``)."""
        kind = spec[0]
        if kind == "c":
            return (spec[1],)
        if kind == "x":
            got = self.profile.choices_of(spec[1].rsplit(".", 1)[-1])
            if not got and "." in spec[1] and not spec[1].startswith("cls.") and spec[1].count(".") <= 2:
                # ``REGISTRY[server_args.sampler]`` on a dataclass whose field keeps its literal
                # default everywhere the program builds or sets it (the default deployment);
                # ``self.config.padding`` of the config object the method's class holds
                head, _, attr = spec[1].rpartition(".")
                self_cls = None
                if head.startswith("self.") and sc:
                    finfo = mod.summary["functions"].get(sc) or {}
                    self_cls = f"{mod.name}.{finfo['cls']}" if finfo.get("cls") else None
                    if self_cls is None:
                        head = ""
                elif head == "self":
                    head = ""
                owners = self.resolve(head, mod, sc, self_cls) if sc and head else []
                if owners and all(t[0] == "mod" for t in owners):
                    # ``ROPE_BACKENDS[envs.VLLM_ROPE_BACKEND]``: an attribute a module computes (its
                    # ``__getattr__`` over a dict of lambdas, or a flag set at import), folded under
                    # the profile's environment
                    folded = {self.folder.module_attr(t[1], attr) for t in owners}
                    if len(folded) == 1 and _key_literal(next(iter(folded))):
                        return tuple(folded)
                vals = [self.conditions.field_default(t[1], attr) for t in owners if t[0] == T_INST]
                if vals and len(vals) == len(owners) and all(k for k, _ in vals):
                    got = frozenset(v for _, v in vals)
                elif owners and head:
                    # ``DECODE_METADATA_BUILDERS[server_args.decode_builder_kind]`` where the
                    # property returns one expression of the object's fields (``"eager" if
                    # self.disable_cuda_graph else "graph"``): folded
                    v = self.folder.property_value(head, attr, f"{mod.name}.{sc}", self_cls)
                    if v is not UNKNOWN and _key_literal(v):
                        got = frozenset((v,))
            return tuple(sorted(got, key=repr)) if got and all(_key_literal(v) for v in got) else None
        if kind == "n" and sc:
            got = self.folder.local_values(f"{mod.name}.{sc}", spec[1])
            if got is None:
                finfo = mod.summary["functions"].get(sc)
                if finfo is not None and any(p_[0] == spec[1] for p_ in finfo["params"]):
                    # ``FRONTENDS[frontend](...)`` on a constructor parameter every construction
                    # gives a literal (other functions' parameters are not searched for here: their
                    # callers cost a walk of the program's call sites)
                    if sc.endswith(".__init__") and finfo.get("cls"):
                        got = self._ctor_param_literals(f"{mod.name}.{finfo['cls']}", finfo, spec[1])
                    if got is None and not sc.endswith(".__init__"):
                        # ``NORM_REGISTRY[norm_type]`` on a parameter every call gives one literal
                        # (``get_norm_layer(config.norm_type, ...)`` with the config's default),
                        # with the values the body's live stores give it (``if get_bool_env_var(
                        # "X"): norm_type = "checked"`` under the profile's environment)
                        got = self._param_key_values(mod, sc, spec[1])
                    if got is None:
                        # ``MOE_QUANT_METHODS[quantization]()`` on a parameter the deployment fixes by
                        # name (``quantization=None``: an unquantized checkpoint)
                        got = self.profile.choices_of(spec[1])
                else:
                    known, v = self._global_const(spec[1], mod, sc)
                    got = {v} if known else None
            return tuple(sorted(got, key=repr)) if got and all(_key_literal(v) for v in got) else None
        return None

    def _param_key_values(self, mod: Module, sc: str, pname: str) -> Optional[set]:

        fq = f"{mod.name}.{sc}"
        v = self.conditions.param_value(fq, pname)
        if v is _NOPARAM or not _key_literal(v):
            return None
        node = self.function_node(fq)
        if node is None:
            return None
        out = {v}
        dead = self.folder._dead_arms(node, fq, None)
        for n in _fn_facts(node).stores.get(pname, ()):
            if isinstance(n, ast.stmt) and any(a <= n.lineno <= b for a, b in dead):
                continue
            if type(n) is ast.Assign and len(n.targets) == 1 and type(n.targets[0]) is ast.Name \
                    and type(n.value) is ast.Constant and _key_literal(n.value.value):
                out.add(n.value.value)
                continue
            return None  # bound some other way
        return out

    def _ctor_param_literals(self, cls_fq: str, init: dict, pname: str) -> Optional[set]:
        """The literals the constructions of a class give an ``__init__`` parameter (its literal
        default where one leaves it out); None when one passes anything else, none is found, or a
        subclass builds it through an ``__init__`` of its own."""
        names = [p_[0] for p_ in init["params"]]
        pos = names.index(pname) - 1
        defaults = init.get("defaults", {})
        out: set = set()
        sites = []
        for c in [cls_fq, *sorted(self.subclasses(cls_fq))][:8]:
            if c != cls_fq and self._own_init(c) is not None:
                return None
            sites.extend(self.constructions_of(c))
        if not sites:
            return None
        for _m, rec in sites:
            lits, other = rec[2], rec[3]
            if "*" in other or "**" in other or pname in other or pos in other:
                return None
            if pname in lits:
                out.add(lits[pname])
            elif pos in lits:
                out.add(lits[pos])
            elif pname in defaults:
                out.add(defaults[pname])
            else:
                return None
        return out

    # one file parsed again (summaries keep no trees), for the modules that read the program
    parsed = staticmethod(_parsed)

    @property
    def folder(self):
        """The folder of small pure helpers under the profile (``compilelint.evaluate.Folder``)."""
        if self._folder is None:
            self._folder = Folder(self)
        return self._folder

    def mutated(self, name: str) -> bool:
        """Whether a loaded module changes a container of this name in place."""
        self._index_facts()
        return name in self._mutated

    def _passed_key(self, ctx: tuple):
        if not self._passed:
            return None
        got = self._passed.get(ctx)
        return tuple(sorted(got.items())) if got else None

    def _bind_args(self, t: tuple, args: tuple, mod: Module, sc: Optional[str], self_cls: Optional[str],
                   depth: int, shape: Optional[tuple] = None) -> tuple:
        """What one call fixes of the callee's result: (parameter, constant) for the arguments of
        a function that returns ``REGISTRY[parameter]``, and ("*unpassed", params) for the
        parameters the call leaves at their default ``None`` which the body then replaces
        (``if runner_cls is None: runner_cls = MoERunner``): their annotation does not apply."""
        if t[0] != T_FUNC:
            return ()
        got = self.function(t[1])
        if got is None:
            return ()
        _, info = got
        names = [p[0] for p in info["params"] if not p[0].startswith("*")]
        decos = {x.rsplit(".", 1)[-1] for x in info.get("decorators", ())}
        bound = bool(info.get("cls") and "staticmethod" not in decos and names)
        if bound:
            names = names[1:]  # self / cls
        extra: tuple = ()
        sig = info.get("sig")
        if shape is not None and sig is not None and not shape[1]:
            npos, _, kws = shape
            defaults = info.get("defaults", {})
            local = info["locals"]
            pos = list(sig[0][1:] if bound else sig[0])
            unpassed = frozenset(
                p for p in names if p not in kws and not (p in pos and pos.index(p) < npos)
                and p in defaults and defaults[p] is None
                and any(x[0] == "ann" for x in local.get(p, ())) and any(x[0] != "ann" for x in local.get(p, ())))
            if unpassed:
                extra = (("*unpassed", unpassed),)
        # a class handed to a parameter the body calls (``runner_cls=self.post_norm_runner_cls``,
        # then ``runner = runner_cls(...)``): the call constructs that class, not the annotation's
        called = {d[1] for ds in info["locals"].values() for d in ds if d[0] == "call"}
        # ... and an object handed to a parameter the function returns (``def enable_cache(model,
        # ...): model.cache = ...; return model``): the call returns that object
        returned = {d[1] for d in info.get("ret") or () if d[0] == "expr" and "." not in d[1]}
        passed = []
        for where, argd in args:
            pname = names[where] if isinstance(where, int) and where < len(names) else where
            if pname in called and pname in names and argd[0] == "expr":
                targets = self.descriptor_values(argd, mod, sc, self_cls, depth + 1)
                if targets and all(x[0] == T_CLASS for x in targets):
                    passed.append((pname, tuple(targets)))
            elif pname in returned and pname in names and argd[0] == "call":
                targets = self.descriptor_values(argd, mod, sc, self_cls, depth + 1)
                if targets and all(x[0] == T_INST for x in targets):
                    passed.append((pname, tuple(targets)))
        if passed:
            extra = extra + (("*passed", tuple(passed)),)
        keyed = {r[2][1] for r in info.get("ret", ()) if r[0] == "item" and r[2][0] == "n"} | {
            r[5][1] for r in info.get("ret", ()) if r[0] == "call" and len(r) > 5 and r[5][0] == "n"}
        if not keyed:
            return extra
        out = list(extra)
        for where, argd in args:
            pname = names[where] if isinstance(where, int) and where < len(names) else where
            if pname in keyed:
                known, value = self._const_of(argd, mod, sc, self_cls, depth)
                if known:
                    out.append((pname, value))
        return tuple(sorted(out, key=lambda x: x[0]))

    def binds_name(self, name: str, mod: Module, sc: Optional[str]) -> bool:
        """Whether function ``sc`` binds ``name`` itself (a parameter, a store, a loop target)."""
        node = self.function_node(f"{mod.name}.{sc}") if sc else None
        if node is None:
            return bool(sc)  # a function not found again: assume it may
        args = node.args
        return any(a.arg == name for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg)
                   if a is not None) or any(type(n) is ast.Name and n.id == name and type(n.ctx) is not ast.Load
                                            for n in ast.walk(node))

    def _global_const(self, name: str, mod: Module, sc: Optional[str]) -> tuple[bool, Any]:
        """A module constant (also one imported: ``from .env import BACKEND``) folded as its module
        computes it at import (``BACKEND = os.environ.get("X_BACKEND", "dense")`` under the
        profile's environment); (False, None) for a local, a parameter or anything unknown."""
        if (name not in mod.summary["globals"] and name not in mod.summary["imports"]) or \
                self.binds_name(name, mod, sc):
            return False, None
        v = self.folder.module_constant(name, mod)
        if v is None or type(v) in (bool, int, float, str):
            return True, v
        return False, None

    def _const_of(self, argd: tuple, mod: Module, sc: Optional[str], self_cls: Optional[str],
                  depth: int) -> tuple[bool, Any]:
        """The constant an argument always has: a literal, or ``cfg.field`` of a dataclass whose
        every construction leaves the field at its literal default."""
        if argd[0] == "const":
            return True, argd[1]
        if argd[0] == "expr" and "." not in argd[1] and argd[1].isidentifier():
            return self._global_const(argd[1], mod, sc)
        if argd[0] != "expr" or argd[1].count(".") != 1:
            return False, None
        head, attr = argd[1].split(".")
        values: set = set()
        targets = self.resolve(head, mod, sc, self_cls, depth + 1)
        if not targets:
            return False, None
        for t in targets:
            if t[0] != T_INST:
                return False, None
            classes = [t[1]] if t[2] else [t[1], *sorted(self.subclasses(t[1]))]
            if len(classes) > 8:
                return False, None
            for c in classes:
                # (an unbuilt configuration class keeps its literal defaults)
                known, v = self.conditions.deployment_field(c, attr)
                if not known:
                    return False, None
                values.add((type(v), v))
        if len(values) != 1:
            return False, None
        return True, values.pop()[1]

    @property
    def conditions(self):
        """The one evaluator of branch conditions (``compilelint.conditions.Conditions``) over this
        program: the scanner and the program's own constant lookups share it."""
        if self._conditions is None:
            self._conditions = Conditions(self)
        return self._conditions

    def field_constant(self, cls_fq: str, attr: str) -> tuple[bool, Any]:
        key = (cls_fq, attr)
        got = self._fieldconst_memo.get(key)
        if got is None:
            got = self._fieldconst_memo[key] = self.conditions.field_constant(cls_fq, attr)
        return got

    def _call_result_raw(self, t: tuple, depth: int, bind: tuple = ()) -> list:
        kind = t[0]
        if kind == T_CLASS:
            return [(T_INST, t[1], True)]
        if kind == "classof":
            return [(T_INST, t[1], False)]
        if kind == T_EXT:
            return [(T_EXT, t[1] + "()")]
        if kind == "getter":
            return list(t[1])
        if kind == T_INST and depth < 12:
            # ``output = self.logits_processor(h, meta)``: calling a program module runs its
            # ``forward`` (a class's own ``__call__`` first)
            found, targets = self.lookup(t[1], "__call__")
            meths = [f for f in targets if f[0] == T_METHOD] if found else []
            if not meths and self.is_module_class(t[1]):
                meths = [f for f in self.lookup(t[1], "forward")[1] if f[0] == T_METHOD]
            out = []
            for f in meths[:4]:
                out.extend(self.call_result((T_FUNC, f[1], t[1]), depth + 1))
            return _dedupe(out)
        if kind == T_FUNC:
            got = self.function(t[1])
            if got is None:
                return []
            fmod, info = got
            scope = t[1][len(fmod.name) + 1:]
            unpassed = next((v for k, v in bind if k == "*unpassed"), None)
            passed = next((v for k, v in bind if k == "*passed"), None)
            if passed is not None and unpassed is None:
                unpassed = frozenset()
            # what the body's live returns construct (a factory picks its class by the deployment:
            # ``create_moe_dispatcher() -> BaseDispatcher`` returns StandardDispatcher without an a2a
            # backend); the annotation (a base class: every subclass) when a live return cannot
            # be read
            annotated = bool(info.get("returns")) and unpassed is None
            complete = True
            out: list = []
            ctx = (fmod.name, scope)
            saved = self._unpassed.get(ctx)
            saved_passed = self._passed.get(ctx)
            if unpassed is not None:
                self._unpassed[ctx] = unpassed
            if passed is not None:
                self._passed[ctx] = dict(passed)
            try:
                for d in self.live_returns(t[1], fmod, info):
                    dbind = bind
                    if not dbind and d[0] == "item" and d[2][0] == "n":
                        # ``return REGISTRY[name]`` where every call passes one constant key
                        # (``get_backend(BACKEND)`` with ``BACKEND`` read from the environment)
                        v = self.conditions.param_value(t[1], d[2][1])
                        if v is None or type(v) in (str, int, bool):
                            dbind = ((d[2][1], v),)
                    keyed = None
                    if d[0] == "call" and len(d) > 5 and type(d[1]) is str and d[1].endswith("[]") \
                            and d[5][0] == "n":
                        # ``return POLICIES[name]()`` where the call (or every call) fixes ``name``
                        v = next((bv for bn, bv in dbind if bn == d[5][1]), _MISSING) if dbind else _MISSING
                        if v is _MISSING:
                            v = self.conditions.param_value(t[1], d[5][1])
                        if type(v) not in (str, int) and not any(p[0].lstrip("*") == d[5][1] for p in info.get("params", ())):
                            # ``name = get_str_env_var("X", "torch"); return KERNELS[name]()``: a local the
                            # deployment decides (its stores folded)
                            vals = self.folder.local_values(t[1], d[5][1])
                            v = next(iter(vals)) if vals and len(vals) == 1 else v
                        if type(v) in (str, int):
                            picked = self._keyed(d[1][:-2], v, fmod, d[2], t[2] if len(t) > 2 else None, depth + 1)
                            if picked:
                                keyed = [x for pt in picked for x in self.call_result(pt, depth + 1)]
                    if keyed:
                        got_d = keyed
                    elif dbind and d[0] == "item":
                        got_d = self._item(d, fmod, d[3], t[2] if len(t) > 2 else None, depth + 1, dbind)
                    else:
                        got_d = self.descriptor_values(d, fmod, scope, t[2] if len(t) > 2 else None, depth + 1)
                    if not got_d and not (d[0] == D_CONST and d[1] is None):
                        complete = False
                        if annotated:
                            break
                    out.extend(got_d)
            finally:
                if unpassed is not None:
                    if saved is None:
                        del self._unpassed[ctx]
                    else:
                        self._unpassed[ctx] = saved
                if passed is not None:
                    if saved_passed is None:
                        del self._passed[ctx]
                    else:
                        self._passed[ctx] = saved_passed
            if info.get("returns") and (annotated or not out):
                got_ann = self.descriptor_values(("ann", info["returns"], scope), fmod, scope, None, depth + 1)
                if info.get("returns_elem") and all(t[0] == T_EXT for t in got_ann):
                    # ``-> List[StageHook]``: a list of StageHook objects (any subclass)
                    elems = [t for t in self.descriptor_values(("ann", info["returns_elem"], scope), fmod, scope,
                                                               None, depth + 1) if t[0] == T_INST]
                    if elems:
                        got_ann = [("list", tuple(elems), ())]
                if not out or (got_ann and annotated and not (complete and self._narrows(out, got_ann))):
                    out = got_ann
            if info.get("gen"):
                # calling a generator function makes a generator object (what it yields: its
                # annotation's element, above); advancing one made outside a compiled region fails
                out = list(out) + [GENERATOR]
            return out
        return []

    def _narrows(self, body: list, ann: list) -> bool:
        """Whether what a function's body returns is a narrower answer than its annotation: every
        value an instance of a program class that is one of the annotation's classes or a subclass
        of one."""
        if not body:
            return False
        kinds = {t[0] for t in ann}
        if kinds == {"classof"}:
            # ``-> Type[Backend]``: classes the body returns that are the bound or derive from it
            bounds = {t[1] for t in ann}
            return all(t[0] == T_CLASS and bounds.intersection(self.mro(t[1])[0]) for t in body)
        bounds = {t[1] for t in ann if t[0] == T_INST}
        if not bounds:
            # ``-> Callable``: an annotation naming no program class says less than a body
            # returning program functions (``return REGISTRY.get(impl, default)``); ``->
            # nn.Module`` (a library base) says less than a body building program modules
            # (``return nn.Sequential(*layers).eval()`` of program layers)
            if not ann or not all(t[0] == T_EXT for t in ann):
                return False
            if all(t[0] == T_CLASS for t in body):
                # ``-> Type[nn.Module]`` (the annotation's library base) over a body returning
                # program classes derived from it (``return _PROJECTOR_REGISTRY[name]``)
                names = {t[1].rstrip("()") for t in ann}
                if names & set(NN_MODULE):
                    names |= set(NN_MODULE)
                if all(names.intersection(self.mro(t[1])[1]) for t in body):
                    return True
            if all(t[1].split("[", 1)[0].rstrip("()").rsplit(".", 1)[-1] == "TypeVar" for t in ann):
                # ``def decorator(fn: F) -> F`` with ``F = TypeVar("F", bound=Callable)``: a type
                # variable names no type of its own; the body's ``return wrapper`` is the answer
                return True
            if all(t[1].split("[", 1)[0].rstrip("()").rsplit(".", 1)[-1] == "Callable" for t in ann):
                return any(t[0] == T_FUNC for t in body)
            if all(t[1].split("[", 1)[0].rstrip("()").rsplit(".", 1)[-1] in ("type", "Type") for t in ann):
                # ``-> type`` over a body returning program classes (``return _REGISTRY[name]``
                # filled by a registering decorator); an element of a container known only by its
                # annotation (``Dict[str, type]``) says nothing more
                return any(t[0] == T_CLASS for t in body) and all(
                    t[0] == T_CLASS or (t[0] == T_EXT and "[]" in t[1]) for t in body)
            # (``out = []; out.append(NoRepeatNGram(n)); return out`` under ``-> list``: the empty
            # list the function starts from is one of the values, as long as some hold program objects)
            # (``-> List[Callable]`` over ``[_HOOKS[name] for name in _ENABLED]``: a list of the program
            # functions a registry holds says more than a list of any callables)
            return any(t[0] == T_INST or (t[0] == "list" and t[1]) for t in body) and all(
                (t[0] == T_INST and self.klass(t[1]) is not None) or (
                    t[0] == "list" and all((e[0] == T_INST and self.klass(e[1]) is not None) or
                                           (e[0] == T_FUNC and self.function(e[1]) is not None) for e in t[1]))
                for t in body)
        # a ``typing.Protocol`` is structural: the classes the body builds need not derive from it
        structural = any(self._is_protocol(b) for b in bounds)
        insts = 0
        for t in body:
            if t[0] == T_EXT and t[1].startswith("builtins.") and "[]" in t[1]:
                continue  # an element of a container known only by its annotation (``dict[str, type]``)
            if t[0] != T_INST or not (structural or bounds.intersection(self.mro(t[1])[0])):
                return False
            insts += 1
        return insts > 0

    def _is_protocol(self, cls_fq: str) -> bool:
        got = self.klass(cls_fq)
        if got is None:
            return False
        mod, info = got
        for b in info.get("bases", ()):
            if b.rsplit(".", 1)[-1] != "Protocol":
                continue
            head = b.split(".", 1)[0]
            imp = mod.summary["imports"].get(head)
            if b == "Protocol" and imp is None:
                continue  # a class named Protocol of its own module
            if imp is None or any("typing" in str(e) for e in imp):
                return True
        return False

    # ---- expressions -----------------------------------------------------------------------
    def resolve(self, expr: Optional[str], mod: Module, scope: Optional[str], self_cls: Optional[str] = None,
                depth: int = 0) -> list:
        if not expr or depth > 30 or mod.error:
            if expr and depth > 30 and not mod.error:
                self._cut = True
            return []
        key = (mod.name, scope, self_cls, expr, self._unpassed.get((mod.name, scope)) if self._unpassed else None,
               self._passed_key((mod.name, scope)))
        return self._cycle_memo(self._resolve_memo, key,
                                lambda: self._with_overloads(self._resolve_raw(expr, mod, scope, self_cls, depth)), [])

    def _with_overloads(self, targets: list) -> list:
        """A call of a ``functools.singledispatch`` function may run any of its registered
        overloads (dynamo traces the dispatch to the one the argument's type picks)."""
        extra = []
        for t in targets:
            if t[0] == T_FUNC:
                got = self.function(t[1])
                for q, _typs in (got[1].get("overloads") or ()) if got else ():
                    extra.append((T_FUNC, f"{got[0].name}.{q}", None))
        return _dedupe(targets + extra) if extra else targets

    def _cycle_memo(self, memo: dict, key, compute, guard):
        """``memo[key]``, computed by ``compute()`` once; a key asked again while it is being
        computed (a cycle) answers ``guard``. (Keeping results computed inside an open cycle out of
        the memo until it closes was measured: 2.6x slower on sglang, and the extra edges it found
        were all on paths the labels call dead - left.)"""
        got = memo.get(key, _MISS)
        if got is not _MISS:
            return guard if got is _IN_PROGRESS else got
        memo[key] = _IN_PROGRESS
        cut, self._cut = self._cut, False
        try:
            out = compute()
        except BaseException:
            memo.pop(key, None)
            self._cut = cut
            raise
        if self._cut and not out:
            # an empty answer built on a resolution cut at its depth limit is not kept: asked
            # again from a shallower place, it is computed afresh (blind49 s753's call edge was
            # lost that way: the first resolution of the name came twelve levels down)
            memo.pop(key, None)
            self._cut = True
            return out
        self._cut = cut or self._cut
        memo[key] = out
        return out

    def _resolve_raw(self, expr: str, mod: Module, scope: Optional[str], self_cls: Optional[str], depth: int) -> list:
        parts = _split(expr)
        head, ops = parts[0]
        cur: Optional[list] = None
        rest = parts[1:]
        if head == "super" and ops == "()" and rest and scope is not None:
            # ``super().forward``: the next class's method, then the rest of the chain as usual
            got = self._super_attr(mod, scope, self_cls, rest[0][0])
            if got is not None:
                cur, ops, rest = got, rest[0][1], rest[1:]
        if cur is None and scope is not None:
            cur = self._local(mod, scope, head, self_cls, depth)
        if cur is None:
            cur = self._global(mod, head, depth)
            if not cur and head in BUILTIN_NAMES and not mod.summary["globals"].get(head) \
                    and head not in mod.summary["imports"]:
                cur = [(T_EXT, f"builtins.{head}")]
        cur = self._apply_ops(cur, ops, depth)
        for name, ops in rest:
            nxt: list = []
            for t in cur:
                nxt.extend(self._attr(t, name, depth))
            cur = self._apply_ops(_dedupe(nxt)[:MAX_DISPATCH], ops, depth)
            if not cur:
                break
        return _dedupe(cur)[:MAX_DISPATCH]

    def _super_attr(self, mod: Module, scope: str, self_cls: Optional[str], name: str) -> Optional[list]:
        """``super().name`` in a method: ``name`` looked up in the receiver's MRO past the class
        that defines the method (the receiver's class when known, else the defining class); a
        method comes back bound to the receiver. None outside a method of a program class."""
        info = mod.summary["functions"].get(scope)
        if not info or not info.get("cls"):
            return None
        owner = f"{mod.name}.{info['cls']}"
        if self.klass(owner) is None:
            return None
        recv = self_cls if self_cls and owner in self.mro(self_cls)[0] else owner
        order = self.mro(recv)[0]
        if owner not in order:
            return None
        for c in order[order.index(owner) + 1:]:
            got = self.klass(c)
            if got is None:
                continue
            cmod, cinfo = got
            if name in cinfo["methods"]:
                return [(T_FUNC, f"{cmod.name}.{cinfo['methods'][name]}", recv)]
        if name == "__init__":
            # ``super().__init__(pack, unpack)`` in a subclass of a library class
            # (``saved_tensors_hooks``): the library class's constructor runs
            ext = self.mro(owner)[1]
            if ext and ext[0] not in NN_MODULE and not ext[0].startswith("builtins."):
                return [(T_EXT, ext[0])]
        return []

    def _apply_ops(self, targets: list, ops: str, depth: int) -> list:
        for i in range(0, len(ops), 2):
            op = ops[i:i + 2]
            nxt: list = []
            for t in targets:
                if op == "()":
                    nxt.extend(self.call_result(t, depth))
                else:
                    if t[0] == "list":
                        nxt.extend(t[1])
                    elif t[0] == T_EXT:
                        nxt.append((T_EXT, t[1] + "[]"))
                    elif t[0] == T_INST:
                        # ``ALL_ATTENTION_FUNCTIONS[impl]`` on a list or mapping subclass that
                        # defines no ``__getitem__`` of its own: what the program puts into one (a
                        # ``__getitem__`` of the program's, reading registries others may change,
                        # is left unread: transformers' GeneralInterface)
                        if not self.own_getitem(t[1]):
                            nxt.extend(self.container_elements(t[1]))
                        else:
                            nxt.extend(self._getitem_declared(t[1], depth))
                    elif t[0] == T_FUNC:
                        nxt.append(t)  # kernel[grid](...) launches the same function
            targets = _dedupe(nxt)
        return targets

    def _attr(self, t: tuple, name: str, depth: int) -> list:
        kind = t[0]
        if kind == "mod":
            m = self.get_module(t[1])
            if m is None:
                return [(T_EXT, f"{t[1]}.{name}")]
            got = self._global(m, name, depth + 1)
            if got:
                return got
            if self.get_module(f"{t[1]}.{name}") is not None:
                return [("mod", f"{t[1]}.{name}")]
            return []
        if kind == T_EXT:
            return [(T_EXT, f"{t[1]}.{name}")]
        if kind == "list":
            if name in ("get", "pop", "setdefault", "__getitem__"):
                return [("getter", t[1])]
            return []
        if kind == T_CLASS:
            return self._member(t[1], name, None, exact=True, depth=depth)
        if kind == "classof":
            return self._member(t[1], name, None, exact=False, depth=depth)
        if kind == T_INST:
            return self._member(t[1], name, t[1], exact=t[2], depth=depth)
        return []

    def flag_value(self, cls_fq: str, attr: str) -> tuple[bool, object]:
        """(known, value) of ``self.<attr>`` when every construction of the class fixes it to one
        literal (``Layer(debug=False)``, or a literal default nobody overrides)."""
        key = (cls_fq, attr)
        memo = self._flag_memo.get(key)
        if memo is not None:
            return memo
        self._flag_memo[key] = (False, None)
        owner = self.attr_owner(cls_fq, attr)
        got = self.klass(owner) if owner else None
        if got is None:
            return (False, None)
        mod, info = got
        values: list = []
        if attr not in info["attrs"] or attr in info.get("attr_opaque", ()):
            # (a store no descriptor describes - ``self.is_required |= p.prepare_if_required()`` -
            # may give it any value)
            return (False, None)
        for d in self._live_stores(cls_fq, mod, info, attr):
            if d[0] == "const":
                values.append(d[1])
                continue
            got = self._stored_param(mod, d)
            if got is None and d[0] in ("expr", "call"):
                # ``self.use_flex = envs.VLLM_USE_FLEX_ATTENTION``: the stored expression folded in
                # its method (environment reads under the profile, module constants)
                folded = self._folded_store(mod, info, attr, d, cls_fq)
                if folded is not _MISS:
                    values.append(folded)
                    continue
            sites = self.construction_args(owner) if got is not None else None
            if not sites:
                return (False, None)
            pname, pos, init = got
            for lits, other in sites:
                if "*" in other or "**" in other or pname in other or pos in other:
                    return (False, None)
                if pname in lits:
                    values.append(lits[pname])
                elif pos in lits:
                    values.append(lits[pos])
                elif pname in init["defaults"]:
                    values.append(init["defaults"][pname])
                else:
                    return (False, None)
        if not values or len({bool(v) for v in values}) != 1:
            return (False, None)
        result = (True, values[0])
        self._flag_memo[key] = result
        return result

    def _folded_store(self, mod: Module, info: dict, attr: str, d: tuple, cls_fq: str):
        """The value ``self.<attr> = <expression>`` stores, folded where it stands, when it is a
        plain scalar (None, a bool, number or string); else ``_MISS``."""
        descs = info["attrs"][attr]
        i = next((k for k, x in enumerate(descs) if x is d), None)
        pos = (info.get("attr_at") or {}).get(attr, {}).get(i) if i is not None else None
        if pos is None or len(pos) < 3 or not pos[2]:
            return _MISS
        fq = f"{mod.name}.{pos[2]}"
        node = self.function_node(fq)
        if node is None:
            return _MISS
        for st in ast.walk(node):
            if type(st) is not ast.Assign or not any(
                    type(t) is ast.Attribute and t.attr == attr and type(t.value) is ast.Name and t.value.id == "self"
                    for t in st.targets):
                continue
            # the statement itself, or one arm of its ``a or b`` / ``a if c else b`` (each arm is a
            # store at its own position): the whole value is what the attribute holds
            arms = st.value.values if type(st.value) is ast.BoolOp else (
                [st.value.body, st.value.orelse] if type(st.value) is ast.IfExp else [])
            if (st.lineno, st.col_offset + 1) == (pos[0], pos[1]) or any(
                    (a.lineno, a.col_offset + 1) == (pos[0], pos[1]) for a in arms):
                v = self.folder.expr_value(st.value, fq, self_cls=cls_fq)
                return v if v is None or type(v) in (bool, int, float, str) else _MISS
        return _MISS

    def attr_owner(self, cls_fq: str, attr: str) -> Optional[str]:
        """The first class along the MRO that assigns or defines ``attr`` (a class flag
        ``use_custom_kernel = False`` included, which ``lookup`` skips: it carries no type)."""
        for c in self.mro(cls_fq)[0]:
            got = self.klass(c)
            if got is not None and (attr in got[1]["attrs"] or attr in got[1]["methods"]
                                    or attr in (got[1].get("attr_f") or ())):
                return c
        return None

    def constructions_of(self, cls_fq: str) -> list:
        """(module, ctor record) of every place the scanned code constructs the class."""
        if self._ctor_index is None:
            idx: dict[str, list] = {}
            for m in self.target_modules():
                if m.error:
                    continue
                for rec in m.summary.get("ctors", ()):
                    idx.setdefault(rec[0].rsplit(".", 1)[-1], []).append((m, rec))
            self._ctor_index = idx
        return [(m, rec) for m, rec in self._ctor_index.get(cls_fq.rsplit(".", 1)[-1], ())
                if any(t[0] == T_CLASS and t[1] == cls_fq for t in self.resolve(rec[0], m, rec[1]))]

    def module_level_calls(self, mod: Module, name: str) -> list:
        """The calls spelled ``name(...)`` in ``mod``'s module-level code (not inside a def)."""
        tree = _parsed(mod.path)
        if tree is None:
            return []
        out: list = []
        stack = list(tree.body)
        while stack:
            n = stack.pop()
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if type(n) is ast.Call and dotted(n.func) == name:
                out.append(n)
            stack.extend(ast.iter_child_nodes(n))
        return sorted(out, key=lambda c: (c.lineno, c.col_offset))

    def construction_args(self, cls_fq: str) -> list[tuple[dict, list]]:
        """Literal / non-literal arguments at every place the scanned code constructs the class."""
        return [(rec[2], rec[3]) for _m, rec in self.constructions_of(cls_fq)]

    @staticmethod
    def _stored_param(mod: Module, d: tuple) -> Optional[tuple]:
        """(parameter, its position after ``self``, the ``__init__`` record) when an attribute
        store (``self.x = x``) takes a parameter of the class's ``__init__``, else None."""
        if d[0] != "expr" or len(d) < 3 or not d[2] or not d[2].endswith("__init__"):
            return None
        init = mod.summary["functions"].get(d[2])
        params = [n for n, _ in init["params"]] if init else []
        if init is None or d[1] not in params:
            return None
        return d[1], params.index(d[1]) - 1, init

    def enum_attr_values(self, cls_fq: str, attr: str) -> Optional[frozenset]:
        """The enum members (``"AttnKind.FULL"``) ``self.<attr>`` can hold when every store of it
        is a member or a constructor parameter that every construction passes members for
        (``HybridAttention(d, k) for k in kinds``), else None."""
        key = ("enum", cls_fq, attr)
        if key in self._flag_memo:
            return self._flag_memo[key]
        self._flag_memo[key] = None
        owner = self.attr_owner(cls_fq, attr)
        got = self.klass(owner) if owner else None
        if got is None or attr not in got[1]["attrs"]:
            return None
        mod, info = got
        values: set = set()
        for d in self._live_stores(cls_fq, mod, info, attr):
            got = self._stored_param(mod, d)
            sites = self.constructions_of(owner) if got is not None else None
            if not sites:
                return None
            pname, pos, _ = got
            for _m, rec in sites:
                enums = rec[4] if len(rec) > 4 else {}
                other = rec[3]
                if "*" in other or "**" in other:
                    return None
                got_v = enums.get(pname) or enums.get(pos)
                if not got_v:
                    return None
                values.update(got_v)
        result = frozenset(values) if values else None
        self._flag_memo[key] = result
        return result

    def _is_property(self, fq: str) -> bool:
        got = self.function(fq)
        return bool(got and property_decorated(got[1]["decorators"]))

    # ---- classes ---------------------------------------------------------------------------
    def mro(self, cls_fq: str) -> tuple[list[str], list[str]]:
        """(program classes in MRO order, external base names)."""
        memo = self._mro_memo.get(cls_fq)
        if memo is not None:
            return memo
        self._mro_memo[cls_fq] = ([cls_fq], [])  # cycle guard
        got = self.klass(cls_fq)
        if got is None:
            return self._mro_memo[cls_fq]
        mod, info = got
        order = [cls_fq]
        ext: list[str] = []
        scope_qual = cls_fq[len(mod.name) + 1:]
        outer = scope_qual.rsplit(".<locals>.", 1)[0] if ".<locals>." in scope_qual else None
        for base in info["bases"]:
            for b in self.resolve(base, mod, outer, None, 0):
                if b[0] == T_CLASS:
                    sub_order, sub_ext = self.mro(b[1])
                    for c in sub_order:
                        if c not in order:
                            order.append(c)
                    for e in sub_ext:
                        if e not in ext:
                            ext.append(e)
                elif b[0] == T_EXT and b[1] not in ext:
                    ext.append(b[1])
        self._mro_memo[cls_fq] = (order, ext)
        return order, ext

    def live_module(self, name: str) -> bool:
        """False for a module named for another platform than the deployment profile's."""
        got = self._live_memo.get(name)
        if got is None:
            got = self._live_memo[name] = live_module(self.profile, name)
        return got

    def is_module_class(self, cls_fq: str) -> bool:
        _, ext = self.mro(cls_fq)
        return any(e in NN_MODULE or e.startswith("torch.nn.") for e in ext)

    def subclasses(self, cls_fq: str) -> set[str]:
        """Every program class with ``cls_fq`` in its MRO (kept up to date as modules load)."""
        while self._pending_classes:
            mod = self._pending_classes.pop()
            if mod.error:
                continue
            # another platform's classes are never the receiver here (kept apart: they tell that
            # a hierarchy is a per-platform family)
            table = self._subs if self.live_module(mod.name) else self._other_platform_subs
            for qual in mod.summary["classes"]:
                fq = f"{mod.name}.{qual}"
                for parent in self.mro(fq)[0][1:]:
                    table.setdefault(parent, set()).add(fq)
        return self._subs.get(cls_fq, set())

    def platform_family(self, cls_fq: str) -> Optional[list]:
        """Under the deployment profile, the classes a receiver of a per-platform family can be.

        A base class whose subclasses live in modules named for platforms (vLLM's ``Platform`` with
        ``platforms/cuda.py``, ``rocm.py``, ``xpu.py``; a communicator per device) is, on the
        profile's platform, an instance of the subclasses in modules named for that platform, never
        the base itself or a shared sibling. None when the hierarchy is no such family."""
        if cls_fq in self._family_memo:
            return self._family_memo[cls_fq]
        self._family_memo[cls_fq] = None
        plat = self.profile.platform
        if plat == "any":
            return None
        live = self.subclasses(cls_fq)
        others = self._other_platform_subs.get(cls_fq)
        if not others or self.construction_args(cls_fq):
            return None
        mine = sorted(c for c in live if platform_named(self._class_module(c), plat))
        if not mine or len(mine) + len(others) < len(live) - len(mine):
            return None  # mostly shared implementations: no per-platform family
        out = list(mine)
        for c in mine:
            out.extend(x for x in sorted(self.subclasses(c)) if x not in out)
        self._family_memo[cls_fq] = out
        return out

    def _class_module(self, cls_fq: str) -> str:
        got = self.klass(cls_fq)
        return got[0].name if got else cls_fq.rsplit(".", 1)[0]

    def _sees_subsystem(self, fmod: Module, cls_fq: str) -> bool:
        """Whether code in ``fmod`` can hold objects of ``cls_fq``: it is in the class's subsystem
        (the first two names of a deep module, ``sglang.srt``) or outside its package, or it
        imports the module of the class, of a base or of a subclass. Another runtime of the
        package (``sglang.multimodal_gen`` beside ``sglang.srt``) that shares only utilities never
        holds the other's objects."""
        cls_mod = self._class_module(cls_fq)
        parts = cls_mod.split(".")
        if len(parts) < 4 or fmod.name.split(".", 1)[0] != parts[0]:
            return True
        sub = ".".join(parts[:2])
        if fmod.name == sub or fmod.name.startswith(sub + "."):
            return True
        key = (fmod.name, cls_fq)
        got = self._sees_memo.get(key)
        if got is None:
            related = {cls_fq, *self.subclasses(cls_fq), *self.mro(cls_fq)[0]}
            mods = {self._class_module(c) for c in related if self.klass(c) is not None}
            entries = [e for es in fmod.summary["imports"].values() for e in es]
            for info in fmod.summary["functions"].values():
                entries.extend(e for es in (info.get("imports") or {}).values() for e in es)
            got = False
            for e in entries:
                if not e or type(e[0]) is not str:
                    continue
                a = self._abs_module(fmod, e[0], e[2])
                if a in mods or (e[1] and f"{a}.{e[1]}" in mods):
                    got = True
                    break
            self._sees_memo[key] = got
        return got

    def foreign_stores(self, name: str) -> list:
        """(module, descriptor) of every ``obj.<name> = Cls(...)`` made outside the class."""
        self._index_facts()
        return self._foreign.get(name, [])

    def lookup(self, cls_fq: str, name: str) -> tuple[Optional[str], list]:
        """(defining class fq, targets) for a member found along the MRO."""
        return self._cycle_memo(self._lookup_memo, (cls_fq, name), lambda: self._lookup(cls_fq, name), (None, []))

    def _lookup(self, cls_fq: str, name: str) -> tuple[Optional[str], list]:
        order, _ = self.mro(cls_fq)
        for c in order:
            got = self.klass(c)
            if got is None:
                continue
            mod, info = got
            patched = self._patched(c, mod, info).get(name) if info["decorators"] else None
            if patched is not None:
                return c, [("method", patched)]
            if name in info["methods"]:
                return c, [("method", f"{mod.name}.{info['methods'][name]}")]
            if name in info["attrs"]:
                out: list = []
                anns: list = []
                opened = False  # a live store whose value the scan cannot name
                for d in self._live_stores(cls_fq, mod, info, name):
                    if d[0] == "ann":
                        anns.append(d)
                        continue
                    got = self.descriptor_values(d, mod, d[2] if len(d) > 2 else None, cls_fq, 1)
                    if got and all(t == (T_EXT, "dataclasses.field()") for t in got):
                        # ``_lock: threading.Lock = field(default_factory=threading.Lock)``: what the
                        # factory makes (the annotation's class when it names none)
                        factory = next((f[5] for f in info.get("fields", ()) if f[0] == name and f[5]), None)
                        got = self.resolve(factory + "()", mod, None, None) if factory else []
                    if d[0] == "expr" and (not got or any(t[0] == T_INST and not t[2] for t in got) or any(
                            t[0] == T_EXT and (t[1] in _CONTAINER_VALUES or t[1] in _OPEN_MODULES
                                               or _open_callable(t)) for t in got)):
                        # ``self.quant_method = quant_method`` typed by an open annotation, or not
                        # at all: what the constructions pass for the parameter, when every one
                        # can be read
                        flowed = self._ctor_flow(c, mod, d)
                        if flowed is not None and (flowed or not self._object_default(mod, d)):
                            got = flowed
                    elif d[0] == "list" and len(d[1]) == 1 and d[1][0][0] == "elem" and "." not in d[1][0][1] \
                            and all(not t[1] or all(_open_callable(e) for e in t[1]) for t in got if t[0] == "list"):
                        # ``self._observers = list(observers or ())`` of a parameter whose elements
                        # are open callables (or unnamed): the elements of what the constructions pass
                        flowed = self._ctor_flow(c, mod, ("expr",) + d[1][0][1:3])
                        if flowed is not None:
                            elems = [e for t in flowed if t[0] == "list" for e in t[1]]
                            got = [("list", tuple(_dedupe(elems)[:MAX_TARGETS]))]
                    elif d[0] == "call" and not got and type(d[1]) is str and d[1].count(".") == 1 \
                            and len(d) > 2 and type(d[2]) is str and d[2].endswith(".__init__"):
                        # ``self.quant_method = quant_config.get_quant_method(self)`` on an
                        # unannotated constructor parameter: the method of what the constructions pass
                        head, meth = d[1].split(".")
                        flowed = self._ctor_flow(c, mod, ("expr", head, d[2]))
                        if flowed and all(t[0] == T_INST for t in flowed):
                            made: list = []
                            for t in flowed:
                                for f in self.lookup(t[1], meth)[1]:
                                    if f[0] == T_METHOD:
                                        made.extend(self.call_result((T_FUNC, f[1], t[1]), 1))
                            got = _dedupe(made)
                    elif d[0] == "list" and got and all(t[0] == "list" and not t[1] for t in got):
                        # ``self.penalizers = {c: c(self) for c in penalizers}``: objects of the classes
                        # the constructions pass in the parameter the comprehension runs over
                        made = self._made_from_param(c, mod, d)
                        if made:
                            got = [("list", tuple(made[:MAX_TARGETS]))]
                    opened = opened or not got
                    out.extend(got)
                if anns and not opened and out and all(t[0] == T_EXT and t[1] in _CONTAINER_VALUES for t in out) \
                        and any(len(d) > 3 and d[3] for d in anns):
                    # ``layers: Dict[str, KVCache] = field(default_factory=dict)``: an empty
                    # container the annotation says holds KVCache objects
                    opened = True
                if anns and (opened or not out):
                    # ``self.m: QuantizeMethodBase`` declares what the stores may hold: the
                    # fallback when a store's value is unknown, never added to known ones
                    for d in anns:
                        out.extend(self.descriptor_values(d, mod, d[2] if len(d) > 2 else None, cls_fq, 1))
                placeholder = not out and all(d[0] in ("const", "ann") and (d[0] == "ann" or d[1] is None)
                                              for d in info["attrs"][name])
                if out or placeholder:
                    # the attribute may be replaced from outside (a loader swapping
                    # ``layer.quant_method``): same-kind values assigned elsewhere count too; a
                    # ``self.teacache = None`` placeholder takes the objects stores elsewhere put
                    # there (``model.teacache = TeaCacheState(...)`` in an enabling helper)
                    kinds = {t[0] for t in out} if out else {T_INST}
                    own = list(out)
                    for fmod, rec in self.foreign_stores(name):
                        if not self._sees_subsystem(fmod, cls_fq):
                            continue  # another runtime of the package (sglang.multimodal_gen beside
                            # sglang.srt) that imports nothing of this one never holds its objects
                        d, recv = rec[:-1], rec[-1]
                        scope = d[2] if len(d) > 2 else None
                        if recv and not self._store_may_reach(recv, fmod, scope, cls_fq):
                            continue
                        if type(recv) is tuple and len(recv) > 2 and not self._replaces_held(recv[2], fmod, own):
                            continue
                        for t in self.descriptor_values(d, fmod, scope, None, 1):
                            if t[0] in kinds and t not in out:
                                out.append(t)
                if out or not any(d[0] == "const" for d in info["attrs"][name]):
                    # an attribute the class assigns: its type is what we found, maybe nothing
                    return c, out
            nested = f"{c}.{name}"
            if self.klass(nested) is not None:
                return c, [("class", nested)]
        return None, []

    def _made_from_param(self, owner: str, mod: Module, d: tuple) -> list:
        """Instances a comprehension stored in ``__init__`` builds by calling its loop variable over a
        parameter (``{cls: cls(self) for cls in penalizers}``): one of each class that every
        construction of ``owner`` passes in that parameter; [] when one cannot be read."""
        out: list = []
        for item in d[1]:
            if item[0] != "call" or "." in item[1] or len(item) < 3 or not item[2]:
                return []
            info = mod.summary["functions"].get(item[2])
            binds = (info or {}).get("locals", {}).get(item[1]) or ()
            if len(binds) != 1 or binds[0][0] != "elem" or "." in binds[0][1] or len(binds[0]) > 3:
                return []
            flowed = self._ctor_flow(owner, mod, ("expr", binds[0][1], item[2]))
            if not flowed:
                return []
            for t in flowed:
                if t[0] != "list":
                    return []
                for e in t[1]:
                    if e[0] != T_CLASS:
                        return []
                    made = (T_INST, e[1], True)
                    if made not in out:
                        out.append(made)
        return out

    @staticmethod
    def _object_default(mod: Module, d: tuple) -> bool:
        """Whether the ``__init__`` parameter a store ``("expr", name, "Cls.__init__")`` reads has a
        default that is no literal (``config: SamplerConfig = SamplerConfig()``): a construction
        leaving it out hands that object, which the annotation describes."""
        init = mod.summary["functions"].get(d[2]) if len(d) > 2 and type(d[2]) is str else None
        sig = init.get("sig") if init else None
        if not sig or d[1] in init.get("defaults", {}):
            return False
        pos, ndefaults = list(sig[0]), sig[1]
        if d[1] in pos:
            return pos.index(d[1]) >= len(pos) - ndefaults
        return d[1] in sig[2] and d[1] not in sig[3]

    def _ctor_flow(self, owner: str, mod: Module, d: tuple) -> Optional[list]:
        """The values constructions give the ``__init__`` parameter a store reads (``self.m = m``):
        each call that passes it by keyword and may build the class or a subclass (a direct
        ``Cls(...)``, a factory's result ``get_impl()(...)``, ``super().__init__(...)``) adds the
        argument's values (both branches of a conditional expression); a call the scan cannot
        place, a positional or ``**`` pass, or too many calls -> None (the annotation stands). No
        such call: the parameter keeps its default, which names nothing here."""
        qual = d[2] if len(d) > 2 else None
        if not qual or not qual.endswith(".__init__") or d[1] is None or "." in d[1]:
            return None
        init = mod.summary["functions"].get(qual)
        pname = d[1]
        if init is None or not any(p[0] == pname for p in init["params"]):
            return None
        key = (owner, pname)
        if key in self._flow_memo:
            return self._flow_memo[key]
        self._flow_memo[key] = None  # cycle guard
        got = self._ctor_flow_raw(owner, init, pname)
        self._flow_memo[key] = got
        return got

    def _ctor_flow_raw(self, owner: str, init: dict, pname: str) -> Optional[list]:
        names = [p[0] for p in init["params"]]
        pos = names.index(pname) - 1  # minus self
        if pos < 0:
            return None  # (``self`` itself, or an ``__init__`` read as a static function)
        family = {owner, *self.subclasses(owner)}
        out: list = []
        # positional passes at the direct constructions of the family (``Fp8Linear(h, n, method)``):
        # the argument at the parameter's position, read from the call itself
        for c in family:
            for m, rec in self.constructions_of(c):
                lits, other = rec[2], rec[3]
                if "*" in other or "**" in other:
                    return None
                if pos in lits or pos not in other:
                    continue  # a literal (names no object) or not passed by position
                if c != owner and self._own_init(c) is not None:
                    continue  # a subclass's own ``__init__``: what it hands up is read below
                if len(family) > FLOW_MAX_SITES:
                    return None
                found = False
                span = m.summary["functions"].get(rec[1]) if rec[1] else None
                for call in _all_calls(m.path):
                    if span is not None and not (span["line"] <= call.lineno <= (span.get("end") or span["line"])):
                        continue  # the construction this record is (its own scope's locals)
                    if dotted(call.func) != rec[0] or len(call.args) <= pos or \
                            any(type(a) is ast.Starred for a in call.args[:pos + 1]):
                        continue
                    found = True
                    if not self._flow_add(call.args[pos], m, rec[1], out) and not self._passed_on_param(
                            call.args[pos], m, rec[1], span, out):
                        return None
                if not found:
                    return None
        # a subclass's own ``__init__`` handing a value up by position (``super().__init__(config)``):
        # its own parameter there flows from its constructions, anything else is read where it stands
        subs = family - {owner}
        if len(subs) > FLOW_MAX_SITES:
            return None  # a large hierarchy: too many constructors to read (the annotation stands)
        for c in subs:
            own = self._own_init(c)
            if own is None:
                continue
            cm, cq, cinit = own
            if not any(site[0] == "super().__init__" and site[5] is not None and site[5][0] > pos
                       for site in cinit["sites"]):
                continue  # hands nothing up at this position: no need to read the file
            for call in _all_calls(cm.path):
                if not (cinit["line"] <= call.lineno <= (cinit.get("end") or cinit["line"])):
                    continue
                f = call.func
                if not (type(f) is ast.Attribute and f.attr == "__init__" and type(f.value) is ast.Call
                        and dotted(f.value.func) == "super"):
                    continue
                if any(type(a) is ast.Starred for a in call.args[:pos + 1]) or len(call.args) <= pos:
                    continue
                arg = call.args[pos]
                cnames = [p_[0] for p_ in cinit["params"]]
                if type(arg) is ast.Name and arg.id in cnames[1:]:
                    got = self._ctor_flow_raw(c, cinit, arg.id) if (c, arg.id) != (owner, pname) else None
                    if got is None:
                        return None
                    out.extend(v for v in got if v not in out)
                elif not self._flow_add(arg, cm, cq, out):
                    return None
        sites = self._keyword_sites(pname)
        if len(sites) > FLOW_MAX_SITES:
            return None
        placed = False  # some call of the scanned code builds the class
        for m, q, site in sites:
            targets = self.resolve(site[0], m, q)
            if not targets:
                return None  # a call the scan cannot place may build the class
            hits = False
            for t in targets:
                if t[0] == T_CLASS and t[1] in family:
                    hits = True
                elif t[0] in (T_FUNC, T_METHOD) and t[1].rsplit(".", 1)[0] in family \
                        and t[1].endswith(".__init__"):
                    hits = True
                elif t[0] == T_EXT and site[0].startswith("super()"):
                    finfo = m.summary["functions"].get(q) or {}
                    hits = hits or (bool(finfo.get("cls")) and f"{m.name}.{finfo['cls']}" in family)
            if not hits:
                continue
            placed = True
            value = _keyword_at(m.path, site[1], site[2], pname)
            if value is None:
                return None
            if not self._flow_add(value, m, q, out) and not self._passed_on_param(
                    value, m, q, m.summary["functions"].get(q) if q else None, out):
                return None
        # constructions at module level (``attn = Attention(pool=pool)`` beside the root's compile)
        for c in family:
            for m, rec in self.constructions_of(c):
                if rec[1] is not None or pname not in rec[3]:
                    continue
                for call in _calls_by_position(m.path).values():
                    if dotted(call.func) != rec[0]:
                        continue
                    for k in call.keywords:
                        if k.arg == pname and not self._flow_add(k.value, m, None, out):
                            return None
        ref = (init.get("ref_defaults") or {}).get(pname)
        if ref is not None and any(pname not in rec[2] and pname not in rec[3] and pos not in rec[2]
                                   and pos not in rec[3] and "*" not in rec[3] and "**" not in rec[3]
                                   for _m, rec in self.constructions_of(owner)):
            # ``def __init__(self, config: SpecConfig = SPEC_CONFIG)`` built as ``Verifier()``:
            # the object the default names
            got = self.klass(owner)
            if got is not None:
                out.extend(v for v in self.resolve(ref, got[0], None, None) if v not in out)
        if not out and not placed and not any(self.constructions_of(c) for c in family):
            # nothing in the scanned code builds the class (the caller of the compiled method
            # does, outside it): what the parameter holds is unknown here, the annotation stands
            return None
        return out

    def _param_flow(self, mod: Module, qual: str, info: dict, pname: str) -> Optional[list]:
        """What the calls of method ``qual`` pass for parameter ``pname`` (``layer.register_hook(
        metrics.on_applied)``): every call named like it that resolves to it, read by keyword or
        position; None when one cannot be read or there are too many."""
        key = ("param", mod.name, qual, pname)
        if not self._filling_flows:
            # the walks read the table ``prepare_param_held`` fills; before it (finding the roots)
            # there is none: resolving call sites in the middle of another evaluation would keep
            # answers a cycle guard cut short, and the modules it loads would change later answers
            return (self._param_flows or {}).get(key)
        if key in self._flow_memo:
            return self._flow_memo[key]
        self._flow_memo[key] = None  # cycle guard
        fq = f"{mod.name}.{qual}"
        names = [p[0] for p in info["params"]]
        pos = names.index(pname) - (1 if info.get("cls") else 0)  # minus self
        sites = list(self._sites_named(qual.rsplit(".", 1)[-1])) + self._top_calls_named(qual.rsplit(".", 1)[-1])
        out: Optional[list] = [] if len(sites) <= FLOW_MAX_SITES else None
        short = qual.rsplit(".", 2)[-2] if qual.count(".") >= 1 else None
        for m, q, site in sites if out is not None else ():
            got = self.resolve(site[0], m, q)
            call = call_at(m.path, site[1], site[2])
            if not any(t[0] == T_FUNC and t[1] == fq for t in got):
                fnode = self.function_node(f"{m.name}.{q}") if q and not got and short else None
                if fnode is None or call is None or not _under_isinstance(fnode, call, short):
                    continue  # another method of that name (or a receiver no ``isinstance`` names)
            if call is None or any(type(a) is ast.Starred for a in call.args) or \
                    any(k.arg is None for k in call.keywords):
                out = None
                break
            value = next((k.value for k in call.keywords if k.arg == pname), None)
            if value is None and len(call.args) > pos:
                value = call.args[pos]
            if value is not None and not self._flow_add(value, m, q, out):
                out = None
                break
        self._flow_memo[key] = out
        return out

    def _own_init(self, cls_fq: str) -> Optional[tuple]:
        """(module, scope, record) of the ``__init__`` a class defines itself, else None."""
        got = self.klass(cls_fq)
        if got is None or "__init__" not in got[1]["methods"]:
            return None
        mod, info = got
        q = info["methods"]["__init__"]
        rec = mod.summary["functions"].get(q)
        return (mod, q, rec) if rec is not None else None

    def _passed_on_param(self, value: ast.AST, m: Module, q: Optional[str], span: Optional[dict], out: list) -> bool:
        """``ReplicatedLinear(h, n, quant_config)`` passing on the enclosing function's own
        unannotated parameter: the objects that function's callers (or constructions) hand it
        (``Conditions.param_classes``); False when they cannot be read."""
        if type(value) is not ast.Name or span is None or not q or not any(
                p_[0] == value.id and p_[1] is None for p_ in span["params"]):
            return False
        got = self.conditions.param_classes(f"{m.name}.{q}", value.id)
        if not got:
            return False
        out.extend(v for v in got if v not in out)
        return True

    def _flow_add(self, value: ast.AST, m: Module, q: Optional[str], out: list) -> bool:
        """Add what a passed argument can hold (both branches of a conditional expression; a
        literal None adds nothing); False when it cannot be read."""
        branches = [value.body, value.orelse] if type(value) is ast.IfExp else [value]
        for b in branches:
            if type(b) is ast.Constant and b.value is None:
                continue
            bd = descriptor_of(b, q)
            vals = self.descriptor_values(bd, m, q, None, 1) if bd is not None else []
            allowed = self._isinstance_guard(b, m, q)
            if not vals:
                if not allowed:
                    return False
                # unreadable, but an ``isinstance`` test says what it is: objects of the tested
                # classes (any subclass)
                vals = [(T_INST, c, False) for c in sorted(allowed)]
            elif allowed is not None:
                vals = self._narrow_to(vals, allowed)
            out.extend(v for v in vals if v not in out)
        return True

    def _isinstance_guard(self, value: ast.AST, m: Module, q: Optional[str]) -> Optional[set]:
        """The classes an ``isinstance`` test narrows an argument to where it is passed: inside
        ``if isinstance(v, C):``, or past ``if not isinstance(v, C): continue`` (``return``,
        ``raise``) in a block around it - ``Wrapper(base=module.quant_method)`` after ``if not
        isinstance(module.quant_method, FP8_METHODS): continue``. None: no such test."""
        text = dotted(value)
        line = getattr(value, "lineno", None)
        if not text or "(" in text or not q or line is None:
            return None
        fn = self.function_node(f"{m.name}.{q}")
        if fn is None:
            return None
        tests: list = []
        for n in ast.walk(fn):
            if type(n) is not ast.If:
                continue
            t, neg = n.test, False
            if type(t) is ast.UnaryOp and type(t.op) is ast.Not:
                t, neg = t.operand, True
            if not (type(t) is ast.Call and type(t.func) is ast.Name and t.func.id == "isinstance"
                    and len(t.args) == 2 and dotted(t.args[0]) == text):
                continue
            if not neg and n.body and n.body[0].lineno <= line <= (n.body[-1].end_lineno or 0):
                tests.append(t.args[1])
            elif neg and not n.orelse and n.lineno < line and n.body \
                    and type(n.body[-1]) in (ast.Continue, ast.Return, ast.Raise):
                # the exit skips the rest of the block holding the ``if``: the argument must sit there
                for blk in stmt_lists(fn):
                    if any(x is n for x in blk):
                        rest = blk[[id(x) for x in blk].index(id(n)) + 1:]
                        if any(x.lineno <= line <= (x.end_lineno or x.lineno) for x in rest):
                            tests.append(t.args[1])
                        break
        if not tests:
            return None
        allowed: set = set()
        for c in tests:
            elts = c.elts if type(c) is ast.Tuple else [c]
            for e in elts:
                name = dotted(e)
                for t in self.resolve(name, m, q, None) if name else ():
                    if t[0] == T_CLASS:
                        allowed.add(t[1])
                    elif t[0] == "list":
                        allowed.update(x[1] for x in t[1] if x[0] == T_CLASS)
        return allowed or None

    def _narrow_to(self, vals: list, allowed: set) -> list:
        """Objects of ``vals`` an isinstance test against ``allowed`` lets through: instances of
        their subclasses stay, an open instance of a base becomes the tested class; anything the
        scan cannot place (outside classes) is kept."""
        out = []
        for v in vals:
            if v[0] != T_INST:
                out.append(v)
                continue
            order = self.mro(v[1])[0]
            if any(c in order for c in allowed):
                out.append(v)
            elif not v[2]:
                out.extend((T_INST, c, False) for c in sorted(allowed) if v[1] in self.mro(c)[0])
        return out

    def _keyword_sites(self, kw: str) -> list:
        """(module, scope, site) of every call in the program that passes keyword ``kw`` (indexed
        by a cursor over the loaded modules, like ``_sites_named``: each module once)."""
        idx = self._kw_index
        for m in self._added[self._kw_count:]:
            if m.error:
                continue
            for q, info in m.summary["functions"].items():
                for site in info["sites"]:
                    if site[4] == "call" and site[0] and site[5] is not None:
                        for k in site[5][2]:
                            idx.setdefault(k, []).append((m, q, site))
        self._kw_count = len(self._added)
        return idx.get(kw, ())

    def _live_stores(self, cls_fq: str, mod: Module, info: dict, name: str) -> list:
        """The class's descriptors of ``name`` less the stores in a branch of their method that the
        deployment makes dead for an instance of ``cls_fq`` (``if quant_config is None:`` under a
        profile that fixes ``quant_config``, a flag of the receiver's class)."""
        descs = info["attrs"][name]
        at = info.get("attr_at", {}).get(name)
        if not at:
            return descs
        out = []
        for i, d in enumerate(descs):
            pos = at.get(i)
            if pos is not None and self._dead_store(cls_fq, mod, pos[2], pos[:2]):
                continue
            out.append(d)
        return out

    def _target_records(self) -> dict:
        """One walk over the target modules' summaries, kept for the program-wide tables below:
        methods by name, names called indirectly, alias-branch names, names stored, class-like
        names returned."""
        if self._records is None:
            rec: dict = {"methods": {}, "indirect": [], "alias": [], "stored": [], "returned": [],
                         "read_from_imported": set()}
            for m in self.target_modules():
                if m.error:
                    continue
                summary = m.summary
                for qual, info in summary["functions"].items():
                    if info.get("cls"):
                        rec["methods"].setdefault(qual.rsplit(".", 1)[-1], []).append(f"{m.name}.{qual}")
                    loc = info.get("locals") or {}
                    for ds in loc.values():
                        for d in ds:
                            # ``entry = module.EntryClass`` on a module the function imports by name
                            if d[0] == D_EXPR and d[1].count(".") == 1:
                                head, attr = d[1].split(".")
                                if any(h[0] == D_CALL and h[1].rsplit(".", 1)[-1] == "import_module"
                                       for h in loc.get(head, ())):
                                    rec["read_from_imported"].add(attr)
                    for name in info.get("indirect_calls", ()):
                        rec["indirect"].append((m, name, qual))
                    for d in info.get("ret") or ():
                        if d[0] == "expr" and d[1].rpartition(".")[2][:1].isupper():
                            rec["returned"].append((m, d[1], qual))
                # ``backend_cls = BACKENDS["fa"]; BACKEND = backend_cls(window=8)`` at module level:
                # a class built through a name that holds it
                globs = summary.get("globals") or {}
                for ds in globs.values():
                    for d in ds:
                        if d[0] == D_CALL and type(d[1]) is str and d[1].isidentifier() \
                                and d[1] not in summary["imports"]:
                            binds = globs.get(d[1], ())
                            if binds and not any(b[0] in ("class", "def") for b in binds):
                                rec["indirect"].append((m, d[1], None))
                for name in summary.get("alias_branches", ()):
                    rec["alias"].append((m, name))
                for r in summary.get("names_stored", ()):
                    rec["stored"].append((m, r))
            self._records = rec
        return self._records

    def caught(self, name: str, mod: Module, scope: Optional[str]) -> bool:
        """Whether an ``except`` clause of the program names the class ``name`` resolves to, or one
        of its program bases (a raise of it may be a path that returns)."""
        if self._caught is None:
            got: set = set()
            for m in self.target_modules():
                if m.error:
                    continue
                for h in m.summary.get("handlers", ()):
                    got.update(t[1] for t in self.resolve(h, m, None) if t[0] == T_CLASS)
            self._caught = frozenset(got)
        if not self._caught:
            return False
        chain = {c for t in self.resolve(name, mod, scope) if t[0] == T_CLASS for c in self.mro(t[1])[0]}
        if not chain & self._caught:
            return False
        # caught where it is raised, or by a direct caller of the raising function (a backend's
        # ``check_inputs`` raising, the forward's ``except AttentionBackendError:`` falling back);
        # a handler elsewhere in the program tells nothing about this path
        fq = f"{mod.name}.{scope}" if scope else None
        if fq is None:
            return False
        fns = [(mod, fq)] + [(m, f"{m.name}.{q}") for m, q, _site in
                             (self.callers(fq, limit=PARAM_MAX_CALLS, sites_only=True) or ()) if q]
        for m, f in fns:
            node = self.function_node(f)
            if node is None:
                continue
            sc = f[len(m.name) + 1:]
            for h in ast.walk(node):
                if type(h) is ast.ExceptHandler and h.type is not None:
                    for e in (h.type.elts if type(h.type) is ast.Tuple else [h.type]):
                        d = dotted(e)
                        if d and any(t[0] == T_CLASS and t[1] in chain for t in self.resolve(d, m, sc)):
                            return True
        return False

    def never_constructed(self, cls_fq: str) -> bool:
        """Whether no instance of the class (or of a subclass) is made on the deployment: every
        ``C(...)`` in the program sits in a branch the profile makes dead, in a function whose
        every call does, or in a branch that already holds one (``if isinstance(s, C): return
        C(*rows(s))``). A class built anywhere else (module level, a registry, a classmethod, a
        reference to the class object other than a call) may be built."""
        memo, busy = self._never_memo, self._never_busy
        if cls_fq in memo:
            return memo[cls_fq]
        if cls_fq in busy:
            return False  # asked again while deciding it: may be built
        busy.add(cls_fq)
        try:
            got = self._never_constructed(cls_fq)
        finally:
            busy.discard(cls_fq)
        # a "may be built" found while a caller's regions were being evaluated (their cycle guard
        # reads as live) is not kept: asked again later, it may be decided
        if got:
            memo[cls_fq] = True
        return got

    def _never_constructed(self, cls_fq: str) -> bool:
        classes = [cls_fq, *sorted(self.subclasses(cls_fq))]
        if len(classes) > 8 or any(c in self.registry_constructed() or c in self.indirectly_constructed()
                                   for c in classes):
            return False
        cond = self.conditions
        for c in classes:
            got = self.klass(c)
            if got is None:
                return False
            cm, cinfo = got
            short = c.rsplit(".", 1)[-1]
            for q in cinfo["methods"].values():
                finfo = cm.summary["functions"].get(q)
                if finfo and any(d.rsplit(".", 1)[-1] == "classmethod" for d in finfo["decorators"]):
                    return False  # an alternative constructor
            sites = self.constructions_of(c)
            if not sites:
                return False  # never constructed in sight: made somewhere the scan does not see
            for m, rec in sites:
                if not rec[1]:
                    return False  # module level
                fq = f"{m.name}.{rec[1]}"
                finfo = m.summary["functions"].get(rec[1])
                fn = self.function_node(fq)
                if finfo is None or fn is None:
                    return False
                calls = [n for n in ast.walk(fn) if type(n) is ast.Call and dotted(n.func) == rec[0]]
                if not calls:
                    return False
                live = []
                for call in calls:
                    if cond._dead_site(m, rec[1], (None, call.lineno, call.col_offset + 1)):
                        continue
                    if _under_isinstance(fn, call, short):
                        continue
                    live.append(call)
                if not live:
                    continue
                # a live construction in a function: dead only if every call of the function is
                callers = self.callers(fq, limit=PARAM_MAX_CALLS, sites_only=True)
                modcalls = self.module_callers(fq, limit=PARAM_MAX_CALLS)
                if not callers or modcalls is None or modcalls:
                    return False
                if any(not cond._dead_site(cm2, q2, site) for cm2, q2, site in callers):
                    return False
        return True

    def container_elements(self, cls_fq: str) -> list:
        """What the program puts into instances of a ``list`` subclass (``criteria =
        StoppingCriteriaList(); criteria.append(MaxTimeCriteria(t))``, ``self.append(h)`` in its own
        methods): the targets of every element of a local built as one (or of ``self`` in a method
        of the class or a base), flow-insensitively; [] for any other class."""
        got = self._elem_memo.get(cls_fq)
        if got is not None:
            return got
        self._elem_memo[cls_fq] = []  # cycle guard
        order, ext = self.mro(cls_fq)
        bases = {e.rsplit(".", 1)[-1] for e in ext}
        if not bases & (_LIST_BASES | _DICT_BASES):
            return []
        name = cls_fq.rsplit(".", 1)[-1]
        out: list = []
        if bases & _DICT_BASES:
            # ``class AttentionInterface(dict): _global_mapping = {"sdpa": sdpa_forward, ...}`` filled
            # into the instance by its ``__init__``: the values of the class's own mappings
            for _, ts in self._class_mappings(order):
                out.extend(ts)
        for m in self.target_modules():
            if m.error:
                continue
            for qual, info in m.summary["functions"].items():
                for lname, ds in (info.get("locals") or {}).items():
                    lists = [d for d in ds if d[0] == D_LIST]
                    if not lists:
                        continue
                    if lname == "self":
                        ok = bool(info.get("cls")) and f"{m.name}.{info['cls']}" in order
                    else:
                        ok = any(d[0] == D_CALL and type(d[1]) is str and d[1].rsplit(".", 1)[-1] == name and any(
                            t[0] == T_CLASS and t[1] == cls_fq for t in self.resolve(d[1], m, qual)) for d in ds)
                    if not ok:
                        continue
                    for lst in lists:
                        for item in lst[1]:
                            if item is not None:
                                out.extend(self.descriptor_values(item, m, qual, None, 1))
        got = self._elem_memo[cls_fq] = _dedupe(out)[:MAX_DISPATCH]
        return got

    def registry_constructed(self) -> frozenset:
        """Program classes constructed through a container with arguments the scan does not see
        one by one (``ATTENTION_BACKENDS[name](**kwargs)``): their constructor parameters may hold
        anything, whatever the direct constructions pass."""
        got = self._registry_ctor
        if got is None:
            out: set = set()
            for m in self.target_modules():
                if m.error:
                    continue
                for qual, info in m.summary["functions"].items():
                    for site in info["sites"]:
                        expr, shape = site[0], site[5]
                        if not expr or site[4] != "call" or not expr.endswith("[]") or shape is None or \
                                not (shape[0] or shape[1] or shape[2]):
                            continue
                        for t in self.resolve(expr, m, qual):
                            if t[0] == T_CLASS:
                                out.add(t[1])
            got = self._registry_ctor = frozenset(out)
        return got

    def indirectly_constructed(self) -> frozenset:
        """Program classes that a call of a local or parameter may construct (``layer_class =
        ALL_DECODER_LAYER_TYPES[kind]; layer_class(config)``, a parameter whose default is a class)."""
        if self._indirect is None:
            self._indirect = frozenset(t[1] for m, name, qual in self._target_records()["indirect"]
                                       for t in self.resolve(name, m, qual) if t[0] == T_CLASS)
        return self._indirect

    def declared_models(self) -> list[str]:
        """Module classes a package declares to its own model registry: a module-level name that the
        registry reads from each module it imports by name (``module = importlib.import_module(name);
        entry = module.EntryClass``), bound in the target modules to classes or lists of them. The
        runner hands compile one of these; every other module class is a part of one."""
        if self._declared is None:
            names = self._target_records()["read_from_imported"]
            out: list[str] = []
            if names:
                for m in self.target_modules():
                    if m.error:
                        continue
                    for name in names:
                        for d in m.summary.get("globals", {}).get(name, ()):
                            elems = d[1] if d[0] == D_LIST else (d,)
                            for e in elems:
                                if e[0] != D_EXPR:
                                    continue
                                for t in self.resolve(e[1], m, None):
                                    if t[0] == T_CLASS and self.is_module_class(t[1]) and t[1] not in out:
                                        out.append(t[1])
            self._declared = out
        return self._declared

    def returned_classes(self) -> frozenset:
        """Program classes a function hands back (``return DeepEPMoE`` in a factory), in any
        branch: parts that the factory's caller builds."""
        if self._returned is None:
            self._returned = frozenset(t[1] for m, name, qual in self._target_records()["returned"]
                                       for t in self.resolve(name, m, qual) if t[0] == T_CLASS)
        return self._returned

    def _methods_named(self, name: str, most: int = 3) -> list:
        """The target modules' methods called ``name``; none when more than ``most`` share it."""
        out = self._target_records()["methods"].get(name, [])
        return [] if len(out) > most else list(out)

    def installed(self, pkg: str, mod: Module) -> Optional[bool]:
        """Whether the top-level package ``pkg`` imports in the deployment: True for the standard
        library, a package on the search path or among the dependencies (``Requires-Dist``, extras
        included) of the distribution that ships ``mod``; False for any other package when that
        distribution's metadata was found (the engine is installed with its dependencies and
        nothing else is assumed); None when it was not (nothing is known of what is installed)."""
        if pkg in sys.stdlib_module_names or pkg in ("torch", "triton", "numpy"):
            return True
        if self.get_module(pkg) is not None or self._module_path(pkg)[0] is not None:
            return True
        deps = self._dependencies(mod.name.split(".", 1)[0], os.path.dirname(mod.path))
        if deps is None:
            return None
        norm = pkg.lower().replace("-", "_").replace(".", "_")
        # an import name need not be its distribution's name (``sgl_kernel`` from ``sglang-kernel``,
        # ``cv2`` from ``opencv-python``): any shared word, or a known alias, leaves it undecided
        words = {w for w in norm.split("_") if len(w) >= 2}
        if norm in deps or any(words & set(d.split("_")) for d in deps) or norm in _IMPORT_ALIASES:
            return True if norm in deps else None
        return False

    def _dependencies(self, top: str, start: str) -> Optional[frozenset]:
        """Normalized ``Requires-Dist`` names of the ``*.dist-info`` named for ``top``, found beside
        the package's directory; None when there is none."""
        key = ("deps", top)
        if key in self._resolve_memo:
            return self._resolve_memo[key]
        found = None
        d = start
        for _ in range(12):  # up from the module to the directory holding the package
            if os.path.basename(d) == top:
                base = os.path.dirname(d)
                try:
                    infos = [x for x in os.listdir(base) if x.endswith(".dist-info")]
                except OSError:
                    infos = []
                for info in infos:
                    name = info[:-len(".dist-info")].rsplit("-", 1)[0].lower().replace("-", "_")
                    meta = os.path.join(base, info, "METADATA")
                    if name != top.lower() or not os.path.isfile(meta):
                        continue
                    reqs = set()
                    with open(meta, encoding="utf-8", errors="replace") as fh:
                        for line in fh:
                            got = _REQUIREMENT.match(line)
                            if got:
                                reqs.add(got.group(1).lower().replace("-", "_").replace(".", "_"))
                    found = frozenset(reqs)
                break
            parent = os.path.dirname(d)
            if parent == d:
                break
            d = parent
        self._resolve_memo[key] = found
        return found

    def unique_enum_method(self, name: str) -> Optional[str]:
        """``getattr(batch, "forward_mode", None).is_context_parallel_extend`` on a receiver nothing
        types: the one method of that name in the program when it belongs to an enum class whose
        member the profile fixes (``ForwardMode=DECODE``), else None. No other class of the
        program defines the name, so no other program object can answer the call."""
        if "." not in name:
            return None
        found = self._methods_named(name.rsplit(".", 1)[1], most=1)
        if len(found) != 1:
            return None
        owner = found[0].rsplit(".", 1)[0]
        if self.profile.enum_member(owner.rsplit(".", 1)[-1]) is None:
            return None
        got = self.klass(owner)
        if got is None or not any(b.rsplit(".", 1)[-1].endswith(("Enum", "Flag")) for b in got[1]["bases"]):
            return None
        return found[0]

    def alias_branch_classes(self) -> frozenset:
        """Program classes named in a branch of a module-level ``X = A if test else B``."""
        if self._alias_classes is None:
            self._alias_classes = frozenset(t[1] for m, name in self._target_records()["alias"]
                                            for t in self.resolve(name, m, None) if t[0] == T_CLASS)
        return self._alias_classes

    def attr_is_none(self, cls_fq: str, attr: str) -> Optional[bool]:
        """Whether ``obj.attr`` is None for an instance of ``cls_fq``: True when every store of it
        that can run (along the MRO, less those in branches the deployment makes dead) writes
        ``None``; False when none does and each names a value; None when unknown (a store the
        index could not describe, a store from outside the class, a class attribute)."""
        key = ("none", cls_fq, attr)
        if key in self._none_memo:
            return self._none_memo[key]
        self._none_memo[key] = None  # cycle guard
        value = self._attr_is_none(cls_fq, attr)
        self._none_memo[key] = value
        return value

    def _store_tables(self) -> tuple:
        """(attr -> {(writes None, receiver evidence)} of the stores on objects other than
        ``self``; class -> names it owns (stores on ``self``, defines in its body, registers);
        names any object may get (a store on a receiver nothing narrows, ``setattr``, a name
        registered by string); [(attr, evidence names)] of the stores on function parameters)."""
        if self._stores_memo is None:
            ext: dict = {}
            owned: dict = {}
            anyone: set = set()
            for m in self.target_modules():
                if m.error:
                    continue
                summary = m.summary
                for a, recs in (summary.get("ext_stores") or {}).items():
                    ext.setdefault(a, set()).update((r[0], tuple(r[1]) if r[1] is not None else None) for r in recs)
                anyone.update(summary.get("reg_names", ()))
                for q, info in summary["classes"].items():
                    names = owned.setdefault(f"{m.name}.{q}", set())
                    for table in (info.get("attrs") or {}, info.get("methods") or {}, info.get("attr_opaque", ()),
                                  info.get("tensor_attrs", ()), [f[0] for f in info.get("fields", ())]):
                        names.update(table)
                for q, got in (summary.get("self_stores") or {}).items():
                    owned.setdefault(f"{m.name}.{q}", set()).update(got)
            known = set(ext)
            for names in owned.values():
                known.update(names)
            conds = []
            for a, recs in ext.items():
                for _none, evidence in recs:
                    # names no program object owns (``layer.register_parameter``, nn.Module's own)
                    # tell nothing
                    ev = frozenset(x for x in evidence if x != a and x in known) if evidence is not None else None
                    if not ev:
                        anyone.add(a)
                    else:
                        conds.append((a, ev))
            self._stores_memo = (ext, owned, frozenset(anyone), conds, frozenset(known))
        return self._stores_memo

    def _attrs_of(self, cls_fq: str) -> Optional[frozenset]:
        """The attribute names an object of ``cls_fq`` (or of a subclass) can have: those the
        classes own, those any object may get, and - to a fixpoint - those a store on a function's
        parameter gives it when it can have every other name the function uses on that parameter.
        None when anything may be (an outside base, a ``__getattr__``)."""
        if cls_fq in self._attrs_memo:
            return self._attrs_memo[cls_fq]
        _, owned, anyone, conds, _known = self._store_tables()
        order, ext = self.mro(cls_fq)
        have: Optional[set] = set(anyone)
        if ext and not all(e in NN_MODULE or e in _INERT_BASES for e in ext):
            have = None
        else:
            for c in (*order, *self.subclasses(cls_fq)):
                got = self.klass(c)
                if got is None or "__getattr__" in got[1]["methods"] or "__getattribute__" in got[1]["methods"]:
                    have = None
                    break
                have.update(owned.get(c, ()))
        if have is not None:
            grew = True
            while grew:
                grew = False
                for a, ev in conds:
                    if a not in have and ev <= have:
                        have.add(a)
                        grew = True
        got_have = frozenset(have) if have is not None else None
        self._attrs_memo[cls_fq] = got_have
        return got_have

    def _may_have(self, cls_fq: str, name: str) -> bool:
        """Whether an object of ``cls_fq`` (or of a subclass) can have the attribute ``name`` (a
        name no program object owns may come from an outside base: yes)."""
        if name not in self._store_tables()[4]:
            return True
        have = self._attrs_of(cls_fq)
        return have is None or name in have

    def outside_stores(self, cls_fq: str, attr: str) -> Optional[int]:
        """How many stores of ``attr`` made on objects other than ``self`` can land on an object of
        ``cls_fq``, all writing None; None when one that can writes something else. A store on a
        function's parameter (``def process_weights(self, layer): layer.swiglu_limit = ...``) lands
        only on objects that can have every other attribute the function uses on that parameter
        (``layer.moe_runner_config``): duck typing, as a call graph reads a receiver's type off its
        uses."""
        recs = self._store_tables()[0].get(attr)
        if not recs:
            return 0
        nones = 0
        for is_none, evidence in recs:
            if evidence and any(a != attr and not self._may_have(cls_fq, a) for a in evidence):
                continue
            if not is_none:
                return None
            nones += 1
        return nones

    def _attr_is_none(self, cls_fq: str, attr: str) -> Optional[bool]:
        outside = self.outside_stores(cls_fq, attr)
        if outside is None:
            return None
        order, ext = self.mro(cls_fq)
        if ext and not all(e in NN_MODULE or e in _INERT_BASES for e in ext):
            return None  # an outside base may set it
        for c in order:
            got = self.klass(c)
            if got is not None and any(f[0] == attr and f[4] for f in got[1].get("fields", ())):
                # a dataclass field its constructor takes: what the constructions pass decides
                # (``SamplingParams(freq_penalty_scale=2.0)`` over the field's ``= None``)
                known, v = self.field_constant(cls_fq, attr)
                return (v is None) if known else None
        # ``self.swiglu_limit = swiglu_limit`` of an ``__init__`` parameter that every construction
        # leaves at a literal (``getattr(config, "swiglu_limit", None)`` of a checkpoint config
        # without the key): that literal
        known, v = self.conditions.own_value(cls_fq, attr)
        if known is True:
            return True if v is None else (False if not outside else None)
        nones, others = outside, 0
        for c in order:
            got = self.klass(c)
            if got is None:
                return None
            mod, info = got
            if attr in info.get("attr_opaque", ()) or attr in info["methods"]:
                return None
            if attr not in info["attrs"]:
                continue
            for d in self._live_stores(cls_fq, mod, info, attr):
                if d[0] == "ann":
                    continue
                if d[0] == "const":
                    if d[1] is None:
                        nones += 1
                    else:
                        others += 1
                    continue
                targets = self.descriptor_values(d, mod, d[2] if len(d) > 2 else None, cls_fq, 1)
                if not targets or any(t[0] not in (T_INST, T_CLASS, T_FUNC) for t in targets):
                    return None
                others += 1
        if nones and not others:
            return True
        if others and not nones:
            return False
        return None

    def live_returns(self, fq: str, mod: Module, info: dict) -> list:
        """The function's ``return`` descriptors less those in branches the deployment makes dead
        (``if get_moe_a2a_backend().is_deepep(): return DeepEPMoE`` with no a2a backend)."""
        rets = info.get("ret") or ()
        pos = info.get("ret_pos")
        if not rets or not info.get("cond") or not pos or len(pos) != len(rets):
            return list(rets)
        cls = f"{mod.name}.{info['cls']}" if info.get("cls") else None
        dead, _ = self.conditions.regions(fq, mod, info, cls, None)
        if not dead:
            return list(rets)
        return [d for d, (line, col) in zip(rets, pos) if not inside(dead, line, col)]

    def returns_none(self, fq: str) -> bool:
        """Whether calling the program function ``fq`` returns None under the deployment: it does
        not yield, no decorator stands between, and every ``return`` that can run returns None
        (``if get_exec().moe.kt_weight_path is None: return None`` before the rest, with the path
        pinned to None)."""
        memo = self._none_ret_memo.get(fq)
        if memo is None:
            self._none_ret_memo[fq] = False  # cycle guard
            memo = self._none_ret_memo[fq] = self._returns_none(fq)
        return memo

    def _returns_none(self, fq: str) -> bool:
        got = self.function(fq)
        if got is None:
            return False
        mod, info = got
        if info.get("gen") or info.get("ret_at") is None or any(
                d.rsplit(".", 1)[-1] not in _TRANSPARENT_DECORATORS for d in info["decorators"]):
            return False
        live = [r for r in info["ret_at"] if not r[2]]
        if not live:
            return True
        cls = f"{mod.name}.{info['cls']}" if info.get("cls") else None
        dead, _ = self.conditions.regions(fq, mod, info, cls, None)
        return all(inside(dead, line, col) for line, col, _ in live)

    def never_built(self, cls_fq: str) -> bool:
        """Whether the class's ``__init__`` (its own or inherited) starts with a precondition the
        deployment decides the other way (``pre``: ``assert cfg.speculative_config is not None``
        with no speculative decoding)."""
        owner, found = self.lookup(cls_fq, "__init__")
        if not found or found[0][0] != T_METHOD:
            return False
        got = self.function(found[0][1])
        if got is None or not got[1].get("pre"):
            return False
        mod, info = got
        scope = found[0][1][len(mod.name) + 1:]
        return self.conditions.fails_precondition(mod, scope, info, cls_fq)

    def selected_only_dead(self, name: str) -> bool:
        """Whether the class name ``name`` is written by the program (``cfg.architectures[0] =
        "XForCausalLMNextN"``: a configuration renaming the model it loads) only in branches the
        deployment makes dead (``if is_draft_model and ...`` with no draft model)."""
        if self._names_stored is None:
            table: dict = {}
            for m, rec in self._target_records()["stored"]:
                if rec[0] is not None:
                    table.setdefault(rec[0], []).append((m, rec))
                    continue
                funcs = [t[1] for t in self.resolve(rec[4], m, rec[1]) if t[0] == T_FUNC]
                if not funcs and "." in rec[4]:
                    # ``self.hf_text_config.configure_draft_model()`` on an untyped config:
                    # the program's methods of that name, when there are few
                    funcs = self._methods_named(rec[4].rsplit(".", 1)[1])
                for fq in funcs:
                    got = self.function(fq)
                    for d in (got[1].get("ret") or ()) if got else ():
                        if d[0] == "const" and type(d[1]) is str and d[1][:1].isupper():
                            table.setdefault(d[1], []).append((m, rec[:4]))
            self._names_stored = table
        stores = self._names_stored.get(name)
        if not stores:
            return False
        for m, (_, qual, line, col) in stores:
            finfo = m.summary["functions"].get(qual)
            if finfo is None:
                return False
            cls = f"{m.name}.{finfo['cls']}" if finfo.get("cls") else None
            dead, _ = self.conditions.regions(f"{m.name}.{qual}", m, finfo, cls, None)
            if not inside(dead, line, col):
                return False
        return True

    def _dead_store(self, cls_fq: str, mod: Module, qual: str, pos: tuple) -> bool:
        finfo = mod.summary["functions"].get(qual)
        if finfo is None or not finfo.get("cond"):
            return False
        line, col = pos
        if not any(inside((tuple(c[2:6]),), line, col) for c in finfo["cond"]):
            return False
        dead, _ = self.conditions.regions(f"{mod.name}.{qual}", mod, finfo, cls_fq, None)
        return inside(dead, line, col)

    def _replaces_held(self, guards: tuple, mod: Module, held: list) -> bool:
        """Whether a store made only where the attribute already holds an instance of the guards'
        classes (``if not isinstance(module.quant_method, FP8_METHODS): continue``) can run on an
        object whose own stores give it ``held``: no when every guard names program classes
        (through a tuple of them too) and no held instance is one of them."""
        if not held or any(t[0] != T_INST for t in held):
            return True
        for guard in guards:
            classes: set = set()
            for name in guard.split(","):
                got = self.resolve(name, mod, None)
                items = [e for t in got if t[0] == "list" for e in t[1]] if got and all(
                    t[0] == "list" for t in got) else got
                if not items or any(t[0] != T_CLASS for t in items):
                    return True  # a guard the scan cannot read: the store may run
                classes.update(t[1] for t in items)
            if not any(classes.intersection(self.mro(t[1])[0]) for t in held):
                return False
        return True

    def _store_may_reach(self, recv: str, mod: Module, scope: Optional[str], cls_fq: str) -> bool:
        """Can the receiver of ``recv.attr = ...`` be an instance of ``cls_fq``? Only a receiver the
        scan resolves to program instances that are all unrelated to the class is ruled out."""
        key = (recv, mod.name, scope, cls_fq)
        got = self._store_memo.get(key)
        if got is not None:
            return got
        self._store_memo[key] = True  # cycle guard
        related = {cls_fq, *self.subclasses(cls_fq), *self.mro(cls_fq)[0]}
        isa: tuple = ()
        if type(recv) is tuple:  # (receiver, guards): ``isinstance(module, LinearBase)`` holds
            recv, isa = recv[0], recv[1]
        targets = self.resolve(recv, mod, scope if scope in mod.summary["functions"] else None)
        ok = not targets or any(t[0] != T_INST or t[1] in related for t in targets)
        for guard in isa:
            names = guard.split(",")
            classes = [t[1] for name in names for t in self.resolve(name, mod, None) if t[0] == T_CLASS]
            if classes and len(classes) == len(names) and not related.intersection(classes):
                ok = False  # the receiver is one of classes unrelated to ``cls_fq``
        self._store_memo[key] = ok
        return ok

    def tree_scope(self, cls_fq: str) -> Optional[frozenset]:
        """The model classes inside whose module tree every instance of ``cls_fq`` lives, or None.

        A class the scanned code constructs only to install it into submodules of one model
        (``for m in model.modules(): m.quant_method = FlintBf16LinearMethod()`` in a function that
        model's class calls with ``self.model``; ``self.proj.quant_method = X()`` in a model's
        ``__init__``) exists in that model's tree only: a compiled root reaches one of its methods
        through that model, never through another model that merely shares the layer class."""
        if cls_fq in self._tree_memo:
            return self._tree_memo[cls_fq]
        self._tree_memo[cls_fq] = None  # cycle guard
        got = self._tree_scope(cls_fq)
        self._tree_memo[cls_fq] = got
        return got

    def _tree_scope(self, cls_fq: str) -> Optional[frozenset]:
        cons = self.constructions_of(cls_fq)
        if not cons:
            return None
        scopes: set = set()
        counted: dict = {}
        for m, rec in cons:
            counted[(m.name, rec[0], rec[1])] = counted.get((m.name, rec[0], rec[1]), 0) + 1
        for (mname, name, qual), n in counted.items():
            m = self.modules.get(mname)
            info = m.summary["functions"].get(qual) if m is not None and qual else None
            if info is None:
                return None
            stores = [r for rs in (m.summary.get("foreign_attrs") or {}).values() for r in rs
                      if len(r) > 5 and r[1] == name and r[2] == qual]
            if len(stores) < n:
                return None  # constructed somewhere else in the function too
            for r in stores:
                got = self._store_tree(r[-1], m, qual, info)
                if not got:
                    return None
                scopes |= got
        return frozenset(scopes)

    def submodule_classes(self, cls_fq: str, depth: int = 4) -> frozenset:
        """Classes whose instances the class's own attributes hold, transitively (a model's
        ``self.model``, its layers, their projections): the module tree below the class."""
        got = self._subtree_memo.get(cls_fq)
        if got is not None:
            return got
        out: set = set()
        frontier = [cls_fq]
        for _ in range(depth):
            nxt = []
            for c in frontier:
                for k in self.mro(c)[0]:
                    kg = self.klass(k)
                    if kg is None:
                        continue
                    for name in kg[1]["attrs"]:
                        for t in self.lookup(c, name)[1]:
                            if t[0] == T_INST and t[1] not in out and t[1] != cls_fq:
                                out.add(t[1])
                                nxt.append(t[1])
            frontier = nxt
            if not frontier or len(out) > 400:
                break
        got = self._subtree_memo[cls_fq] = frozenset(out)
        return got

    def _store_tree(self, recv: Optional[str], mod: Module, qual: str, info: dict) -> Optional[set]:
        """The classes whose tree the receiver of a store lies in (``self.x``, an element of
        ``base.modules()``), or None."""
        if type(recv) is tuple:
            recv = recv[0]
        if not recv:
            return None
        owner = f"{mod.name}.{info['cls']}" if info.get("cls") else None
        if recv.startswith("self."):
            return {owner} if owner else None
        binds = info["locals"].get(recv) or ()
        bases = set()
        for b in binds:
            if b[0] != "elem" or not b[1].endswith(_TREE_ITERS):
                return None
            bases.add(b[1].rsplit(".", 1)[0])
        if len(bases) != 1:
            return None
        base = bases.pop()
        if base == "self" or base.startswith("self."):
            return {owner} if owner else None
        names = [p[0] for p in info["params"]]
        if base not in names or owner is not None:
            return None
        where = names.index(base)
        calls = self.callers(f"{mod.name}.{qual}", limit=32)
        if not calls:
            return None
        out: set = set()
        for cm, cqual, call in calls:
            arg = call.args[where] if where < len(call.args) else next(
                (k.value for k in call.keywords if k.arg == base), None)
            if arg is None or any(isinstance(a, ast.Starred) for a in call.args[:where + 1]):
                return None
            expr = dotted(arg)
            cinfo = cm.summary["functions"].get(cqual) if cqual else None
            ccls = f"{cm.name}.{cinfo['cls']}" if cinfo and cinfo.get("cls") else None
            if expr == "self" and ccls:
                out.add(ccls)
                continue
            targets = self.resolve(expr, cm, cqual, ccls) if expr else []
            if not targets or any(t[0] != T_INST for t in targets):
                return None
            out.update(t[1] for t in targets)
        return out

    def _patched(self, cls_fq: str, mod: Module, info: dict) -> dict:
        """Methods a class decorator puts on the class (``cls.forward = forward`` inside the
        decorator or a function nested in it): name -> the nested function that replaces it."""
        got = self._patch_memo.get(cls_fq)
        if got is not None:
            return got
        self._patch_memo[cls_fq] = out = {}
        scope = cls_fq[len(mod.name) + 1:]
        outer = scope.rsplit(".", 1)[0] if "." in scope else None
        for dec in info["decorators"]:
            base = dec[:-2] if dec.endswith("()") else dec
            for t in self.resolve(base, mod, outer if outer in mod.summary["functions"] else None):
                if t[0] != T_FUNC:
                    continue
                fgot = self.function(t[1])
                if fgot is None:
                    continue
                fmod, _ = fgot
                fscope = t[1][len(fmod.name) + 1:]
                for q, finfo in fmod.summary["functions"].items():
                    if q == fscope or q.startswith(fscope + ".<locals>."):
                        for attr, inner in finfo.get("patches", ()):
                            out.setdefault(attr, f"{fmod.name}.{inner}")
        return out

    def _picked_implementation(self, cls_fq: str, classes: list) -> list:
        """A receiver open over a class family the profile pins (``AttentionBackend=
        FlashAttentionBackend``): only the pinned implementation, its subclasses and the bases
        between it and the family's class can be the object; without a program class of that name
        among them every class stays."""
        order = self.mro(cls_fq)[0]
        pick = None
        for base in order:
            pick = self.profile.implementation(base.rsplit(".", 1)[-1])
            if pick is not None:
                break
        if pick is None:
            return classes
        chosen = [c for c in classes if c.rsplit(".", 1)[-1] == pick]
        if not chosen:
            return classes
        keep = set(chosen)
        for c in chosen:
            keep.update(self.mro(c)[0])
            keep.update(self.subclasses(c))
        return [c for c in classes if c in keep]

    def _logger_class(self, cls_fq: str) -> bool:
        """Whether the class derives from ``logging.Logger`` (not an adapter: dynamo traces a
        ``LoggerAdapter`` subclass's own methods and fails at the Logger call inside)."""
        _, ext = self.mro(cls_fq)
        return "logging.Logger" in ext

    def _member(self, cls_fq: str, name: str, self_cls: Optional[str], exact: bool, depth: int) -> list:
        return self._cycle_memo(self._member_memo, (cls_fq, name, self_cls, exact),
                                lambda: self._member_raw(cls_fq, name, self_cls, exact, depth), [])

    def _member_raw(self, cls_fq: str, name: str, self_cls: Optional[str], exact: bool, depth: int) -> list:
        classes = [cls_fq] if exact else [cls_fq, *sorted(self.subclasses(cls_fq))]
        if exact is None and len(classes) > MAX_OPEN_DISPATCH + 1:
            overriding = [c for c in classes[1:] if self.lookup(c, name)[0] == c]
            if len(overriding) > MAX_OPEN_DISPATCH:
                # ``self.forward_extend()`` in a base method whose receiver is open (reached as
                # ``get_attn_backend().forward()``, ``-> AttentionBackend``) with many overrides:
                # which one runs is a deployment choice the scan cannot see, and dispatching to all
                # of them reports every implementation's barriers under every caller. Only the
                # base's own member counts; an explicit call on a typed receiver still dispatches.
                classes = [cls_fq]
        if not exact and len(classes) > 1:
            classes = self._picked_implementation(cls_fq, classes)
        out: list = []
        for c in classes[:MAX_DISPATCH]:
            owner, found = self.lookup(c, name)
            if c != cls_fq and owner != c:
                continue  # an inherited member: the entry for cls_fq already covers it
            logger = self_cls is not None and found and self._logger_class(c)
            for t in found:
                if t[0] == T_METHOD and logger:
                    # ``logger.warning_once(...)`` on an object of a ``logging.Logger`` subclass: dynamo
                    # refuses every method of a Logger at the call, the class's own ones too (measured)
                    out.append((T_EXT, f"logging.Logger().{name}"))
                    continue
                if t[0] == T_METHOD:
                    # a receiver that may be a subclass keeps ``self`` open (None) for dispatch
                    recv = c if (self_cls is not None and (exact or c != cls_fq)) else None
                    if self_cls is not None and self._is_property(t[1]):
                        # ``obj.prop`` is the getter's value: ``self.aot_path.exists()``
                        out.extend(self.call_result((T_FUNC, t[1], recv), depth + 1))
                        continue
                    out.append((T_FUNC, t[1], recv))
                else:
                    out.append(t)
            if not found and c == cls_fq and owner is None:
                _, ext = self.mro(c)
                if ext and not any(e in NN_MODULE for e in ext):
                    out.append((T_EXT, f"{ext[0]}().{name}" if self_cls else f"{ext[0]}.{name}"))
                elif ext:
                    out.append((T_EXT, f"torch.nn.Module().{name}" if self_cls else f"torch.nn.Module.{name}"))
        return _dedupe(out)


_TREE_ITERS = (".modules()", ".children()", ".named_modules()", ".named_children()")


def _decorated_node(path: str, line: int) -> Optional[ast.AST]:
    """The def or class whose ``def``/``class`` line (or first decorator line) is ``line``."""
    tree = _parsed(path)
    todo = [tree.body] if tree is not None else []
    while todo:
        for n in todo.pop():
            if type(n) in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef) and (
                    n.lineno == line or any(d.lineno == line for d in n.decorator_list)):
                return n
            todo.extend(statement_blocks(n))
    return None


def _under_isinstance(fn: ast.AST, call: ast.Call, short: str) -> bool:
    """Whether ``call`` sits in the body of an ``if isinstance(x, <short>):`` of ``fn``."""
    for n in ast.walk(fn):
        if type(n) is not ast.If:
            continue
        t = n.test
        if not (type(t) is ast.Call and type(t.func) is ast.Name and t.func.id == "isinstance" and len(t.args) == 2
                and dotted(t.args[1]) and dotted(t.args[1]).rsplit(".", 1)[-1] == short):
            continue
        for st in n.body:
            if st.lineno <= call.lineno <= (st.end_lineno or st.lineno) and any(
                    type(x) is ast.Call and (x.lineno, x.col_offset) == (call.lineno, call.col_offset)
                    for x in ast.walk(st)):
                return True  # (by position: the two may come from two parses of the file)
    return False


_LIST_BASES = frozenset({"list", "List", "UserList", "MutableSequence"})
_DICT_BASES = frozenset({"dict", "Dict", "UserDict", "MutableMapping", "OrderedDict"})


def _dedupe(items: list) -> list:
    seen = set()
    out = []
    for t in items:
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out
