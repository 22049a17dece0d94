import torch
import torch.nn as nn

from .attention import LocalGlobalAttention
from .utils import maybe_prefix


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, kv_scales: dict[str, float],
                 prefix: str = ""):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(hidden_size)
        self.self_attn = LocalGlobalAttention(
            hidden_size, num_heads, sliding_window=2, sliding_window_pattern=2,
            kv_scales=kv_scales, prefix=maybe_prefix(prefix, "self_attn"),
        )
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 4 * hidden_size), nn.GELU(approximate="tanh"),
                                 nn.Linear(4 * hidden_size, hidden_size))
        self.post_layernorm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states))
        return hidden_states + self.mlp(self.post_layernorm(hidden_states))


class Gemma2StyleModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 4,
                 prefix: str = "model"):
        super().__init__()
        kv_scales = {
            f"{prefix}.layers.{i}.self_attn.{kind}_scale": 1.0 + 0.125 * i
            for i in range(num_layers)
            for kind in ("k", "v")
        }
        self.layers = nn.ModuleList(
            DecoderLayer(hidden_size, num_heads, kv_scales, prefix=maybe_prefix(prefix, f"layers.{i}"))
            for i in range(num_layers)
        )
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled_model = torch.compile(Gemma2StyleModel(), fullgraph=True)
