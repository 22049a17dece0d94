import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import CacheConfig, KVCacheDtype, ModelConfig
from .kv_utils import maybe_quantize_kv


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class SelfAttention(nn.Module):
    def __init__(self, config: ModelConfig, cache_config: CacheConfig, prefix: str = ""):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.kv_cache_dtype = cache_config.kv_cache_dtype
        self.k_scale = 1.0
        self.v_scale = 1.0
        self.prefix = prefix

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seq_len = hidden_states.shape[0]
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.chunk(3, dim=-1)
        k, v = maybe_quantize_kv(k, v, self.kv_cache_dtype, self.k_scale, self.v_scale)
        q = q.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        out = out.transpose(0, 1).reshape(seq_len, -1)
        return self.o_proj(out)


class DecoderLayer(nn.Module):
    def __init__(self, config: ModelConfig, cache_config: CacheConfig, prefix: str = ""):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = SelfAttention(config, cache_config, prefix=f"{prefix}.self_attn")
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states)) + residual
        residual = hidden_states
        return self.mlp(self.post_attention_layernorm(hidden_states)) + residual


class TinyDecoderModel(nn.Module):
    def __init__(self, config: ModelConfig, cache_config: CacheConfig, prefix: str = "model"):
        super().__init__()
        self.layers = nn.ModuleList(
            DecoderLayer(config, cache_config, prefix=f"{prefix}.layers.{i}")
            for i in range(config.num_layers)
        )
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled_model = torch.compile(
    TinyDecoderModel(ModelConfig(), CacheConfig(kv_cache_dtype=KVCacheDtype.from_str("fp8"))),
    fullgraph=True,
)
