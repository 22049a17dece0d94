"""Value flows the way blind51's packages make them:

* ``cls._registry[name] = loader`` in a classmethod, ``loader`` a function defined just before
  (a lazy loader closing over the registration's arguments), looked up and called as
  ``cls._registry[key]()`` from the forward (s821): the loaders are what the lookup calls; the twin's
  loader returns a class from a table, the breaking one imports a module;
* ``inspect.getfullargspec(func)`` of a Python function compiles, of a C builtin it fails (s824;
  the catalogue's ``function`` form of the entry, measured);
* ``dump_dir = get_dump_dir()`` then ``if dump_dir:`` - a local read as a truth, folded from its
  stores (s828): the helper's environment default (None) makes the dump dead; the twin's default
  is a directory;
* ``funcs: Dict[str, EmbedFunc]`` (a mapping of callables through an alias) handed a literal dict of
  bound methods, iterated with ``.items()`` and called (s835): the methods the callers pass (every
  caller's, merged: the twin's pure mapping goes to a helper of its own);
* ``torch.library.Library("aten", "IMPL")`` created in traced code (s846; measured, the catalogue's
  ``torch.library`` entries);
* ``agent = get_agent(); agent.wait_for_layer(...)`` where ``get_agent()`` returns a module global the
  deployment installs through a setter nothing in the package calls (s822): the package's methods of
  that name; the twin's global is built by the module itself.

Each breaking root has a clean twin where one exists; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb51/__init__.py": "",
    "clb51/loaders.py": """
        import importlib

        import torch


        class PlainConnector:
            is_layerwise = True


        TABLE = {"plain": PlainConnector}


        class LazyFactory:
            _registry: dict = {}

            @classmethod
            def register(cls, name: str, module_path: str, class_name: str) -> None:
                def loader():
                    module = importlib.import_module(module_path)
                    return getattr(module, class_name)

                cls._registry[name] = loader

            @classmethod
            def get_class(cls, name: str):
                return cls._registry[name]()


        class TableFactory:
            _registry: dict = {}

            @classmethod
            def register(cls, name: str) -> None:
                def loader():
                    return TABLE[name]

                cls._registry[name] = loader

            @classmethod
            def get_class(cls, name: str):
                return cls._registry[name]()


        LazyFactory.register("plain", "clb51.loaders", "PlainConnector")
        TableFactory.register("plain")
        """,
    "clb51/agents.py": """
        import torch

        _AGENT = None
        _BUILT = None


        class LayerwiseAgent:
            def wait_for_layer(self, x):
                return slow_wait(x)


        class BuiltAgent:
            def wait_for_built_layer(self, x):
                return x


        @torch.compiler.disable
        def slow_wait(x):
            return x


        def set_agent(agent) -> None:
            global _AGENT
            _AGENT = agent


        def get_agent():
            assert _AGENT is not None
            return _AGENT


        _BUILT = BuiltAgent()


        def get_built():
            return _BUILT
        """,
    "clb51/m.py": """
        import inspect
        import os
        import subprocess
        from typing import Callable, Dict

        import torch

        from .agents import get_agent, get_built
        from .loaders import LazyFactory, TableFactory

        EmbedFunc = Callable[[torch.Tensor], torch.Tensor]


        def lazy_registry(x):
            cls = LazyFactory.get_class("plain")
            return x + int(cls.is_layerwise)


        def table_registry(x):
            cls = TableFactory.get_class("plain")
            return x + int(cls.is_layerwise)


        def _layer(q, layer_name="attn"):
            return q


        def argspec_function(x):
            i = inspect.getfullargspec(_layer).args.index("layer_name")
            return x + i


        def argspec_builtin(x):
            n = len(inspect.getfullargspec(abs).args)
            return x + n


        def get_dump_dir():
            return os.getenv("CLB51_DUMP_DIR_UNSET", None)


        def get_dump_dir_b():
            return os.getenv("CLB51_DUMP_DIR_UNSET_B", "/tmp")


        def dump_off(x):
            dump_dir = get_dump_dir()
            if dump_dir:
                subprocess.run(["true"])
            return x + 1


        def dump_on(x):
            dump_dir = get_dump_dir_b()
            if dump_dir:
                subprocess.run(["true"])
            return x + 1


        def embed_all(x: torch.Tensor, funcs: Dict[str, EmbedFunc]) -> torch.Tensor:
            for _name, fn in funcs.items():
                x = x + fn(x)
            return x


        def embed_each(x: torch.Tensor, funcs: Dict[str, EmbedFunc]) -> torch.Tensor:
            for _name, fn in funcs.items():
                x = x + fn(x)
            return x


        class Tower:
            def pure_feature(self, x):
                return x * 2

            def probed_feature(self, x):
                subprocess.run(["true"])
                return x * 2

            def embed_pure(self, x):
                return embed_each(x, funcs={"a": self.pure_feature})

            def embed_probed(self, x):
                return embed_all(x, funcs={"a": self.pure_feature, "b": self.probed_feature})


        TOWER = Tower()


        def mm_pure(x):
            return TOWER.embed_pure(x)


        def mm_probed(x):
            return TOWER.embed_probed(x)


        def library_in_trace(x):
            lib = torch.library.Library("aten", "IMPL")
            return x + 1


        def installed_agent(x):
            agent = get_agent()
            return agent.wait_for_layer(x) + 1


        def built_agent(x):
            agent = get_built()
            return agent.wait_for_built_layer(x) + 1


        lazy_registry_c = torch.compile(lazy_registry, fullgraph=True)
        table_registry_c = torch.compile(table_registry, fullgraph=True)
        argspec_function_c = torch.compile(argspec_function, fullgraph=True)
        argspec_builtin_c = torch.compile(argspec_builtin, fullgraph=True)
        dump_off_c = torch.compile(dump_off, fullgraph=True)
        dump_on_c = torch.compile(dump_on, fullgraph=True)
        mm_pure_c = torch.compile(mm_pure, fullgraph=True)
        mm_probed_c = torch.compile(mm_probed, fullgraph=True)
        library_in_trace_c = torch.compile(library_in_trace, fullgraph=True)
        installed_agent_c = torch.compile(installed_agent, fullgraph=True)
        built_agent_c = torch.compile(built_agent, fullgraph=True)
        """,
}
NAMES = ("lazy_registry", "table_registry", "argspec_function", "argspec_builtin", "dump_off", "dump_on",
         "mm_pure", "mm_probed", "library_in_trace", "installed_agent", "built_agent")
BREAKING = {"lazy_registry", "argspec_builtin", "dump_on", "mm_probed", "library_in_trace", "installed_agent"}


def test_value_flows_decide_the_paths(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb51")], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings}
    assert roots == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    for var in ("CLB51_DUMP_DIR_UNSET", "CLB51_DUMP_DIR_UNSET_B"):
        monkeypatch.delenv(var, raising=False)
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb51.m")
    agents = _import_from(tmp_path, "clb51.agents")
    agents.set_agent(agents.LayerwiseAgent())
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts

