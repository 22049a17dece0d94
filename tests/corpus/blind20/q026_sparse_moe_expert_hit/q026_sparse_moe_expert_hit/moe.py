import torch
from torch import nn

from .configuration import MoeConfig
from .experts import BlockSparseTop2MLP, TopKRouter


class SparseMoeBlock(nn.Module):
    """Mixtral-style block: each token goes to its top-k experts; only hit experts run."""

    def __init__(self, config: MoeConfig):
        super().__init__()
        self.num_experts = config.num_local_experts
        self.router = TopKRouter(config)
        self.experts = nn.ModuleList([BlockSparseTop2MLP(config) for _ in range(self.num_experts)])

    def _dispatch(self, hidden_states, routing_weights, selected_experts):
        final_hidden_states = torch.zeros_like(hidden_states)
        expert_mask = torch.nn.functional.one_hot(selected_experts, num_classes=self.num_experts).permute(2, 1, 0)
        # skip experts that received no tokens in this batch
        expert_hit = torch.greater(expert_mask.sum(dim=(-1, -2)), 0).nonzero()
        for expert_idx in expert_hit:
            expert_layer = self.experts[expert_idx]
            idx, top_x = torch.where(expert_mask[expert_idx].squeeze(0))
            current_state = hidden_states[None, top_x].reshape(-1, hidden_states.shape[-1])
            current_hidden_states = expert_layer(current_state) * routing_weights[top_x, idx, None]
            final_hidden_states.index_add_(0, top_x, current_hidden_states.to(hidden_states.dtype))
        return final_hidden_states

    def forward(self, hidden_states):
        batch_size, sequence_length, hidden_dim = hidden_states.shape
        hidden_states = hidden_states.view(-1, hidden_dim)
        router_logits, routing_weights, selected_experts = self.router(hidden_states)
        out = self._dispatch(hidden_states, routing_weights.to(hidden_states.dtype), selected_experts)
        return out.reshape(batch_size, sequence_length, hidden_dim), router_logits
