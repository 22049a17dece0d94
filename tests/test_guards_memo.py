"""Issue 12, precision on real engines: guard helpers read from their bodies, barriers reached only
on a cold Python-level cache, and `.tolist()` reported only on evidence.

Each behaviour has a static check (a tiny package scanned with ``no_cache=True``) and a measured
one: dynamo itself (``torch.compile(fn, fullgraph=True, backend="eager")`` on torch 2.13 CPU)
compiles or breaks as the scan predicts.
"""
import importlib
import sys
import textwrap

import pytest

from compilelint.scan import scan


def make(tmp_path, pkg, files):
    for name, src in {"__init__.py": "", **files}.items():
        p = tmp_path / pkg / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(src))
    return tmp_path / pkg


def found(result):
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line, f.severity) for f in result.findings)


@pytest.fixture
def load(tmp_path):
    """Import a module of a package written under tmp_path (names are unique per test)."""
    added = []

    def _load(pkg, mod):
        if str(tmp_path) not in sys.path:
            sys.path.insert(0, str(tmp_path))
            added.append(str(tmp_path))
        return importlib.import_module(f"{pkg}.{mod}")

    yield _load
    for p in added:
        sys.path.remove(p)
    for name in [n for n in sys.modules if n.startswith("clgm_")]:
        del sys.modules[name]


def dynamo(fn, *args):
    """None when ``fn`` compiles under fullgraph (and runs), else what stopped it."""
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    import torch._dynamo

    torch._dynamo.reset()
    try:
        torch.compile(fn, fullgraph=True, backend="eager")(*args)
    except torch._dynamo.exc.Unsupported as e:
        return e.gb_type or "Unsupported"
    except Exception as e:  # noqa: BLE001 - GuardOnDataDependentSymNode, UserError, ...
        return type(e).__name__
    finally:
        torch._dynamo.reset()
    return None


def tensor(*values, dtype=None):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    return torch.tensor(values, dtype=dtype) if values else torch.randn(4)


# ---------------------------------------------------------------------------------------------
# 1. guard helpers: true while compiling when the body returns is_compiling (never the name)
# ---------------------------------------------------------------------------------------------
GUARD_UTILS = """
    import os
    import torch

    def is_dynamo_compiling():
        return torch.compiler.is_compiling()

    def _is_fx_tracing(t=None):
        return False

    def _under_trace(t=None):
        return is_dynamo_compiling() or torch.jit.is_tracing() or _is_fx_tracing(t)

    def in_trace():
        return _under_trace()

    def deep():
        return in_trace()
"""

GUARD_USES = """
    import logging
    import warnings
    import torch
    from .utils import _under_trace, in_trace, deep

    logger = logging.getLogger(__name__)

    def f(x):
        if not _under_trace(x) and (x == 0).all():
            warnings.warn("all zeros")
        if not in_trace():
            logger.info("x %s", x.shape)
        if not deep():
            print("deep")
        return g(x) + h(x)

    def g(x):
        if _under_trace():
            return x
        print("after the early return")
        return x

    def h(x):
        return x if in_trace() else x.sum().item() * x

    compiled = torch.compile(f, fullgraph=True)
"""


def test_guard_helpers_through_calls_with_arguments_and_early_returns(tmp_path, load):
    make(tmp_path, "clgm_guard", {"utils.py": GUARD_UTILS, "m.py": GUARD_USES})
    assert found(scan([str(tmp_path / "clgm_guard")], no_cache=True)) == []
    assert dynamo(load("clgm_guard", "m").f, tensor()) is None


LOOKALIKE = """
    import torch

    _TRACING = False

    def _under_trace(t=None):
        # named like a guard, but never reaches is_compiling: false while compiling
        return _TRACING or torch.jit.is_tracing()

    def in_graph_mode():
        return torch.cuda.is_available() and torch.cuda.is_current_stream_capturing()

    def f(x):
        if not _under_trace(x):
            print("traced")
        return x + 1

    def g(x):
        if in_graph_mode():
            return x
        print("host check")
        return x

    compiled = torch.compile(f, fullgraph=True)
    compiled_g = torch.compile(g, fullgraph=True)
"""


def test_a_lookalike_helper_is_no_guard(tmp_path, load):
    make(tmp_path, "clgm_look", {"m.py": LOOKALIKE})
    assert found(scan([str(tmp_path / "clgm_look")], no_cache=True)) == [
        ("CL104", "m.py", 15, "error"), ("CL104", "m.py", 21, "error")]
    m = load("clgm_look", "m")
    assert dynamo(m.f, tensor()) is not None
    assert dynamo(m.g, tensor()) is not None


ALIASES = """
    import torch
    import torch._dynamo as dynamo

    is_torchdynamo_compiling = torch.compiler.is_compiling
    _ENABLED = True

    def via_alias():
        return is_torchdynamo_compiling()

    def via_import():
        from torch._dynamo import is_compiling as _dyn
        return _dyn()

    def via_dynamo_module():
        return torch._dynamo.is_compiling() or dynamo.is_compiling()

    def via_dynamo_compiling():
        return torch.compiler.is_dynamo_compiling()

    def anded_with_known_truths():
        return _ENABLED and hasattr(torch, "compiler") and torch.compiler.is_compiling()

    def is_torch_available():
        return True

    def transformers_style():
        # transformers.utils.is_torchdynamo_compiling
        if not is_torch_available():
            return False
        try:
            import torch
            return torch.compiler.is_compiling()
        except Exception:
            try:
                import torch._dynamo as d
                return d.is_compiling()
            except Exception:
                return False

    def probing():
        try:
            if hasattr(torch, "compiler") and hasattr(torch.compiler, "is_compiling"):
                return bool(torch.compiler.is_compiling())
            if hasattr(torch, "_dynamo"):
                return bool(torch._dynamo.is_compiling())
        except Exception:
            return False
        return False

    def f(x):
        if not via_alias():
            print(1)
        if not via_import():
            print(2)
        if not via_dynamo_module():
            print(3)
        if not via_dynamo_compiling():
            print(4)
        if not anded_with_known_truths():
            print(5)
        if not transformers_style():
            print(6)
        if not probing():
            print(7)
        return x + 1

    compiled = torch.compile(f, fullgraph=True)
"""


def test_guard_helpers_through_aliases(tmp_path, load):
    make(tmp_path, "clgm_alias", {"m.py": ALIASES})
    assert found(scan([str(tmp_path / "clgm_alias")], no_cache=True)) == []
    assert dynamo(load("clgm_alias", "m").f, tensor()) is None


def test_guard_helpers_are_cycle_safe_and_unknown_stays_reported(tmp_path):
    make(tmp_path, "clgm_cycle", {"m.py": """
        import torch

        def ping(n=0):
            return pong(n) or torch.compiler.is_compiling() and n > 1

        def pong(n=0):
            return ping(n)

        def half(t):
            # true only for some arguments: not a guard
            return t is not None and torch.compiler.is_compiling()

        def f(x):
            if not ping():
                print("cycle")
            if not half(x):
                print("half")
            return x

        compiled = torch.compile(f, fullgraph=True)
    """})
    assert found(scan([str(tmp_path / "clgm_cycle")], no_cache=True)) == [
        ("CL104", "m.py", 16, "error"), ("CL104", "m.py", 18, "error")]


def test_is_compiling_short_circuits_in_expressions(tmp_path, load):
    make(tmp_path, "clgm_expr", {"m.py": """
        import torch

        def slow(x):
            print("slow path")
            return x

        def f(x):
            y = x if torch.compiler.is_compiling() else slow(x)
            if torch.compiler.is_compiling() or x.data_ptr() % 16 == 0:
                y = y + 1
            return y

        compiled = torch.compile(f, fullgraph=True)
    """})
    assert found(scan([str(tmp_path / "clgm_expr")], no_cache=True)) == []
    assert dynamo(load("clgm_expr", "m").f, tensor()) is None


# ---------------------------------------------------------------------------------------------
# 2. barriers reached only on a Python-level memo miss: warnings (cold cache only)
# ---------------------------------------------------------------------------------------------
MEMO = """
    import functools
    import torch
    from torch import nn

    CACHE = {}
    HITS = {}

    def build(k):
        print("build", k)
        return k * 2

    def build_again(k):
        print("build again", k)
        return k * 3

    class Rope(nn.Module):
        def __init__(self):
            super().__init__()
            self._cache = {}

        def _build(self, key):
            print("method build", key)
            return key

        def forward(self, x):
            key = x.shape[0]
            if key not in self._cache:
                self._cache[key] = self._build(key)
            return x + self._cache[key]

    def via_get(x):
        k = x.shape[0]
        v = CACHE.get(k)
        if v is None:
            v = CACHE[k] = build(k)
        return x + v

    def via_early_return(x):
        k = x.shape[0]
        if k in HITS:
            return x + HITS[k]
        HITS[k] = build_again(k)
        return x + HITS[k]

    rope = torch.compile(Rope(), fullgraph=True)
    compiled_get = torch.compile(via_get, fullgraph=True)
    compiled_early = torch.compile(via_early_return, fullgraph=True)
"""


def test_memo_miss_is_a_cold_cache_error_under_fullgraph(tmp_path, load):
    # under a fullgraph=True root the first compiled call traces the miss (the cache starts empty):
    # an error that says so; a serving engine's guessed forwards (warmed by eager runs first) and
    # fullgraph=False roots keep it a warning
    make(tmp_path, "clgm_memo", {"m.py": MEMO})
    result = scan([str(tmp_path / "clgm_memo")], no_cache=True)
    assert found(result) == [("CL104", "m.py", 10, "error"), ("CL104", "m.py", 14, "error"),
                             ("CL104", "m.py", 23, "error")]
    assert all("on the first call, on a cold cache" in f.message for f in result.findings)
    loose = make(tmp_path / "loose", "clgm_memo2", {"m.py": MEMO.replace("fullgraph=True", "fullgraph=False")})
    got = scan([str(loose)], no_cache=True)
    assert {f.severity for f in got.findings if f.root.endswith("Rope.forward")} == {"warning"}
    by_line = {f.line: f for f in result.findings}
    assert by_line[23].detail["only_when"] == ["cold cache: `key not in self._cache`"]
    assert by_line[10].detail["only_when"] == ["cold cache: `CACHE.get(k) is None`"]
    assert by_line[14].detail["only_when"] == ["cold cache: `k in HITS`"]
    assert all("cold cache" in f.message for f in result.findings)
    # dynamo: each breaks while its cache is cold and compiles once an eager call filled it
    m = load("clgm_memo", "m")
    x = tensor()
    for fn in (m.Rope(), m.via_get, m.via_early_return):
        assert dynamo(fn, x) is not None
        fn(x)
        assert dynamo(fn, x) is None


POOL = """
    import logging
    import torch

    logger = logging.getLogger(__name__)
    POOL = {}


    def get_workspace(n):
        buf = POOL.get("cpu")
        if buf is None or buf.numel() < n:
            logger.warning("growing the workspace to %d", n)
            buf = POOL["cpu"] = torch.zeros(n)
        return buf[:n]


    def lookup(n):
        buf = POOL.get("cpu")
        if buf is not None and buf.numel() >= n:
            return buf[:n]
        logger.warning("growing the workspace to %d", n)
        POOL["cpu"] = torch.zeros(n)
        return POOL["cpu"][:n]


    def f(x):
        return x + get_workspace(x.shape[0])


    def g(x):
        return x + lookup(x.shape[0])


    compiled_f = torch.compile(f, fullgraph=True)
    compiled_g = torch.compile(g, fullgraph=True)
"""


def test_a_miss_or_a_too_small_entry_is_a_cold_cache_error(tmp_path, load):
    # ``if buf is None or buf.numel() < n:`` refills the pool: traced only while it is cold (or
    # too small), like a plain miss (blind21 r017: a pool the constructor reserves); nothing fills
    # it before the first compiled call here, so under fullgraph=True that call fails
    make(tmp_path, "clgm_pool", {"m.py": POOL})
    result = scan([str(tmp_path / "clgm_pool")], no_cache=True)
    assert found(result) == [("CL105", "m.py", 12, "error"), ("CL105", "m.py", 21, "error")]
    m = load("clgm_pool", "m")
    for fn in (m.f, m.g):
        m.POOL.clear()
        assert dynamo(fn, tensor()) is not None  # cold: the warning is traced
        fn(tensor())
        assert dynamo(fn, tensor()) is None  # warm and large enough: compiles


CACHE_ONCE = """
    import functools
    import subprocess
    import torch

    def cache_once(fn):
        result_map = {}

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            key = (args, tuple(sorted(kwargs.items())))
            if key not in result_map:
                result_map[key] = fn(*args, **kwargs)
            return result_map[key]

        return wrapper

    def passthrough(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return fn(*args, **kwargs)

        return wrapper
"""

CACHE_ONCE_USES = """
    import functools
    import torch
    from .jit import cache_once, passthrough

    @cache_once
    def jit_config(n):
        print("compiling kernel", n)
        return n + 1

    @passthrough
    def plain(n):
        print("plain", n)
        return n

    @functools.lru_cache(maxsize=None)
    def lru(n):
        print("lru", n)
        return n

    def f(x):
        return x + jit_config(x.shape[0])

    def g(x):
        return x + plain(x.shape[0])

    def h(x):
        return x + lru(x.shape[0])

    def local_dict(x):
        seen = {}
        k = x.shape[0]
        if k not in seen:
            seen[k] = plain(k)
        return x + seen[k]

    compiled = torch.compile(f, fullgraph=True)
    compiled_g = torch.compile(g, fullgraph=True)
    compiled_h = torch.compile(h, fullgraph=True)
    compiled_local = torch.compile(local_dict, fullgraph=True)
"""


def test_memoizing_decorator_is_cold_cache_and_functools_caches_stay_errors(tmp_path, load):
    make(tmp_path, "clgm_once", {"jit.py": CACHE_ONCE, "m.py": CACHE_ONCE_USES})
    result = scan([str(tmp_path / "clgm_once")], no_cache=True)
    # (``plain`` is reached from two roots, ``g`` and ``local_dict``: one finding each; the
    # cache_once body is an error too under fullgraph=True: the first compiled call finds it cold)
    assert found(result) == [("CL104", "m.py", 8, "error"), ("CL104", "m.py", 13, "error"),
                             ("CL104", "m.py", 13, "error"), ("CL104", "m.py", 18, "error")]
    cold = next(f for f in result.findings if f.line == 8)
    assert cold.detail["only_when"] == ["cold cache: `@cache_once`"]
    m = load("clgm_once", "m")
    x = tensor()
    assert dynamo(m.f, x) is not None  # cold
    m.f(x)
    assert dynamo(m.f, x) is None  # warm: the wrapper returns the stored value
    m.h(x)
    assert dynamo(m.h, x) is not None  # lru_cache: dynamo traces the body even when warm
    assert dynamo(m.local_dict, x) is not None  # a dict made in the call is cold every time
    assert dynamo(m.g, x) is not None


def test_a_barrier_also_reached_past_the_memo_stays_an_error(tmp_path):
    make(tmp_path, "clgm_both", {"m.py": """
        import torch

        CACHE = {}

        def build(k):
            print("build", k)
            return k

        def f(x):
            k = x.shape[0]
            if k not in CACHE:
                CACHE[k] = build(k)
            return x + build(k)

        compiled = torch.compile(f, fullgraph=True)
    """})
    assert found(scan([str(tmp_path / "clgm_both")], no_cache=True)) == [("CL104", "m.py", 7, "error")]


def test_a_lazily_set_attribute_is_no_memo(tmp_path, load):
    # the first call fills it, and that is the call dynamo compiles (tests/corpus c014, c016)
    make(tmp_path, "clgm_lazy", {"m.py": """
        import torch
        from torch import nn

        class Lazy(nn.Module):
            def __init__(self):
                super().__init__()
                self._table = None

            def table(self):
                if self._table is None:
                    print("loading")
                    self._table = 2.0
                return self._table

            def forward(self, x):
                return x * self.table()

        compiled = torch.compile(Lazy(), fullgraph=True)
    """})
    assert found(scan([str(tmp_path / "clgm_lazy")], no_cache=True)) == [("CL104", "m.py", 12, "error")]
    assert dynamo(load("clgm_lazy", "m").Lazy(), tensor()) is not None


# ---------------------------------------------------------------------------------------------
# 3. CL202: `.tolist()` only on evidence of a float dtype or of a data-dependent size
# ---------------------------------------------------------------------------------------------
TOLIST = {
    # unknown dtype: integer metadata in practice, compiles
    "unknown": ("def f(x, seq_lens):\n    return x + sum(seq_lens.tolist())\n", [], None),
    "cpu": ("def f(x, offsets):\n    return x + offsets.cpu().tolist()[-1]\n", [], None),
    "arange": ("def f(x, seq_lens):\n    return x + len(torch.arange(3).tolist())\n", [], None),
    "shape": ("def f(x, seq_lens):\n    return x + sum(torch.tensor(x.shape).tolist())\n", [], None),
    "indices": ("def f(x, seq_lens):\n    v, i = x.softmax(-1).topk(2)\n    return x + i.tolist()[0]\n", [], None),
    # float evidence
    "float": ("def f(x, seq_lens):\n    return x + sum(seq_lens.float().tolist())\n", [5], "float"),
    "softmax": ("def f(x, seq_lens):\n    p = x.softmax(-1)\n    return x * p[:2].tolist()[0]\n", [6], "float"),
    "randn": ("def f(x, seq_lens):\n    return x + sum(torch.randn(2).tolist())\n", [5], "float"),
    "division": ("def f(x, seq_lens):\n    r = seq_lens / 2\n    return x + sum(r.tolist())\n", [6], "float"),
    "values": ("def f(x, seq_lens):\n    v, i = x.softmax(-1).topk(2)\n    return x + v.tolist()[0]\n", [6], "float"),
    "logits": ("def f(logits, seq_lens):\n    top = logits[:2]\n    return logits * top.tolist()[0]\n", [6], "float"),
    # data-dependent size, integer tensors
    "nonzero": ("def f(x, seq_lens):\n    return x + len(torch.nonzero(seq_lens).tolist())\n", [5], "size"),
    "unique": ("def f(x, seq_lens):\n    return x + len(torch.unique(seq_lens).tolist())\n", [5], "size"),
    "bincount": ("def f(x, seq_lens):\n    return x + len(torch.bincount(seq_lens).tolist())\n", [5], "size"),
    "mask": ("def f(x, seq_lens):\n    return x + len(seq_lens[seq_lens > 1].tolist())\n", [5], "size"),
    "mask_name": ("def f(x, seq_lens):\n    keep = seq_lens > 1\n    return x + len(seq_lens[keep].tolist())\n",
                  [6], "size"),
    "masked_select": ("def f(x, seq_lens):\n    return x + len(seq_lens.masked_select(seq_lens > 1).tolist())\n",
                      [5], "size"),
}


@pytest.mark.parametrize("case", sorted(TOLIST))
def test_tolist_needs_evidence(tmp_path, load, case):
    body, lines, kind = TOLIST[case]
    pkg = f"clgm_tl_{case}"
    make(tmp_path, pkg, {"m.py": "import torch\n\n\n" + body + "\n\ncompiled = torch.compile(f, fullgraph=True)\n"})
    result = scan([str(tmp_path / pkg)], no_cache=True)
    assert [f.line for f in result.findings if f.rule == "CL202"] == lines
    assert [f.rule for f in result.findings] == ["CL202"] * len(lines)
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    got = dynamo(load(pkg, "m").f, torch.randn(4), torch.tensor([1, 2, 2, 3]))
    if kind is None:
        assert got is None
    elif kind == "float":
        assert got == "Tensor.tolist() with non-integer tensor"
    else:
        assert got is not None


# the shape of transformers 5.24's ``utils.import_utils.is_tracing``: a local flag or-ed with more
# checks through ``|=`` and returned (masking_utils guards its data-dependent checks with it)
AUG_GUARD = """
    import torch

    def is_torchdynamo_compiling():
        try:
            import torch
            return torch.compiler.is_compiling()
        except Exception:
            return False

    def is_fx_proxy(x):
        return False

    def is_tracing(tensor=None):
        _is_tracing = is_torchdynamo_compiling() or torch.jit.is_tracing()
        if tensor is not None:
            _is_tracing |= is_fx_proxy(tensor)
            _is_tracing |= is_fx_proxy(tensor) | False
        return _is_tracing

    def never(tensor=None):
        flag = torch.jit.is_tracing()
        flag |= is_fx_proxy(tensor)
        return flag

    def f(x):
        mask = (x != 1).cumsum(-1)
        if not is_tracing(mask) and (mask[-1] == 0).all():
            return None
        return mask

    def g(x):
        if not never(x) and (x == 0).all():
            return None
        return x

    compiled = torch.compile(f, fullgraph=True)
    compiled_g = torch.compile(g, fullgraph=True)
"""


def test_guard_flag_or_ed_by_augmented_assignment(tmp_path, load):
    make(tmp_path, "clgm_aug", {"m.py": AUG_GUARD})
    # only g's branch is reported: `never` cannot be true while compiling
    assert found(scan([str(tmp_path / "clgm_aug")], no_cache=True)) == [("CL201", "m.py", 33, "error")]
    m = load("clgm_aug", "m")
    assert dynamo(m.f, tensor()) is None
    assert dynamo(m.g, tensor()) is not None


# transformers' ``@auto_docstring``: called with the function it returns an inner *decorator*
# only when used bare-less; that decorator takes one argument and is no wrapper of the calls
DOC_DECORATOR = """
    import inspect
    import torch

    def auto_doc(obj=None, *, intro=None):
        def auto_doc_decorator(obj):
            inspect.getsourcefile(obj)  # runs at import time, on the definition
            return obj
        if obj:
            return auto_doc_decorator(obj)
        return auto_doc_decorator

    def timed(fn):
        def wrapper(*args, **kwargs):
            print("calling")
            return fn(*args, **kwargs)
        return wrapper

    class M(torch.nn.Module):
        @auto_doc
        def helper(self, x, scale=2):
            return x * scale

        @auto_doc(intro="documented")
        def other(self, x):
            return x + 1

        @timed
        def noisy(self, x):
            return x - 1

        def forward(self, x):
            return self.helper(x, scale=3) + self.other(x)

    class N(M):
        def forward(self, x):
            return self.noisy(x)

    compiled = torch.compile(M(), fullgraph=True)
    compiled_n = torch.compile(N(), fullgraph=True)
"""


def test_a_decorator_returned_by_a_decorator_is_no_call_wrapper(tmp_path, load):
    make(tmp_path, "clgm_doc", {"m.py": DOC_DECORATOR})
    got = found(scan([str(tmp_path / "clgm_doc")], no_cache=True))
    # the timing wrapper's print runs on each call; the doc decorator's inspect call does not
    assert got == [("CL104", "m.py", 15, "error")], got
    m = load("clgm_doc", "m")
    assert dynamo(m.M(), tensor()) is None
    assert dynamo(m.N(), tensor()) is not None


# torch's own escape hatches set by the project: ``torch._dynamo.config.reorderable_logging_functions``
# (plain functions run after the graph) and ``ignore_logging_functions`` / its alias
# ``ignore_logger_methods`` (no-ops; a logger's bound method for that logger, ``logging.Logger.M``
# for every logger); a listed program function is not traced at all
ESCAPE_UTIL = """
    import logging
    import torch

    ulog = logging.getLogger("clgm_esc.util")

    def note(x):
        print("note", x.shape)

    def configure():
        from torch._dynamo import config
        config.ignore_logger_methods.update([logging.Logger.warning, note])
"""

ESCAPE_MAIN = """
    import logging
    import warnings
    import torch
    import torch._dynamo

    from .util import configure, note, ulog

    logger = logging.getLogger("clgm_esc.m")
    log2 = logging.getLogger("clgm_esc.other")

    def f_print(x):
        print("x", x)
        return x + 1

    def f_warn(x):
        warnings.warn("careful")
        return x + 1

    def f_logger(x):
        logger.info("info %s", 1)
        return x + 1

    def f_other_logger(x):
        log2.info("w")
        return x + 1

    def f_any_logger(x):
        ulog.warning("u")
        return x + 1

    def f_note(x):
        note(x)
        return x + 1

    def f_unlisted(x):
        logging.error("root")
        return x + 1

    torch._dynamo.config.reorderable_logging_functions.add(print)
    torch._dynamo.config.ignore_logging_functions |= {warnings.warn, logger.info}
    configure()
    FUNCS = [f_print, f_warn, f_logger, f_other_logger, f_any_logger, f_note, f_unlisted]
    compiled = [torch.compile(f, fullgraph=True) for f in FUNCS]
"""


def test_project_logging_sets_are_respected_as_dynamo_does(tmp_path, load):
    make(tmp_path, "clgm_esc", {"util.py": ESCAPE_UTIL, "m.py": ESCAPE_MAIN})
    got = scan([str(tmp_path / "clgm_esc")], no_cache=True, roots=[
        f"clgm_esc.m:{n}" for n in ("f_print", "f_warn", "f_logger", "f_other_logger", "f_any_logger",
                                    "f_note", "f_unlisted")])
    reported = sorted({f.root.rsplit(".", 1)[1] for f in got.findings})
    assert reported == ["f_other_logger", "f_unlisted"], found(got)
    pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    import torch._dynamo.config as cfg

    saved = (set(cfg.reorderable_logging_functions), set(cfg.ignore_logging_functions))
    try:
        m = load("clgm_esc", "m")
        broke = sorted(f.__name__ for f in m.FUNCS if dynamo(f, tensor()) is not None)
    finally:
        cfg.reorderable_logging_functions.clear()
        cfg.reorderable_logging_functions.update(saved[0])
        cfg.ignore_logging_functions.clear()
        cfg.ignore_logging_functions.update(saved[1])
    assert broke == reported


# transformers' ``merge_with_config_defaults`` wrapper: ``if kwargs.get("debug_io", False):`` on the
# wrapper's own ``**kwargs``; no call in the package passes ``debug_io``, so only the root's caller
# could, and the deployment calls the compiled root with its defaults
KWARGS_FLAG = """
    import os
    import torch

    def debug_context(path):
        os.makedirs(path, exist_ok=True)

    def with_defaults(func):
        def wrapper(self, *args, **kwargs):
            if kwargs.get("debug_io", False):
                debug_context(kwargs.get("debug_dir", "dbg"))
            if kwargs.get("trace_me"):
                print("traced")
            return func(self, *args, **kwargs)
        return wrapper

    class M(torch.nn.Module):
        @with_defaults
        def step(self, x, **kwargs):
            return x + 1

        def forward(self, x):
            return self.step(x)

    class Outer(M):
        def forward(self, x):
            return self.step(x, trace_me=True)

    def debug_only(func):
        def wrapper(self, *args, **kwargs):
            if kwargs.get("debug_io", False):
                debug_context(kwargs.get("debug_dir", "dbg"))
            return func(self, *args, **kwargs)
        return wrapper

    class D(torch.nn.Module):
        @debug_only
        def step(self, x, **kwargs):
            return x + 1

        def forward(self, x):
            return self.step(x)

    compiled_d = torch.compile(D(), fullgraph=True)
    compiled_outer = torch.compile(Outer(), fullgraph=True)
"""


def test_an_unpassed_keyword_of_kwargs_takes_its_default(tmp_path, load):
    make(tmp_path, "clgm_kw", {"m.py": KWARGS_FLAG})
    # debug_io is never passed: its branch is dead; trace_me is passed by Outer: reported
    assert found(scan([str(tmp_path / "clgm_kw")], no_cache=True)) == [("CL104", "m.py", 13, "error")]
    m = load("clgm_kw", "m")
    assert dynamo(m.D(), tensor()) is None
    assert dynamo(m.Outer(), tensor()) is not None


# a call with ``**kwargs`` still binds only a signature with room for the positionals and the
# keywords written out (transformers' ``self.get_image_features(pixel_values, grid, **kwargs)``
# is no call of the one-argument decorator ``auto_docstring_decorator(obj)``)
STAR_BIND = """
    import torch

    def deco(obj=None):
        def inner(obj):
            print("decorating")
            return obj
        if obj:
            return inner(obj)
        return inner

    class M(torch.nn.Module):
        @deco
        def feats(self, x, y=None, **kwargs):
            return x * 2

        def forward(self, x, **kwargs):
            return self.feats(x, None, **kwargs) + self.feats(x, scale=2, **kwargs)

    compiled = torch.compile(M(), fullgraph=True)
"""


def test_unpacked_keywords_do_not_bind_any_signature(tmp_path, load):
    make(tmp_path, "clgm_star", {"m.py": STAR_BIND})
    assert found(scan([str(tmp_path / "clgm_star")], no_cache=True)) == []
    m = load("clgm_star", "m")
    assert dynamo(m.M(), tensor()) is None


WARMED = """
    import torch
    from torch import nn

    POOL = {}


    def reserve(n):
        POOL["cpu"] = torch.zeros(n)


    def get_pool(n):
        buf = POOL.get("cpu")
        if buf is None:
            print("growing the pool", n)
            buf = POOL["cpu"] = torch.zeros(n)
        return buf[:n]


    class Layer(nn.Module):
        def __init__(self):
            super().__init__()
            reserve(4)

        def forward(self, x):
            return x + get_pool(x.shape[0])


    class Rope(nn.Module):
        def __init__(self):
            super().__init__()
            self._cache = {}
            self._table(4)

        def _table(self, n):
            if n not in self._cache:
                print("building", n)
                self._cache[n] = torch.arange(float(n))
            return self._cache[n]

        def forward(self, x):
            return x + self._table(x.shape[0])


    layer = torch.compile(Layer(), fullgraph=True)
    rope = torch.compile(Rope(), fullgraph=True)
"""


def test_a_memo_a_constructor_fills_stays_a_warning(tmp_path, load):
    # the constructor runs eagerly before the first compiled call: through the same function
    # (``self._table(4)`` in ``__init__``) or through a filler of the same module-level container
    # (``reserve``); the first compiled call with that key finds the cache warm
    make(tmp_path, "clgm_warm", {"m.py": WARMED})
    result = scan([str(tmp_path / "clgm_warm")], no_cache=True)
    assert found(result) == [("CL104", "m.py", 15, "warning"), ("CL104", "m.py", 37, "warning")]
    m = load("clgm_warm", "m")
    x = tensor()
    assert dynamo(m.Layer(), x) is None
    assert dynamo(m.Rope(), x) is None
