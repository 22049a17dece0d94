from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

import torch


@dataclass(frozen=True)
class SpeculativeConfig:
    num_steps: int = 2
    topk: int = 2
    num_draft_tokens: int = 4
    accept_threshold_single: float = 1.0
    accept_threshold_acc: float = 1.0

    def draft_kwargs(self) -> Dict[str, Any]:
        d = dataclasses.asdict(self)
        return {k: d[k] for k in ("num_steps", "topk")}


@dataclass
class EagleDraftOutput:
    topk_p: torch.Tensor
    topk_index: torch.Tensor
    hidden_states: torch.Tensor
    last_hidden_states: Optional[torch.Tensor] = None

    def to_dict(self) -> Dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def to_tuple(self) -> Tuple[torch.Tensor, ...]:
        return tuple(v for v in self.to_dict().values() if v is not None)


@dataclass
class EagleVerifyOutput:
    accept_length: torch.Tensor
    accepted_indices: torch.Tensor
    verified_ids: torch.Tensor
    logits_history: List[torch.Tensor] = field(default_factory=list)

    def to_dict(self) -> Dict[str, Any]:
        return dataclasses.asdict(self)
