import math

import torch
import torch.nn.functional as F
from torch import nn

from .cache_config import CacheConfig, supports_fp8_cross_kv
from .logger import init_logger

logger = init_logger(__name__)


class MllamaCrossAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, cache_config: CacheConfig):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.cache_config = cache_config
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.kv_proj = nn.Linear(hidden_size, 2 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def _cross_kv_dtype(self, model_dtype: torch.dtype) -> torch.dtype:
        dtype = self.cache_config.resolve(self.cache_config.cross_cache_dtype, model_dtype)
        if dtype == torch.float8_e4m3fn and not supports_fp8_cross_kv(self.head_dim):
            logger.warning_once(
                "fp8 cross-attention KV cache needs head_dim % 16 == 0; "
                "falling back to the model dtype for vision K/V"
            )
            return model_dtype
        return dtype

    def _split(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = x.shape
        return x.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor, cross_attention_states: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        kv_dtype = self._cross_kv_dtype(hidden_states.dtype)
        key, value = self.kv_proj(cross_attention_states).to(kv_dtype).chunk(2, dim=-1)
        query = self._split(self.q_proj(hidden_states))
        key = self._split(key).to(query.dtype)
        value = self._split(value).to(query.dtype)
        out = F.scaled_dot_product_attention(query, key, value, scale=1.0 / math.sqrt(self.head_dim))
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class CrossAttentionBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, cache_config: CacheConfig = CacheConfig()):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.cross_attn = MllamaCrossAttention(hidden_size, num_heads, cache_config)
        self.gate = nn.Parameter(torch.full((1,), 0.5))

    def forward(self, hidden_states, cross_attention_states):
        attn = self.cross_attn(self.norm(hidden_states), cross_attention_states)
        return hidden_states + self.gate.tanh() * attn


_block = CrossAttentionBlock().eval()


def cross_attention_step(hidden_states: torch.Tensor, cross_attention_states: torch.Tensor) -> torch.Tensor:
    return _block(hidden_states, cross_attention_states)


step = torch.compile(cross_attention_step, fullgraph=True)
