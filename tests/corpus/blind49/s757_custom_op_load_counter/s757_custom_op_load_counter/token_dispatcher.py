from dataclasses import dataclass
from typing import Dict, NamedTuple, Type

import torch

from .dispatch_stats import accumulate_dispatch_stats


@dataclass(frozen=True)
class DispatchConfig:
    mode: str = "normal"
    num_experts: int = 4
    num_local_experts: int = 4
    collect_stats: bool = True


class DispatchOutput(NamedTuple):
    hidden_states: torch.Tensor
    topk_ids: torch.Tensor
    topk_weights: torch.Tensor
    num_recv_tokens_per_expert: torch.Tensor


class BaseDispatcher:
    def __init__(self, config: DispatchConfig, layer_id: int):
        self.config = config
        self.layer_id = layer_id
        self.num_recv_tokens_per_expert = torch.zeros(config.num_local_experts, dtype=torch.int64)

    def _record(self, topk_ids: torch.Tensor) -> None:
        if self.config.collect_stats:
            accumulate_dispatch_stats(self.num_recv_tokens_per_expert, topk_ids, self.layer_id)

    def dispatch(self, hidden_states, topk_ids, topk_weights) -> DispatchOutput:
        raise NotImplementedError

    def combine(self, expert_out: torch.Tensor, output: DispatchOutput) -> torch.Tensor:
        return (expert_out * output.topk_weights.unsqueeze(-1)).sum(dim=1)


class NormalDispatcher(BaseDispatcher):
    def dispatch(self, hidden_states, topk_ids, topk_weights) -> DispatchOutput:
        self._record(topk_ids)
        return DispatchOutput(hidden_states, topk_ids, topk_weights, self.num_recv_tokens_per_expert)


class LowLatencyDispatcher(BaseDispatcher):
    def dispatch(self, hidden_states, topk_ids, topk_weights) -> DispatchOutput:
        self._record(topk_ids)
        packed = hidden_states.to(torch.bfloat16).to(hidden_states.dtype)
        return DispatchOutput(packed, topk_ids, topk_weights, self.num_recv_tokens_per_expert)


DISPATCHER_REGISTRY: Dict[str, Type[BaseDispatcher]] = {
    "normal": NormalDispatcher,
    "low_latency": LowLatencyDispatcher,
}


def create_dispatcher(config: DispatchConfig, layer_id: int) -> BaseDispatcher:
    return DISPATCHER_REGISTRY[config.mode](config, layer_id)
