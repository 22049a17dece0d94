import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import T5AttentionConfig
from .position import GLOBAL_BIAS_CACHE, relative_position_bucket


class T5Attention(nn.Module):
    def __init__(self, config: T5AttentionConfig, has_relative_attention_bias: bool = False):
        super().__init__()
        self.config = config
        self.n_heads = config.num_heads
        self.key_value_proj_dim = config.d_kv
        self.has_relative_attention_bias = has_relative_attention_bias
        self.q = nn.Linear(config.d_model, config.inner_dim, bias=False)
        self.k = nn.Linear(config.d_model, config.inner_dim, bias=False)
        self.v = nn.Linear(config.d_model, config.inner_dim, bias=False)
        self.o = nn.Linear(config.inner_dim, config.d_model, bias=False)
        if has_relative_attention_bias:
            self.relative_attention_bias = nn.Embedding(config.relative_attention_num_buckets, self.n_heads)

    def _compute_bias_uncached(self, query_length, key_length, device):
        context_position = torch.arange(query_length, dtype=torch.long, device=device)[:, None]
        memory_position = torch.arange(key_length, dtype=torch.long, device=device)[None, :]
        relative_position = memory_position - context_position
        buckets = relative_position_bucket(
            relative_position,
            bidirectional=not self.config.is_decoder,
            num_buckets=self.config.relative_attention_num_buckets,
            max_distance=self.config.relative_attention_max_distance,
        )
        values = self.relative_attention_bias(buckets)
        return values.permute([2, 0, 1]).unsqueeze(0)

    def compute_bias(self, query_length, key_length, device):
        key = (query_length, key_length, self.config.is_decoder)
        return GLOBAL_BIAS_CACHE.get_or_compute(
            key, lambda: self._compute_bias_uncached(query_length, key_length, device)
        )

    def _shape(self, x, bsz):
        return x.view(bsz, -1, self.n_heads, self.key_value_proj_dim).transpose(1, 2)

    def forward(self, hidden_states, mask=None):
        bsz, seq_len, _ = hidden_states.shape
        q = self._shape(self.q(hidden_states), bsz)
        k = self._shape(self.k(hidden_states), bsz)
        v = self._shape(self.v(hidden_states), bsz)
        scores = torch.matmul(q, k.transpose(3, 2))
        if self.has_relative_attention_bias:
            position_bias = self.compute_bias(seq_len, seq_len, hidden_states.device)
        else:
            position_bias = torch.zeros(1, self.n_heads, seq_len, seq_len, dtype=scores.dtype)
        if mask is not None:
            position_bias = position_bias + mask
        scores = scores + position_bias
        attn = F.softmax(scores.float(), dim=-1).type_as(scores)
        out = torch.matmul(attn, v).transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.o(out), position_bias
