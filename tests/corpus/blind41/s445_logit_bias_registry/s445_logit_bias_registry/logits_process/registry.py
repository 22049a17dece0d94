from __future__ import annotations

from typing import Callable, Dict, List, Sequence, Type

import torch


class LogitsProcessor:
    """Batch-level logits processor; `__call__` maps (logits,) -> logits."""

    name: str = ""

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


LOGITS_PROCESSOR_REGISTRY: Dict[str, Type[LogitsProcessor]] = {}


def register_logits_processor(name: str) -> Callable[[Type[LogitsProcessor]], Type[LogitsProcessor]]:
    def deco(cls: Type[LogitsProcessor]) -> Type[LogitsProcessor]:
        if name in LOGITS_PROCESSOR_REGISTRY:
            raise ValueError(f"logits processor {name!r} registered twice")
        cls.name = name
        LOGITS_PROCESSOR_REGISTRY[name] = cls
        return cls

    return deco


def build_logits_processors(specs: Sequence[dict]) -> List[LogitsProcessor]:
    procs = []
    for spec in specs:
        spec = dict(spec)
        cls = LOGITS_PROCESSOR_REGISTRY[spec.pop("type")]
        procs.append(cls(**spec))
    return procs
