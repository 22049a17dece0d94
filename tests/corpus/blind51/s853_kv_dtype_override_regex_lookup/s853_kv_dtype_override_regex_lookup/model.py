import torch
from torch import nn

from .radix_attention import RadixAttention


class Qwen2Attention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int, prefix: str):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = RadixAttention(num_heads, self.head_dim, self.head_dim ** -0.5, layer_id, prefix=f"{prefix}.attn")

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        b, t, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k, v = (x.view(b, t, self.num_heads, self.head_dim).transpose(1, 2) for x in (q, k, v))
        out = self.attn(q, k, v)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class Qwen2DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, layer_id: int, prefix: str):
        super().__init__()
        self.self_attn = Qwen2Attention(hidden_size, 2, layer_id, prefix=f"{prefix}.self_attn")
        self.input_layernorm = nn.RMSNorm(hidden_size)
        self.post_attention_layernorm = nn.RMSNorm(hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 2 * hidden_size), nn.SiLU(), nn.Linear(2 * hidden_size, hidden_size))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states))
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class Qwen2Model(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 3, prefix: str = "model"):
        super().__init__()
        self.layers = nn.ModuleList(
            Qwen2DecoderLayer(hidden_size, i, prefix=f"{prefix}.layers.{i}") for i in range(num_layers)
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


model = Qwen2Model()
forward = torch.compile(model, fullgraph=True)
