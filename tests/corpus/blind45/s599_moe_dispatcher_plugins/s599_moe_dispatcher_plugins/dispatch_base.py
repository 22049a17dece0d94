from __future__ import annotations

from typing import ClassVar, Dict, List, Type

import torch


class TokenDispatcher:
    registry: ClassVar[Dict[str, Type["TokenDispatcher"]]] = {}
    name: ClassVar[str] = ""

    def __init_subclass__(cls, name: str = "", **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if name:
            cls.name = name
            TokenDispatcher.registry[name] = cls

    @classmethod
    def create(cls, name: str, num_experts: int, top_k: int) -> "TokenDispatcher":
        try:
            impl = cls.registry[name]
        except KeyError:
            raise ValueError(f"unknown MoE dispatcher {name!r}; registered: {sorted(cls.registry)}") from None
        return impl(num_experts, top_k)

    def __init__(self, num_experts: int, top_k: int) -> None:
        self.num_experts = num_experts
        self.top_k = top_k

    def tokens_per_expert(self, topk_ids: torch.Tensor) -> torch.Tensor:
        flat = topk_ids.flatten()
        return torch.zeros(self.num_experts, dtype=torch.long, device=flat.device).index_add_(
            0, flat, torch.ones_like(flat)
        )

    def expert_loop(self, topk_ids: torch.Tensor) -> List[int]:
        return list(range(self.num_experts))

    def combine(self, hidden_states, topk_weights, topk_ids, experts) -> torch.Tensor:
        out = torch.zeros_like(hidden_states)
        for expert_id in self.expert_loop(topk_ids):
            weight = (topk_weights * (topk_ids == expert_id)).sum(dim=-1, keepdim=True)
            out = out + weight * experts[expert_id](hidden_states)
        return out
