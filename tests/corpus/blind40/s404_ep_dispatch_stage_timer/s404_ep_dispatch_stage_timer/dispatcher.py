from dataclasses import dataclass

import torch

from .ep_utils import EPConfig, StageTimer


@dataclass
class DispatchOutput:
    hidden_states: torch.Tensor
    local_expert_ids: torch.Tensor
    order: torch.Tensor
    topk_weights: torch.Tensor


class AllToAllDispatcher:
    """Routes (token, slot) pairs to the rank owning the expert.

    With ``ep_size == 1`` the all-to-all degenerates to a local sort.
    """

    def __init__(self, config: EPConfig, timer: StageTimer):
        self.config = config
        self.timer = timer

    def dispatch(self, hidden_states, topk_weights, topk_ids) -> DispatchOutput:
        with self.timer.stage("dispatch"):
            top_k = topk_ids.shape[1]
            sorted_ids, order = torch.sort(topk_ids.flatten(), stable=True)
            local_ids = sorted_ids - self.config.ep_rank * self.config.num_local_experts
            tokens = hidden_states.index_select(0, order // top_k)
        return DispatchOutput(tokens, local_ids, order, topk_weights)

    def combine(self, expert_out: torch.Tensor, state: DispatchOutput) -> torch.Tensor:
        with self.timer.stage("combine"):
            num_tokens, top_k = state.topk_weights.shape
            restored = torch.empty_like(expert_out)
            restored[state.order] = expert_out
            restored = restored.view(num_tokens, top_k, -1)
            return (restored * state.topk_weights.unsqueeze(-1)).sum(dim=1)
