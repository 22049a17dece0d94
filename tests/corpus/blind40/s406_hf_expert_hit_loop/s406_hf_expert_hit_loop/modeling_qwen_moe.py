import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration import QwenMoeConfig
from .moe_base import MoeMLP, SparseMoeBlockBase


class QwenMoeRMSNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        return self.weight * hidden_states * torch.rsqrt(variance + self.variance_epsilon)


class QwenMoeSparseMoeBlock(SparseMoeBlockBase):
    def __init__(self, config: QwenMoeConfig):
        super().__init__(config)
        self.shared_expert = MoeMLP(
            config.hidden_size, config.shared_expert_intermediate_size, config.hidden_act
        )
        self.shared_expert_gate = nn.Linear(config.hidden_size, 1, bias=False)

    def forward(self, hidden_states: torch.Tensor):
        batch_size, seq_len, hidden_dim = hidden_states.shape
        hidden_states = hidden_states.view(-1, hidden_dim)
        router_logits, routing_weights, selected_experts = self.route_tokens(hidden_states)
        routed = self.experts_forward(hidden_states, routing_weights, selected_experts)

        shared = self.shared_expert(hidden_states)
        shared = F.sigmoid(self.shared_expert_gate(hidden_states)) * shared
        out = (routed + shared).reshape(batch_size, seq_len, hidden_dim)
        return out, router_logits


class QwenMoeDecoderLayer(nn.Module):
    def __init__(self, config: QwenMoeConfig):
        super().__init__()
        self.post_attention_layernorm = QwenMoeRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = QwenMoeSparseMoeBlock(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states, _ = self.mlp(self.post_attention_layernorm(hidden_states))
        return residual + hidden_states


compiled_layer = torch.compile(QwenMoeDecoderLayer(QwenMoeConfig()), fullgraph=True)
