from __future__ import annotations

import contextlib
import dataclasses
import enum
from typing import Optional


class ActKind(str, enum.Enum):
    SILU = "silu"
    GELU_TANH = "gelu_pytorch_tanh"
    RELU2 = "relu2"

    @classmethod
    def _missing_(cls, value):
        # HF configs spell these a few different ways
        aliases = {"swish": cls.SILU, "gelu_new": cls.GELU_TANH, "gelu_fast": cls.GELU_TANH}
        return aliases.get(str(value).lower())


@dataclasses.dataclass(frozen=True)
class PlainPolicy:
    kind: ActKind
    clamp: Optional[float] = None


@dataclasses.dataclass(frozen=True)
class GatedPolicy(PlainPolicy):
    gate_first: bool = True


@contextlib.contextmanager
def clamped(policy: PlainPolicy, limit: Optional[float]):
    """Temporarily tighten the activation clamp (used for fp16 overflow guards)."""
    if limit is None or (policy.clamp is not None and policy.clamp <= limit):
        yield policy
    else:
        yield dataclasses.replace(policy, clamp=limit)
