"""The summary schema as types: what passes between the index and the program.

On disk and between processes a summary stays a plain ``marshal``-able dict of tuples (the
package docstring of :mod:`compilelint.index` documents every field and tuple); in memory the
stages read it through these names. ``TypedDict`` costs nothing at run time, so the summarizer
keeps building plain dicts and every consumer is checked against one definition.

Kind constants name the tags of the tuples a resolution yields (``Program.resolve``:
``(T_FUNC, fq, self_cls)``, ``(T_CLASS, fq)``, ``(T_INST, fq)``, ``(T_EXT, dotted)``,
``(T_METHOD, fq)``) and of the descriptors the summarizer writes (``D_CALL``, ``D_EXPR``, ...).
The values are the strings on disk, so a cached summary reads the same either way.
"""
from __future__ import annotations

from typing import Any, Final, Optional, TypedDict

# ---- what a resolution yields ------------------------------------------------------------------
T_FUNC: Final = "func"  # a program function or method: (T_FUNC, fq, receiver class or None)
T_CLASS: Final = "class"  # a program class itself (called: constructed)
T_INST: Final = "inst"  # an instance of a program class
T_EXT: Final = "ext"  # a name outside the program (stdlib, torch, an unfollowed package)
T_METHOD: Final = "method"  # a method found on a class (``Program.lookup``)
TARGET_KINDS: Final = (T_FUNC, T_CLASS, T_INST, T_EXT, T_METHOD)
# the program also passes a few transient kinds between its own steps ("mod" a module, "list" a
# list value, "getter" a container's accessor, "classof" the class of an instance); they never
# leave ``Program``

# ---- descriptors: what an expression may evaluate to -------------------------------------------
D_CALL: Final = "call"  # (D_CALL, dotted callee, scope, literal args, call shape)
D_EXPR: Final = "expr"  # (D_EXPR, dotted, scope)
D_CONST: Final = "const"  # (D_CONST, value)
D_ANN: Final = "ann"  # (D_ANN, annotation, scope)
D_DEF: Final = "def"  # (D_DEF, qualname)
D_CLASS: Final = "class"  # (D_CLASS, qualname)
D_LIST: Final = "list"  # (D_LIST, elements)
D_ITEM: Final = "item"  # (D_ITEM, base, key, scope)
D_ELEM: Final = "elem"  # (D_ELEM, iterable, scope): an element of a loop's iterable
DESCRIPTOR_KINDS: Final = (D_CALL, D_EXPR, D_CONST, D_ANN, D_DEF, D_CLASS, D_LIST, D_ITEM, D_ELEM)

# ---- sites ---------------------------------------------------------------------------------------
SITE_CALL: Final = "call"
SITE_ATTR: Final = "attr"
SITE_WITH: Final = "with"

Descriptor = tuple  # (kind, ...): one of DESCRIPTOR_KINDS first
Formula = tuple  # a boolean tree over atoms (see the package docstring)
# (called/accessed expression, line, col, end line, SITE_*, call shape or None)
Site = tuple[Optional[str], int, int, int, str, Optional[tuple]]
# (formula, wanted value, line, col, end line, end col)
Region = tuple[Formula, bool, int, int, int, int]


class FunctionRecord(TypedDict, total=False):
    line: int
    end: int
    col: int
    cls: Optional[str]  # the class qualname of a method
    self_of: str  # a closure in a method: the class qualname its free ``self`` belongs to
    decorators: list[str]
    params: list[tuple[str, Optional[str]]]  # (name, annotation)
    returns: Optional[str]
    returns_elem: Optional[str]  # the element class of a ``-> List[X]`` / ``Sequence[X]`` return annotation
    imports: dict[str, list[tuple]]
    locals: dict[str, list[Descriptor]]
    sites: list[Site]
    hits: list[tuple]  # (rule code, line, col, end line, what, gb_type)
    nested: list[str]
    ret: list[Descriptor]
    ret_pos: list[tuple[int, int]]
    ret_at: Optional[list[tuple[int, int, bool]]]
    gen: bool
    cond: list[Region]
    defaults: dict[str, Any]
    ctor_args: dict[tuple[int, int], tuple]
    sig: tuple
    cargs: dict[tuple[int, int], tuple]
    indirect_calls: list[str]
    pre: list[tuple[Formula, bool]]
    guard: Any
    memo_deco: Any
    deco_strs: tuple[str, ...]
    strs: Optional[tuple[str, ...]]
    static_ifs: tuple[tuple[int, int], ...]  # (line, column) of ``if`` tests decided statically
    none_at: dict[str, list[tuple[int, int, bool]]]  # stores of a local set to None and to something else
    ref_defaults: dict[str, str]  # parameter -> dotted name its default names (``runner_cls=JitRunner``)
    ret_dd: bool  # a return hands back a value dynamo traces from numpy / ``random`` or reads from a tensor
    ret_dd_at: list[tuple[int, int]]  # (line, column) of those returned values (the deployment may rule some out)
    wraps_attr: list[tuple]  # (attribute name or None, wrapping callee) of ``setattr(cls, name, wrap(...))`` on a parameter
    ret_ddv: bool  # ... one number or truth read from a tensor (``return t.tolist() == prefix``), not a list
    ret_dds: bool  # a return hands back a tensor whose size depends on the data (``torch.where(mask)``)
    ret_cmp: tuple  # helpers whose results a return compares or computes with (at most 4)
    ret_float: bool  # a return hands back a tensor with visible floating-point evidence
    ret_list: bool  # a return hands back numbers ``.tolist()`` read (or ``zip``/``enumerate`` of such lists)
    ret_via: tuple  # helpers whose results a return hands back in a tuple or through a local (at most 4)
    ret_t: list[tuple[int, int]]  # (line, col) of returns handing back a tensor value (``(p != 0).any()``): a truth test of the call is data-dependent
    ret_fwd: tuple  # calls whose results a return hands back as they are (``return self._is_required()``)
    overloads: list[tuple]  # (qualname, registered types) of a ``functools.singledispatch`` function's overloads (``@f.register`` defs, keyed ``f.register@<line>``)
    ret_pfields: tuple  # (parameter, attribute) a return hands back as a value (``return hyp.cum_logprob / n``): a tensor where the parameter's class declares the field one
    dd_params: list[tuple]  # (line, col, end line, what, parameter): tests / range bounds on a parameter's value
    dd_calls: list[tuple]  # (line, col, end line, what, callee): branches on what a callee returned (callee prefixed: "?" truth test, "=" read as a value, "~" float .tolist(), "#" size, "[" key, "!" declared tensor, "@" property)
    pattrs: list[tuple]  # (expr, line, col, end line): attribute reads on a parameter, a local or ``self.x`` (property getters)
    dd_via: list[tuple]  # (line, col, stores): a CL201 test reading tensors only through locals; the stores making them tensors


class ClassRecord(TypedDict, total=False):
    bases: list[str]
    methods: dict[str, str]  # name -> function qualname
    attrs: dict[str, list[Descriptor]]
    attr_at: dict[str, dict[int, tuple[int, int, str]]]
    attr_opaque: list[str]
    holds_tensors: bool  # a class-level annotation names a tensor (``tails: Dict[str, torch.Tensor]``)
    tensor_attrs: list[str]  # names the class registers as buffers or parameters (``self.register_buffer("x", t)``)
    attr_f: dict[str, Formula]
    decorators: list[str]
    line: int
    fields: list[tuple]
    deco_strs: tuple[str, ...]  # the string literals a class decorator's arguments name


class ModuleSummary(TypedDict, total=False):
    imports: dict[str, list[tuple]]
    globals: dict[str, list[Descriptor]]
    classes: dict[str, ClassRecord]
    functions: dict[str, FunctionRecord]
    compiles: list[tuple]
    registrations: list[tuple]
    lib_ops: list[tuple]  # ("ns::op", returns a tensor) of each ``Library("ns", ...).define("op(...) -> ...")``
    fakes: list[tuple]  # ("name", op's name) / ("op", "ns::op") of each fake implementation registered
    all: Optional[list[str]]
    ctors: list[tuple]  # (callee, scope, literal args, other arg keys[, {arg key: enum members it can be}])
    eval_roots: list[int]
    stores: list[str]
    foreign_attrs: dict[str, list[tuple]]
    ext_stores: dict[str, list[tuple]]  # name -> [(writes None, names used on the receiver or None)]
    self_stores: dict[str, list[str]]  # class -> names stored on ``self``
    reg_names: list[str]  # names registered by string on any object
    mutated: list[str]
    top_calls: list[tuple]  # (called name, line, column, end line, "call", shape) of import-time method calls with arguments (``pool.register_hook(check)``)
    top_writes: list[list]  # [name, literal text or None] import-time code writes by name (keywords, dict keys, attribute stores)
    setitems: list[tuple]
    names_stored: list[tuple]
    hooks: list[tuple]  # (receiver, hook, enclosing function or None, line) of register_forward_*hook calls
    handlers: list[str]  # the program exception classes ``except`` clauses of the module name, dotted
    passes: list[tuple]  # (callee, position or keyword, compiled name, line): a compiled object handed on
    alias_branches: list[str]
    dynamo_sets: list[tuple]
    flags: dict[str, Formula]  # module flags set once from a call (``_is_cuda = is_cuda()``)
    fallback_globals: dict[str, list[Descriptor]]  # bound in ``except`` handlers (import fallbacks)
    fallback_imports: dict[str, list[tuple]]
    error: Optional[str]
