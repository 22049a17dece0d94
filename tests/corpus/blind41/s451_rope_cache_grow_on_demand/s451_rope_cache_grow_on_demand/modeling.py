import torch
import torch.nn.functional as F
from torch import nn

from .config import LlamaLikeConfig
from .rotary import DynamicCacheRotaryEmbedding


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class SelfAttention(nn.Module):
    def __init__(self, config: LlamaLikeConfig) -> None:
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = DynamicCacheRotaryEmbedding(
            config.head_dim,
            config.initial_rope_cache_len,
            config.max_position_embeddings,
            config.rope_theta,
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n_tokens = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(n_tokens, self.num_heads, self.head_dim)
        k = k.view(n_tokens, self.num_heads, self.head_dim)
        v = v.view(n_tokens, self.num_heads, self.head_dim)
        q, k = self.rotary_emb(positions, q, k)
        out = F.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return self.o_proj(out.transpose(0, 1).reshape(n_tokens, -1))


class DecoderLayer(nn.Module):
    def __init__(self, config: LlamaLikeConfig) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = SelfAttention(config)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 4 * config.hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(4 * config.hidden_size, config.hidden_size, bias=False),
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(positions, self.input_layernorm(hidden_states))
        hidden_states = residual + hidden_states
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


layer = DecoderLayer(LlamaLikeConfig())
compiled_layer = torch.compile(layer, fullgraph=True)
