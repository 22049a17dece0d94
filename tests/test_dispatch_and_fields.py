"""Two pieces of one realistic chain (blind17's k005, a penalizer orchestrator):

* an abstract method (``@abstractmethod``, a body of ``...``) is never folded as its placeholder
  body: ``is_required()`` returning ``self._is_required()`` is what the subclasses return, not None;
* a dataclass field's None-ness is what the constructions pass (``SamplingParams(
  freq_penalty_scale=2.0)`` over the field's ``= None``).

With the legacy field passed, the deprecation warning is traced and dynamo fails; without it the
branch is dead and the sampler compiles."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make


def _files(pkg: str, legacy: bool) -> dict:
    return {
        f"{pkg}/__init__.py": "",
        f"{pkg}/params.py": """
            import warnings
            from dataclasses import dataclass
            from typing import Optional


            @dataclass
            class SamplingParams:
                temperature: float = 1.0
                frequency_penalty: float = 0.0
                presence_penalty: float = 0.0
                freq_penalty_scale: Optional[float] = None

                def effective_frequency_penalty(self) -> float:
                    if self.freq_penalty_scale is not None:
                        warnings.warn("freq_penalty_scale is deprecated", DeprecationWarning)
                        return self.frequency_penalty * self.freq_penalty_scale
                    return self.frequency_penalty


            class ServerDefaults:
                # an unrelated class with a method of the same name: the call is not placed by name
                def effective_frequency_penalty(self) -> float:
                    return 0.0
            """,
        f"{pkg}/penalizers.py": f"""
            import abc

            import torch

            from {pkg}.params import SamplingParams


            class Penalizer(abc.ABC):
                def __init__(self, params: SamplingParams, vocab: int):
                    self.params = params
                    self.counts = torch.zeros(vocab)

                def is_required(self) -> bool:
                    return self._is_required()

                @abc.abstractmethod
                def _is_required(self) -> bool: ...

                @abc.abstractmethod
                def _apply(self, logits): ...


            class Frequency(Penalizer):
                def _is_required(self) -> bool:
                    return self.params.frequency_penalty != 0.0

                def _apply(self, logits):
                    return logits - self.params.effective_frequency_penalty() * self.counts


            class Presence(Penalizer):
                def _is_required(self) -> bool:
                    return self.params.presence_penalty != 0.0

                def _apply(self, logits):
                    return logits - self.params.presence_penalty * (self.counts > 0).to(logits.dtype)


            class Orchestrator:
                KINDS = (Frequency, Presence)

                def __init__(self, params: SamplingParams, vocab: int):
                    self.penalizers = [cls(params, vocab) for cls in self.KINDS]

                def apply(self, logits):
                    for p in self.penalizers:
                        if p.is_required():
                            logits = p._apply(logits)
                    return logits
            """,
        f"{pkg}/sampler.py": f"""
            import torch

            from {pkg}.params import SamplingParams
            from {pkg}.penalizers import Orchestrator


            def sample(logits):
                return torch.softmax(ORCH.apply(logits), dim=-1)


            ORCH = Orchestrator(SamplingParams(frequency_penalty=0.5{", freq_penalty_scale=2.0" if legacy else ""}), 8)
            compiled = torch.compile(sample, fullgraph=True)
            """,
    }


def test_the_legacy_field_passed_reaches_the_warning(tmp_path):
    make(tmp_path, _files("clpen_legacy", True))
    got = [(f.rule, f.function.rsplit(".", 1)[-1]) for f in scan([str(tmp_path / "clpen_legacy")], no_cache=True).findings]
    assert got == [("CL106", "effective_frequency_penalty")], got
    make(tmp_path, _files("clpen_plain", False))
    assert scan([str(tmp_path / "clpen_plain")], no_cache=True).findings == []


def test_dynamo_agrees_with_both(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, _files("clpen_legacy2", True))
    make(tmp_path, _files("clpen_plain2", False))
    assert _breaks(torch, _import_from(tmp_path, "clpen_legacy2.sampler").sample, torch.randn(2, 8)) is True
    assert _breaks(torch, _import_from(tmp_path, "clpen_plain2.sampler").sample, torch.randn(2, 8)) is False
