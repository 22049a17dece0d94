from dataclasses import dataclass, field

import torch
import torch.nn as nn

from .memory_pool import MHATokenToKVPool
from .memory_pool_host import HostKVCache

KV_POOL_CLASSES = {"device": MHATokenToKVPool}


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    num_layers: int = 2
    max_total_num_tokens: int = 16
    kv_pool: str = "device"
    enable_hierarchical_cache: bool = True
    extra: dict = field(default_factory=dict)


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, layer_id: int):
        super().__init__()
        self.num_heads, self.head_dim, self.layer_id = num_heads, head_dim, layer_id

    def forward(self, q, k, v, token_to_kv_pool, out_cache_loc):
        n = q.shape[0]
        q, k, v = (t.view(n, self.num_heads, self.head_dim) for t in (q, k, v))
        token_to_kv_pool.set_kv_buffer(self, out_cache_loc, k, v)
        k_buf, v_buf = token_to_kv_pool.get_kv_buffer(self.layer_id)
        loc = out_cache_loc.clamp(min=0)
        k, v = k_buf[loc], v_buf[loc]
        w = torch.einsum("qhd,khd->hqk", q, k).mul(self.head_dim ** -0.5).softmax(-1)
        return torch.einsum("hqk,khd->qhd", w, v).reshape(n, -1)


class GemmaLikeModel(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        head_dim = config.hidden_size // config.num_heads
        self.qkv = nn.ModuleList(nn.Linear(config.hidden_size, 3 * config.hidden_size) for _ in range(config.num_layers))
        self.attn = nn.ModuleList(RadixAttention(config.num_heads, head_dim, i) for i in range(config.num_layers))
        self.token_to_kv_pool = KV_POOL_CLASSES[config.kv_pool](
            config.max_total_num_tokens, config.num_heads, head_dim, config.num_layers
        )
        self.host_kv_pool = (
            HostKVCache(self.token_to_kv_pool) if config.enable_hierarchical_cache else None
        )

    def forward(self, hidden_states: torch.Tensor, out_cache_loc: torch.Tensor) -> torch.Tensor:
        for qkv, attn in zip(self.qkv, self.attn):
            q, k, v = qkv(hidden_states).chunk(3, dim=-1)
            hidden_states = hidden_states + attn(q, k, v, self.token_to_kv_pool, out_cache_loc)
        return hidden_states


model = GemmaLikeModel(ModelConfig()).requires_grad_(False)
compiled = torch.compile(model, fullgraph=True)
