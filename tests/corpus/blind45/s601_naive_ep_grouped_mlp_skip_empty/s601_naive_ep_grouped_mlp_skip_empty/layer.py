import torch
from torch import nn

from .config import EPMoEConfig
from .experts import LocalExperts
from .permute import permute_tokens, unpermute_tokens


class EPMoE(nn.Module):
    def __init__(self, config: EPMoEConfig):
        super().__init__()
        self.config = config
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = LocalExperts(config)

    def select_experts(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.config.top_k, dim=-1)
        if self.config.renormalize:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights, topk_ids

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        topk_weights, topk_ids = self.select_experts(hidden_states)
        permuted, sorted_idx, tokens_per_expert = permute_tokens(
            hidden_states, topk_ids, self.config.num_experts
        )
        expert_out = self.experts(permuted, tokens_per_expert)
        return unpermute_tokens(expert_out, sorted_idx, topk_weights, num_tokens)


moe_layer = EPMoE(EPMoEConfig())
compiled_moe = torch.compile(moe_layer, fullgraph=True)
