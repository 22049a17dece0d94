import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import TransformerConfig
from .token_dispatcher import MoEAllGatherTokenDispatcher


class TopKRouter(nn.Module):
    def __init__(self, config: TransformerConfig):
        super().__init__()
        self.config = config
        self.weight = nn.Parameter(torch.randn(config.num_moe_experts, config.hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor):
        logits = F.linear(hidden_states, self.weight)
        scores = torch.softmax(logits, dim=-1, dtype=torch.float32)
        top_probs, top_idx = torch.topk(scores, self.config.moe_router_topk, dim=-1)
        probs = torch.zeros_like(scores).scatter(1, top_idx, top_probs)
        routing_map = torch.zeros_like(scores, dtype=torch.bool).scatter(1, top_idx, True)
        return probs, routing_map


class GroupedMLP(nn.Module):
    def __init__(self, config: TransformerConfig):
        super().__init__()
        e, h, f = config.num_moe_experts, config.hidden_size, config.ffn_hidden_size
        self.weight1 = nn.Parameter(torch.randn(e, h, 2 * f) * 0.02)
        self.weight2 = nn.Parameter(torch.randn(e, f, h) * 0.02)

    def forward(self, permuted: torch.Tensor) -> torch.Tensor:
        gate, up = torch.einsum("teh,ehf->tef", permuted, self.weight1).chunk(2, dim=-1)
        return torch.einsum("tef,efh->teh", F.silu(gate) * up, self.weight2)


class MoELayer(nn.Module):
    def __init__(self, config: TransformerConfig):
        super().__init__()
        self.config = config
        self.router = TopKRouter(config)
        self.experts = GroupedMLP(config)
        self.token_dispatcher = MoEAllGatherTokenDispatcher(config)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        probs, routing_map = self.router(hidden_states)
        permuted, probs, tokens_per_expert = self.token_dispatcher.token_permutation(
            hidden_states, probs, routing_map
        )
        expert_output = self.experts(permuted)
        return self.token_dispatcher.token_unpermutation(expert_output, probs)
