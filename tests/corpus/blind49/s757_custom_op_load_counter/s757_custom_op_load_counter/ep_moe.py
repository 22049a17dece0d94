import torch
import torch.nn as nn
import torch.nn.functional as F

from .token_dispatcher import DispatchConfig, create_dispatcher


class DeepEPMoE(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int = 8, top_k: int = 2, config: DispatchConfig = DispatchConfig()):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, config.num_experts, bias=False)
        self.w = nn.Parameter(torch.randn(config.num_local_experts, hidden_size, hidden_size) * 0.02)
        self.dispatcher = create_dispatcher(config, layer_id)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        weights, topk_ids = torch.topk(F.softmax(self.gate(hidden_states), dim=-1), self.top_k, dim=-1)
        out = self.dispatcher.dispatch(hidden_states, topk_ids, weights)
        expert_out = torch.einsum("th,tkhd->tkd", out.hidden_states, self.w[out.topk_ids])
        return self.dispatcher.combine(expert_out, out)


ep_moe = DeepEPMoE(layer_id=5, config=DispatchConfig(mode="low_latency"))


@torch.compile(fullgraph=True)
def moe_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return ep_moe(hidden_states)
