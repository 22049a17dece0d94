import torch
import torch.nn.functional as F
from torch import nn

from .configuration_granite import GraniteConfig


class GraniteAttention(nn.Module):
    def __init__(self, config: GraniteConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.scaling = config.attention_multiplier
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq, -1))


class GraniteMLP(nn.Module):
    def __init__(self, config: GraniteConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 4 * config.hidden_size, bias=False)
        self.down_proj = nn.Linear(2 * config.hidden_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class GraniteDecoderLayer(nn.Module):
    def __init__(self, config: GraniteConfig):
        super().__init__()
        self.residual_multiplier = config.residual_multiplier
        self.input_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.self_attn = GraniteAttention(config)
        self.mlp = GraniteMLP(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states))
        hidden_states = residual + hidden_states * self.residual_multiplier
        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        return residual + hidden_states * self.residual_multiplier
