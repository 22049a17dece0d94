import torch
import torch.nn as nn

from .rotary_embedding import DynamicNTKScalingRotaryEmbedding


class RopeQueryProjection(nn.Module):
    def __init__(self, hidden_size: int = 16, num_heads: int = 2):
        super().__init__()
        self.head_dim = hidden_size // num_heads
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = DynamicNTKScalingRotaryEmbedding(self.head_dim)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(hidden_states)
        return self.rotary_emb(positions, q)


torch.manual_seed(0)
rope_layer = RopeQueryProjection()


@torch.compile(fullgraph=True)
def rope_forward(positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
    return rope_layer(positions, hidden_states)
