import torch
from torch import nn

from .attention import Attention
from .compilation_config import ModelConfig


class Gemma2Attention(nn.Module):
    def __init__(self, config: ModelConfig, layer_idx: int, prefix: str):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        is_sliding = config.layer_types[layer_idx] == "sliding_attention"
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.attn = Attention(
            self.num_heads,
            self.head_dim,
            self.head_dim ** -0.5,
            sliding_window=config.sliding_window if is_sliding else None,
            prefix=f"{prefix}.attn",
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        b, t, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).view(b, t, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        out = self.attn(q, k, v)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class Gemma2Model(nn.Module):
    def __init__(self, config: ModelConfig, prefix: str = "model"):
        super().__init__()
        self.layers = nn.ModuleList(
            Gemma2Attention(config, i, prefix=f"{prefix}.layers.{i}.self_attn") for i in range(len(config.layer_types))
        )
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return self.norm(hidden_states)


model = Gemma2Model(ModelConfig())
compiled = torch.compile(model, fullgraph=True)
