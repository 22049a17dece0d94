"""A class-level memo (``if cls._instance is None: cls._instance = cls()`` in a classmethod getter)
that a module's top-level code already called (``_tuner = AutoTuner.get()``) is full once the
modules are imported, before anything is compiled: the fill branch is never traced (blind17's
k019). Without that import-time call the first compiled call fills it, and its barrier stays."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

TUNER = """
    import threading


    class Tuner:
        _instance = None

        def __init__(self):
            self._lock = threading.Lock()
            self.table = {}

        @classmethod
        def get(cls):
            if cls._instance is None:
                cls._instance = Tuner()
            return cls._instance

        def scale(self):
            return self.table.get("scale", 2.0)
    """


def _files(pkg: str, warm: bool) -> dict:
    return {
        f"{pkg}/__init__.py": "",
        f"{pkg}/tuner.py": TUNER,
        f"{pkg}/model.py": f"""
            import torch

            from {pkg}.tuner import Tuner

            {"_tuner = Tuner.get()" if warm else "_other = 1"}


            def step(x):
                return x * Tuner.get().scale()


            compiled = torch.compile(step, fullgraph=True)
            """,
    }


def test_a_getter_called_at_import_leaves_no_cold_path(tmp_path):
    make(tmp_path, _files("clwarm", True))
    assert scan([str(tmp_path / "clwarm")], no_cache=True).findings == []
    make(tmp_path, _files("clcold", False))
    got = [(f.rule, f.chain[-2].rsplit(".", 2)[-2:]) for f in scan([str(tmp_path / "clcold")], no_cache=True).findings]
    assert got == [("CL108", ["Tuner", "__init__"])], got


def test_dynamo_agrees_on_warm_and_cold_getters(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, _files("clwarm2", True))
    make(tmp_path, _files("clcold2", False))
    warm = _import_from(tmp_path, "clwarm2.model")
    cold = _import_from(tmp_path, "clcold2.model")
    assert _breaks(torch, warm.step, torch.randn(3)) is False
    assert _breaks(torch, cold.step, torch.randn(3)) is True
