import torch
from torch import nn

from .routing import active_experts, build_expert_mask, expert_token_indices, fused_topk


class MixtralMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.w1 = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.w2 = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.w3 = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.act_fn = nn.SiLU()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.w2(self.act_fn(self.w1(hidden_states)) * self.w3(hidden_states))


class MixtralSparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, num_experts: int, top_k: int):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = nn.ModuleList(
            [MixtralMLP(hidden_size, intermediate_size) for _ in range(num_experts)]
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens, hidden_dim = hidden_states.shape
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = fused_topk(router_logits, self.top_k)
        expert_mask = build_expert_mask(topk_ids, self.num_experts)

        final_hidden_states = torch.zeros_like(hidden_states)
        expert_ids = active_experts(expert_mask, self.num_experts)
        for expert_id, slot, token_idx in expert_token_indices(expert_mask, expert_ids):
            expert_layer = self.experts[expert_id]
            current_state = hidden_states[token_idx]
            current_out = expert_layer(current_state) * topk_weights[token_idx, slot, None]
            final_hidden_states.index_add_(0, token_idx, current_out)
        return final_hidden_states.reshape(num_tokens, hidden_dim)


class MoEDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16,
                 num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.post_attention_layernorm = nn.LayerNorm(hidden_size)
        self.block_sparse_moe = MixtralSparseMoeBlock(
            hidden_size, intermediate_size, num_experts, top_k
        )

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        hidden_states = self.block_sparse_moe(hidden_states)
        return residual + hidden_states
