"""The index: one file -> one small summary (``summarize``), cached by content and by the code that
made it (``cache``), built for many files in parallel worker processes (``pool``).

The summary schema
==================

A summary is a plain dict of tuples, lists, dicts and strings (``marshal``-able: it travels between
processes and lies on disk as is); :mod:`compilelint.index.schema` gives it types
(``ModuleSummary``, ``FunctionRecord``, ``ClassRecord``) and names the kind tags. Module level:

``imports``       name -> [(module, original name or None, relative level)]
``globals``       name -> [descriptor]: what the module binds the name to
``classes``       qualname -> {``bases``: [dotted], ``methods``: {name: function qualname},
                  ``attrs``: {name: [descriptor]} (``self.x = ...``; a factory handed a constructor,
                  ``self.layers = make_layers(n, lambda i: Block(i))``, adds a list of what the lambda builds), ``attr_at``: {name: {descriptor index: (line, col, function)}}
                  (where a method stores it), ``attr_f``: {name: formula}
                  (how a flag attribute is computed), ``decorators``: [dotted], ``line``,
                  ``fields``: annotated class-level names [(name, has default, literal default,
                  literal, ``__init__`` parameter, ``default_factory``)]}
``functions``     qualname -> function record (below)
``compiles``      [("call" | "decorator" | "class", compile name, what it compiles, line, col,
                  scope, fullgraph flag)]: ``torch.compile`` sites
``registrations`` custom-op registrations [(registrar, registered function, line, scope, the
                  module-level name the registration's result is assigned to, or None)]
``fakes``         fake implementations registered for custom ops [("name", op's name) | ("op", "ns::op")]
``lib_ops``       ops a ``torch.library.Library`` defines [("ns::op", returns a tensor)]
``all``           ``__all__`` or None
``ctors``         [(called name, scope, literal args, other arg keys)]: ``Class(...)`` calls
``eval_roots``    lines of compiles whose value had ``.eval()`` called first
``stores``        attribute names stored on objects other than ``self``
``foreign_attrs`` name -> [descriptor + (receiver,)]: ``obj.name = Cls(...)``
``ext_stores``    name -> [(writes None, evidence)] of every store on another object than ``self``
                  (``setattr``/``replace`` too); evidence: for a store on a parameter of the
                  enclosing function, the names the function uses on that parameter, else None
``self_stores``   class qualname -> names its methods store on ``self`` (any target form)
``reg_names``     names registered by string (``register_parameter("w", p)``, ``add_module``)
``mutated``       container names changed in place; ``setitems`` ``REGISTRY[key] = value`` records
``names_stored``  [(CapWords string, function, line, col)]: ``cfg.architectures[0] = "XForCausalLMNextN"``
                  (string None and a fifth field, the callee, for ``cfg.architectures[0] = f()``)
``alias_branches`` dotted names in the branches of ``X = A if test else B`` at module level
``dynamo_sets``   [(which, dotted, line)]: entries the project adds to dynamo's logging sets
``fallback_globals`` / ``fallback_imports``: bindings made in ``except`` handlers (import
                  fallbacks), used only when the try-body binding does not resolve
``error``         None, or the one-line reason the file could not be summarized

A function record: ``line``, ``end``, ``col``, ``cls`` (the class qualname of a method),
``decorators``, ``params`` [(name, annotation)], ``returns`` (annotation), ``imports`` (local),
``locals`` name -> [descriptor], ``sites`` [(called/accessed expression, line, col, end line,
"call" | "attr" | "with", call shape (positional count, unpacking, keyword names) or None)],
``hits`` [(rule code, line, col, end line, what, gb_type)] from the syntactic rules, ``nested``
[qualname], ``ret`` [descriptor] of its ``return`` values (``ret_pos`` [(line, col)] where each
stands), ``cond`` [(formula, wanted value,
line, col, end line, end col)]: a region reached only when the formula has that value,
``defaults`` literal parameter defaults, ``ctor_args`` (line, col) -> constructor call shape,
``sig`` the signature (positional names, defaults count, keyword-only, required keyword-only,
``*args``, ``**kwargs``, positional-only count), ``cargs`` (line, col) -> the literal and
passed-on arguments of a call, positional and keyword (("k", constant) / ("p", parameter) /
("l", another plain name: a local the scan may fold)), ``indirect_calls`` the
locals and parameters it calls like a class (``layer_class(config)``), ``pre`` [(formula, wanted
value)] of a constructor's top-level ``assert`` / ``if ...: raise``, ``ret_at`` [(line, col,
returns None)] of its ``return`` statements (None past 16), ``gen`` when it yields, ``none_at`` name ->
[(line, col, is None)] the stores of a local assigned both ``None`` and something else; guard helpers also carry
``guard`` (what they return while compiling) and ``memo_deco``.

A descriptor says what an expression may evaluate to: ("call", dotted name, scope, args, shape),
("expr", dotted, scope), ("const", value), ("ann", annotation, scope), ("def", qualname),
("class", qualname), ("list", elements), ("item", base, key, scope), ("elem", iterable, scope)
(an element of a loop's iterable). A formula is a small boolean tree over atoms: ("a", "flag") a
``self`` flag, ("c", call) a call's result, ("q", name) an environment query, ("p", parameter, op,
value) a parameter test, ("kw", key, default) a ``**kwargs`` key, ("es", ...) an environment
string, ("m", text) a memo miss, ("w", decorator) a wrapper's guard, ("v", name) a switch-like
local the profile may pin, ("g", name) a flag or constant imported from another module (decided by
that module's ``flags`` entry or constant), ("pv", name, "in" | "startswith" | "endswith", values, holder) a
comparison of a named value with literals (the profile's pin, else a dataclass field default
read through the holder), ("an", attr) ``self.attr is None`` (from the attribute's stores),
("em", enum class, members[, local[, self attribute]]) ``x == Cls.MEMBER`` / ``x in (Cls.A, Cls.B)``
(the profile's enum pin; a local's folded value; the members the constructions pass for ``self.x``);
("n", f), ("&", fs),
("|", fs); ("?",) for anything else.
"""
__all__ = ["MAX_FILE_BYTES", "Cache", "cache_dir", "code_files", "entry_key", "fingerprint", "read_file",
           "summary_fingerprint", "Prefetcher", "index_files", "index_one", "COMPILE_NAMES", "IS_COMPILING",
           "REGISTRAR_NAMES", "SYNTAX_RULES", "summarize_source"]

from compilelint.index.cache import (  # noqa: E402,F401 - the index's public names
    MAX_FILE_BYTES, Cache, cache_dir, code_files, entry_key, fingerprint, read_file, summary_fingerprint)
from compilelint.index.pool import Prefetcher, index_files, index_one  # noqa: E402,F401
from compilelint.index.summarize import (  # noqa: E402,F401
    COMPILE_NAMES, IS_COMPILING, REGISTRAR_NAMES, SYNTAX_RULES, summarize_source)
