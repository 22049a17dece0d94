"""Focused checks of the scanner's resolution and boundaries (each would fail without the feature)."""
import json
import textwrap

import pytest

from compilelint.scan import RootError, TargetError, scan
from conftest import run_cli


def make(tmp_path, files):
    for name, src in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(src))
    return tmp_path


def lines(result):
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in result.findings)


LAYER = """
import torch
from torch import nn

class Layer(nn.Module):
    def __init__(self, n, debug=False):
        super().__init__()
        self.debug = debug
    def forward(self, x):
        if self.debug:
            print("debug", x.shape)
        return x + 1

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Layer(3, debug=False)
        self.b = Layer(4{extra})
    def forward(self, x):
        return self.b(self.a(x))

net = torch.compile(Net(), fullgraph=True)
"""


def test_constructor_literal_makes_branch_dead(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": LAYER.format(extra="")})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_constructor_literal_true_keeps_branch(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": LAYER.format(extra=", True")})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == [("CL104", "m.py", 11)]


def test_is_compiling_alias_and_flag_are_guards(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch
        from torch.compiler import is_compiling as in_compile

        @torch.compile(fullgraph=True)
        def f(x):
            if not in_compile():
                print("a")
            compiling = torch.compiler.is_compiling()
            if not compiling:
                print("b")
            if torch.compiler.is_compiling():
                return x + 1
            print("c")
            return x
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_property_getter_runs_on_access(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import os
        import torch
        from torch import nn

        class M(nn.Module):
            @property
            def tuned(self):
                return os.path.exists("/tmp/x")
            def forward(self, x):
                return x * 2 if self.tuned else x

        g = torch.compile(M(), fullgraph=True)
    """})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == [("CL102", "m.py", 9)]


def test_getattr_prefix_dispatch_and_return_values(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import time
        import torch
        from torch import nn

        def pick():
            return _slow

        def _slow(x):
            time.sleep(0)
            return x

        class M(nn.Module):
            def __init__(self, backend="ref"):
                super().__init__()
                self.backend = backend
            def _impl_ref(self, x):
                print("ref")
                return x
            def forward(self, x):
                fn = getattr(self, f"_impl_{self.backend}")
                return pick()(fn(x))

        g = torch.compile(M(), fullgraph=True)
    """})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == [("CL104", "m.py", 18), ("CL107", "m.py", 10)]


def test_try_import_prefers_the_module_that_exists(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/fast.py": "def op(x):\n    return x\n", "p/m.py": """
        import torch
        try:
            from .fast import op
        except ImportError:
            def op(x):
                print("slow")
                return x

        @torch.compile(fullgraph=True)
        def f(x):
            return op(x)
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_custom_op_body_and_import_time_code_are_opaque(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import subprocess
        import torch

        VERSION = subprocess.check_output(["echo", "1"])

        @torch.library.custom_op("t::g", mutates_args=())
        def g(x: torch.Tensor) -> torch.Tensor:
            subprocess.run(["true"])
            return x * 2

        @g.register_fake
        def _(x):
            return torch.empty_like(x)

        @torch.compile(fullgraph=True)
        def f(x):
            return g(x)
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_a_custom_op_without_a_fake_is_reported_at_its_call(tmp_path):
    # the same op without ``register_fake``: its body stays opaque, but dynamo cannot run it on
    # fake tensors (CL113, measured by the rule's examples)
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import subprocess
        import torch

        @torch.library.custom_op("t::g", mutates_args=())
        def g(x: torch.Tensor) -> torch.Tensor:
            subprocess.run(["true"])
            return x * 2

        @torch.compile(fullgraph=True)
        def f(x):
            return g(x)
    """})
    assert [(f.rule, f.line) for f in scan([str(tmp_path / "p")], no_cache=True).findings] == [("CL113", 12)]


def test_chain_names_every_step_and_call_lines(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/util.py": """
        import subprocess

        def probe():
            return subprocess.check_output(["nvcc", "--version"])
    """, "p/m.py": """
        import torch
        from . import util

        @torch.compile(fullgraph=True)
        def f(x):
            util.probe()
            return x
    """})
    [f] = scan([str(tmp_path / "p")], no_cache=True).findings
    assert f.chain == ["p.m.f", "p.util.probe", "subprocess.check_output"]
    assert f.root == "p.m.f" and f.line == 5 and f.gb_type == "Attempted to call function marked as skipped"
    assert [s[1] for s in f.detail["steps"]] == [7, 5]


def test_warm_run_reuses_result_and_sees_edits(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILELINT_CACHE_DIR", str(tmp_path / "cache"))
    make(tmp_path, {"p/__init__.py": "", "p/m.py": "import torch\n@torch.compile\ndef f(x):\n    print(1)\n    return x\n"})
    first = scan([str(tmp_path / "p")])
    second = scan([str(tmp_path / "p")])
    assert lines(first) == lines(second) == [("CL104", "m.py", 4)]
    assert second.cache_misses == 0
    (tmp_path / "p/m.py").write_text("import torch\n@torch.compile\ndef f(x):\n    return x\n")
    assert scan([str(tmp_path / "p")]).findings == []


def test_usage_errors(tmp_path):
    with pytest.raises(TargetError):
        scan([str(tmp_path / "missing")])
    make(tmp_path, {"p/__init__.py": "", "p/m.py": "def f(x):\n    return x\n"})
    with pytest.raises(RootError):
        scan([str(tmp_path / "p")], roots=["p.m:nope"], no_cache=True)
    proc = run_cli("scan", str(tmp_path / "p"), "--root", "p.m:nope")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1


def test_json_shape(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": "import torch\n@torch.compile(fullgraph=True)\ndef f(x):\n    print(1)\n    return x\n"})
    proc = run_cli("scan", str(tmp_path / "p"), "--format", "json", "--no-cache")
    assert proc.returncode == 1
    data = json.loads(proc.stdout)
    f = data["findings"][0]
    for key in ("rule", "severity", "path", "line", "column", "message", "root", "chain"):
        assert key in f
    assert f["rule"] == "CL104" and f["severity"] == "error" and f["line"] == 4 and f["root"] == "p.m.f"
    assert f["chain"] == ["p.m.f", "builtins.print"]
    assert data["summary"]["findings"] == 1


# ---- environment queries dynamo folds: findings reached only when one is true are warnings ----

def sev(result):
    return sorted((f.rule, f.line, f.severity) for f in result.findings)


def test_env_query_positive_branch_and_short_circuit_are_warnings(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch
        import torch.distributed as dist

        def world() -> int:
            if torch.cuda.is_available() and torch.cuda.device_count() > 1:
                return torch.cuda.device_count()
            return 1

        def reduce(t):
            if not dist.is_available() or not dist.is_initialized():
                return t
            print("reduced")
            return t

        def fallback(t):
            if not torch.cuda.is_available():
                print("cpu fallback")
            return t

        @torch.compile(fullgraph=True)
        def f(x):
            return fallback(reduce(x)) * world()
    """})
    result = scan([str(tmp_path / "p")], no_cache=True)
    assert sev(result) == [("CL104", 13, "warning"), ("CL104", 18, "error"),
                           ("CL111", 6, "warning"), ("CL111", 7, "warning")]
    by_line = {f.line: f for f in result.findings}
    assert by_line[6].message.endswith("(only when torch.cuda.is_available())")
    assert by_line[13].detail["only_when"] == ["torch.distributed.is_available",
                                               "torch.distributed.is_initialized"]


def test_env_query_guarding_a_call_on_the_chain(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch
        from torch.cuda import is_available

        def log_gpu(x):
            print("gpu", x.shape)

        def g(x):
            print("always")

        @torch.compile(fullgraph=True)
        def f(x):
            if is_available():
                log_gpu(x)
                g(x)
            g(x)
            return x
    """})
    assert sev(scan([str(tmp_path / "p")], no_cache=True)) == [("CL104", 6, "warning"), ("CL104", 9, "error")]


def test_unrelated_is_available_is_not_an_env_guard(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch

        class Pool:
            def is_available(self):
                return True

        POOL = Pool()

        @torch.compile(fullgraph=True)
        def f(x):
            if POOL.is_available():
                print("x")
            return x
    """})
    assert sev(scan([str(tmp_path / "p")], no_cache=True)) == [("CL104", 13, "error")]


# ---- eval mode: ``self.training`` is False in every module under a root compiled after .eval() ----

EVAL_MODEL = """
import logging
import torch
from torch import nn

logger = logging.getLogger(__name__)

class Drop(nn.Module):
    def forward(self, x):
        if not self.training:
            return x
        logger.info("training step")
        return x * 0.5

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = Drop()
    def forward(self, x):
        return self.drop(x)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.Sequential(*[Block() for _ in range(2)])
    def forward(self, x):
        return self.blocks(x)

{setup}
"""


@pytest.mark.parametrize("setup, found", [
    ("net = Net().eval()\ncompiled = torch.compile(net, fullgraph=True)", []),
    ("compiled = torch.compile(Net().eval(), fullgraph=True)", []),
    ("net = Net()\nnet.eval()\ncompiled = torch.compile(net, fullgraph=True)", []),
    ("net = Net().train(False)\ncompiled = torch.compile(net.forward, fullgraph=True)", []),
    ("net = Net()\ncompiled = torch.compile(net, fullgraph=True)", [("CL105", "m.py", 12)]),
    ("net = Net().eval()\nnet.train()\ncompiled = torch.compile(net, fullgraph=True)", [("CL105", "m.py", 12)]),
    ("net = Net().eval()\ndef fit():\n    net.train()\ncompiled = torch.compile(net, fullgraph=True)",
     [("CL105", "m.py", 12)]),
])
def test_eval_mode_root_makes_training_branches_dead(tmp_path, setup, found):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": EVAL_MODEL.replace("{setup}", setup)})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == found


def test_sequential_of_program_modules_is_followed(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch
        from torch import nn

        class Leaf(nn.Module):
            def forward(self, x):
                print(x.shape)
                return x

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.body = nn.Sequential(nn.Linear(4, 4), Leaf())
            def forward(self, x):
                return self.body(x)

        compiled = torch.compile(Net(), fullgraph=True)
    """})
    result = scan([str(tmp_path / "p")], no_cache=True)
    assert lines(result) == [("CL104", "m.py", 7)] and result.roots_mode == "compiled"


# ---- nested flags: ``self.cfg.flag`` through a dataclass field default ----

DATACLASS_CFG = """
import subprocess
from dataclasses import dataclass, field
import torch
from torch import nn

@dataclass
class Cfg:
    size: int = 8
    alert: bool = False
    cmd: list = field(default_factory=list)

class Head(nn.Module):
    def __init__(self, cfg: Cfg):
        super().__init__()
        self.cfg = cfg
    def forward(self, x):
        if self.cfg.alert:
            subprocess.Popen(["logger", "nan"])
        if not self.cfg.alert:
            return x
        print("alert on")
        return x

{setup}
compiled = torch.compile(head, fullgraph=True)
"""


@pytest.mark.parametrize("setup, found", [
    ("head = Head(Cfg(size=4))", []),
    ("head = Head(Cfg(4))", []),
    ("head = Head(Cfg(alert=True))", [("CL101", "m.py", 19), ("CL104", "m.py", 22)]),
    ("head = Head(Cfg(4, True))", [("CL101", "m.py", 19), ("CL104", "m.py", 22)]),
    ("cfg = Cfg()\ncfg.alert = True\nhead = Head(cfg)", [("CL101", "m.py", 19), ("CL104", "m.py", 22)]),
    # an environment read at import folds under the profile, which sets no variable ``A``
    ("import os\nhead = Head(Cfg(alert=bool(os.environ.get('A'))))", []),
    ("import os\nhead = Head(Cfg(alert=bool(os.environ.get('A', '1'))))", [("CL101", "m.py", 19), ("CL104", "m.py", 22)]),
    ("import os\nhead = Head(Cfg(alert=os.environ.get('A', '0') == '1'))", []),
    ("import os\nhead = Head(Cfg(alert=os.environ.get('A') is None))", [("CL101", "m.py", 19), ("CL104", "m.py", 22)]),
    ("head = Head(Cfg(**{}))", [("CL101", "m.py", 19), ("CL104", "m.py", 22)]),
])
def test_dataclass_field_default_decides_nested_flag(tmp_path, setup, found):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": DATACLASS_CFG.replace("{setup}", setup)})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == found


def test_nested_flag_through_constructor_parameter(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch
        from torch import nn

        class Opts:
            def __init__(self, verbose=False):
                self.verbose = verbose

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.opts = Opts()
            def forward(self, x):
                if self.opts.verbose:
                    print(x)
                return x

        compiled = torch.compile(Net(), fullgraph=True)
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


# ---- integer .tolist() is fine only when the size is static ----

@pytest.mark.parametrize("body, found", [
    ("c = torch.bincount(ids, minlength=4)\n    return c.long().tolist()", [("CL202", "m.py", 6)]),
    ("return torch.nonzero(ids > 0).view(-1).int().tolist()", [("CL202", "m.py", 5)]),
    ("u = torch.unique(ids).long()\n    return u.to(torch.int64).tolist()", [("CL202", "m.py", 6)]),
    ("return torch.repeat_interleave(ids).long().tolist()", [("CL202", "m.py", 5)]),
    ("return ids.repeat_interleave(2).long().tolist()", []),
    ("return torch.nn.functional.one_hot(ids, 4).sum(0).long().tolist()", []),
    ("c = torch.bincount(ids, minlength=4)\n    n = c.shape[0]\n    return ids.long().tolist(), n", []),
])
def test_int_tolist_of_data_dependent_size(tmp_path, body, found):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": (
        "import torch\n\n@torch.compile(fullgraph=True)\ndef f(ids):\n    " + body + "\n")})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == found


# ---- a dataclass built inside traced code runs the default_factory of every field not passed ----

FACTORY_META = """
import time
import uuid
from dataclasses import dataclass, field
import torch

def new_id() -> str:
    return uuid.uuid4().hex

@dataclass
class Meta:
    n: int
    created: float = field(default_factory=time.monotonic)
    tags: list = field(default_factory=list)
    rid: str = field(default_factory=new_id)

    @classmethod
    def build(cls, x):
        return {build}

@torch.compile(fullgraph=True)
def f(x):
    meta = {direct}
    return x * meta.n
"""


@pytest.mark.parametrize("build, direct, found", [
    ("cls(n=x.shape[0], created=0.0, rid='r')", "Meta.build(x)", []),
    ("cls(x.shape[0], 0.0, [], 'r')", "Meta.build(x)", []),
    ("cls(n=x.shape[0], created=0.0)", "Meta.build(x)", [("CL110", "m.py", 8)]),
    ("cls(n=x.shape[0], rid='r')", "Meta.build(x)", [("CL107", "m.py", 19)]),
    ("None", "Meta(2, rid='r')", [("CL107", "m.py", 23)]),
])
def test_dataclass_default_factory_runs_at_construction(tmp_path, build, direct, found):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": FACTORY_META.replace("{build}", build).replace("{direct}", direct)})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == found


def test_explicit_init_runs_no_factories(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import time
        from dataclasses import dataclass, field
        import torch

        @dataclass(init=False)
        class Meta:
            created: float = field(default_factory=time.monotonic)
            def __init__(self):
                self.created = 0.0

        @torch.compile(fullgraph=True)
        def f(x):
            Meta()
            return x
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


# ---- prefetch of followed modules -------------------------------------------------------------

def _followed_tree(tmp_path):
    make(tmp_path, {
        "app/__init__.py": "",
        "app/m.py": textwrap.dedent("""\
            import torch
            from lib.a import helper

            @torch.compile(fullgraph=True)
            def root(x):
                return helper(x)
            """),
        "site/lib/__init__.py": "",
        "site/lib/a.py": "from lib.b import deep\n\ndef helper(x):\n    return deep(x)\n",
        "site/lib/b.py": "import subprocess\nfrom lib.c import unused\n\ndef deep(x):\n"
                         "    subprocess.run(['nvcc', '--version'])\n    return x\n",
        "site/lib/c.py": "def unused():\n    return open('f').read()\n",
    })
    return [str(tmp_path / "app")], [str(tmp_path / "site")]


@pytest.mark.parametrize("cached", [False, True])
def test_prefetch_changes_nothing_but_time(tmp_path, monkeypatch, cached):
    """Followed modules summarized ahead by the prefetch worker (jobs=2) give exactly the
    findings of a serial scan (jobs=1), with the cache on or off."""
    monkeypatch.setenv("COMPILELINT_CACHE_DIR", str(tmp_path / "cache"))
    targets, search = _followed_tree(tmp_path)
    serial = scan(targets, search_path=search, no_cache=not cached, jobs=1)
    par = scan(targets, search_path=search, no_cache=True, jobs=2)
    assert [(f.rule, f.line, f.chain) for f in serial.findings] == [(f.rule, f.line, f.chain) for f in par.findings]
    assert [(f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in par.findings] == [("CL101", "b.py", 5)]
    assert par.followed_modules == serial.followed_modules


def test_prefetcher_takes_worker_summaries_and_withdraws_queued_ones(tmp_path, monkeypatch):
    from compilelint.index import Cache, Prefetcher, summarize_source

    monkeypatch.setenv("COMPILELINT_CACHE_DIR", str(tmp_path / "cache"))
    paths = []
    for i in range(3):
        p = tmp_path / f"m{i}.py"
        p.write_text(f"import os\n\ndef f{i}():\n    return os.getcwd()\n")
        paths.append(str(p))
    pre = Prefetcher(Cache(enabled=True))
    try:
        pre.want(paths)
        assert pre.take(str(tmp_path / "never_queued.py")) is None
        got = pre.take(paths[0])  # the worker starts on the first file at once: it is waited for
        assert got == summarize_source(open(paths[0], "rb").read(), paths[0])
        # a file already cached by the worker is not queued again
        pre.want([paths[0]])
        assert paths[0] not in pre._futs
        for p in paths[1:]:
            s = pre.take(p)  # done, or withdrawn from the queue (None: the caller summarizes it)
            assert s is None or s == summarize_source(open(p, "rb").read(), p)
    finally:
        pre.close()


# ---- lookups in a dict literal by a known key ------------------------------------------------------

REGISTRY = """
import subprocess
from dataclasses import dataclass
import torch
from torch import nn

def clean(x):
    return x + 1

def probe(x):
    subprocess.run(["nvcc", "--version"])
    return x

KERNELS = {"clean": clean, "probe": probe}

def get_kernel(name):
    return KERNELS[name]

@dataclass
class Cfg:
    kernel: str = "clean"

class Net(nn.Module):
    def __init__(self, cfg: Cfg):
        super().__init__()
        self.k = get_kernel(cfg.kernel)
    def forward(self, x):
        return self.k(x)

net = torch.compile(Net(Cfg(%s)), fullgraph=True)

@torch.compile(fullgraph=True)
def literal(x):
    f = KERNELS["clean"]
    g = KERNELS.get("clean")
    return f(x) + g(x)
%s
"""


@pytest.mark.parametrize("ctor_args, extra, found", [
    # the default picks the clean entry, and so do the literal keys
    ("", "", []),
    # a construction passing the same value changes nothing
    ("kernel='clean'", "", []),
    # a construction picking the probing entry: reported
    ("kernel='probe'", "", [("CL101", "m.py", 11)]),
    # a value not known statically: every entry may be picked
    ("kernel=__import__('os').environ['K']", "", [("CL101", "m.py", 11)]),
    # the dict is changed elsewhere: the literal no longer tells what the key holds
    ("", "KERNELS['clean'] = probe\n", [("CL101", "m.py", 11)]),
])
def test_dict_lookup_by_known_key_picks_that_entry(tmp_path, ctor_args, extra, found):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": REGISTRY % (ctor_args, extra)})
    assert sorted(set(lines(scan([str(tmp_path / "p")], no_cache=True)))) == found


@pytest.mark.parametrize("register", [
    # a decorator factory: ``@register("name")``
    ("def register(name):\n    def deco(fn):\n        ACTS[name] = fn\n        return fn\n    return deco\n\n"
     "@register('probe')\ndef probe(x):\n    subprocess.run(['nvcc'])\n    return x\n"),
    # a plain decorator keyed by the function's name
    ("def register(fn):\n    ACTS[fn.__name__] = fn\n    return fn\n\n"
     "@register\ndef probe(x):\n    subprocess.run(['nvcc'])\n    return x\n"),
    # a module-level registration
    ("def probe(x):\n    subprocess.run(['nvcc'])\n    return x\n\nACTS['probe'] = probe\n"),
])
def test_registry_filled_by_registration_yields_its_entries(tmp_path, register):
    """``ACTS[k] = fn`` (often inside a registering decorator, and in another module) adds fn to
    what a lookup in ``ACTS`` may return; the literal alone holds only the clean entry."""
    make(tmp_path, {
        "p/__init__.py": "",
        "p/acts.py": "def clean(x):\n    return x + 1\n\nACTS = {'clean': clean}\n\n"
                     "def act_fn(name):\n    return ACTS[name]\n",
        "p/extra.py": "import subprocess\nfrom p.acts import ACTS\n\n" + register,
        "p/m.py": """
            import torch
            from p import extra  # noqa: F401 - registers
            from p.acts import act_fn

            @torch.compile(fullgraph=True)
            def root(x, name: str = "probe"):
                return act_fn(name)(x)
            """,
    })
    got = lines(scan([str(tmp_path / "p")], no_cache=True))
    assert [(r, p) for r, p, _ in got] == [("CL101", "extra.py")]


def test_scan_releases_its_program_without_the_cyclic_collector(tmp_path, monkeypatch):
    """The scan re-enables the cyclic collector only after dropping the program: a reference
    cycle left in it would keep the whole index alive until a full collection walks it (seconds
    on sglang). With the collector off throughout, the program must die by reference counting."""
    import gc
    import weakref

    from compilelint import program as program_mod

    refs = []
    orig = program_mod.Program.__init__

    def init(self, *a, **k):
        orig(self, *a, **k)
        refs.append(weakref.ref(self))

    monkeypatch.setattr(program_mod.Program, "__init__", init)
    targets, search = _followed_tree(tmp_path)
    make(tmp_path, {"app/reg.py": REGISTRY % ("", "")})  # exercises the value evaluator too
    was = gc.isenabled()
    gc.disable()
    try:
        result = scan(targets, search_path=search, no_cache=True, jobs=2)
        assert result.findings and refs
        assert refs[0]() is None
    finally:
        if was:
            gc.enable()


def test_summary_digest_counts_each_site_once(tmp_path):
    """``--summary`` prints only the digest: a site reached from several roots counts once, the
    site most roots reach comes first, and no chain tree is drawn."""
    roots = "\n".join(f"@torch.compile(fullgraph=True)\ndef root{i}(x):\n    return probe(x){' + tick(x)' if i == 0 else ''}\n"
                      for i in range(3))
    make(tmp_path, {"p/__init__.py": "", "p/m.py": (
        "import subprocess, time\nimport torch\n\n"
        "def probe(x):\n    subprocess.run(['nvcc'])\n    return x\n\n"
        "def tick(x):\n    time.time()\n    return x\n\n" + roots)})
    r = run_cli("scan", tmp_path / "p", "--no-cache", "--summary")
    assert r.returncode == 1, r.stderr
    out = r.stdout
    assert "2 barrier site(s)" in out and "CL101 1" in out and "CL107 1" in out
    sites = [l for l in out.splitlines() if l.startswith("  ")]
    assert "subprocess.run" in sites[0] and sites[0].endswith("3 root(s)")
    assert "time.time" in sites[1] and sites[1].endswith("1 root(s)")
    assert "└──" not in out and "(compiled root)" not in out
    assert "4 finding(s) from 3 root(s)" in out
    # the full report draws the trees and, with this few findings, no digest
    full = run_cli("scan", tmp_path / "p", "--no-cache").stdout
    assert "(compiled root)" in full and "barrier site(s)" not in full
