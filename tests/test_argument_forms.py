"""A catalogue entry probed in more than one argument form (``ARG_FORMS`` of the probe harness):
``dataclasses.fields`` of a dataclass *class* fails in dynamo, of an *instance* it compiles
(measured; blind17's k032 called it on the batch metadata object). The scan reports the call only
where its first argument is a class."""
from __future__ import annotations

import pytest

from compilelint import catalogue
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clfields/__init__.py": "",
    "clfields/m.py": """
        import dataclasses
        from dataclasses import dataclass

        import torch


        @dataclass
        class Meta:
            rows: int = 2
            scale: float = 1.5


        META = Meta()


        def on_instance(x):
            n = len([f.name for f in dataclasses.fields(META)])
            return x * n


        def on_class(x):
            n = len(dataclasses.fields(Meta))
            return x * n


        compiled_instance = torch.compile(on_instance, fullgraph=True)
        compiled_class = torch.compile(on_class, fullgraph=True)
        """,
}


def test_the_catalogue_measured_both_forms():
    e = catalogue.entry("dataclasses.fields")
    assert e["outcome"] == "fails" and e["other_forms"]["instance"] in ("constant", "compiles")
    assert catalogue.class_only("dataclasses.fields")
    assert not catalogue.class_only("os.getpid")


def test_fields_of_a_class_only(tmp_path):
    make(tmp_path, FILES)
    got = [(f.rule, f.root.rsplit(".", 1)[-1]) for f in scan([str(tmp_path / "clfields")], no_cache=True).findings]
    assert got == [("CL112", "on_class")], got


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clfields.m")
    assert _breaks(torch, m.on_instance, torch.randn(3)) is False
    assert _breaks(torch, m.on_class, torch.randn(3)) is True


# ``copy.copy`` of a list is skipped by dynamo, of an object of a user class (a dataclass) it
# compiles (measured as the ``object`` form; blind21 r039 copied its default sampling parameters)
COPY = {
    "clcopy/__init__.py": "",
    "clcopy/m.py": """
        import copy
        from dataclasses import dataclass

        import torch


        @dataclass
        class Params:
            temperature: float = 1.0


        class Runner:
            def __init__(self):
                self.defaults = Params()
                self.sizes = [1, 2]

            def on_object(self, x):
                p = copy.copy(self.defaults)
                p.temperature = max(p.temperature, 0.5)
                return x / p.temperature

            def on_list(self, x):
                sizes = copy.copy(self.sizes)
                return x * len(sizes)


        RUNNER = Runner()
        compiled_object = torch.compile(RUNNER.on_object, fullgraph=True)
        compiled_list = torch.compile(RUNNER.on_list, fullgraph=True)
        """,
}


def test_the_catalogue_measured_copy_of_an_object():
    e = catalogue.entry("copy.copy")
    assert e["outcome"] == "fails" and e["other_forms"]["object"] in ("constant", "compiles")
    assert catalogue.object_compiles("copy.copy")
    assert not catalogue.object_compiles("os.getpid") and not catalogue.object_compiles("dataclasses.fields")


def test_copy_of_a_container_only(tmp_path):
    make(tmp_path, COPY)
    got = [(f.rule, f.root.rsplit(".", 1)[-1]) for f in scan([str(tmp_path / "clcopy")], no_cache=True).findings]
    assert got == [("CL112", "on_list")], got


def test_dynamo_agrees_on_copy(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, COPY)
    m = _import_from(tmp_path, "clcopy.m")
    assert _breaks(torch, m.RUNNER.on_object, torch.randn(3)) is False
    assert _breaks(torch, m.RUNNER.on_list, torch.randn(3)) is True
