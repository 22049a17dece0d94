import torch
import torch.nn as nn

from .config import T5AttentionConfig
from .position_bias import RelativePositionBiasMixin


class T5LayerNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states


class T5Attention(RelativePositionBiasMixin, nn.Module):
    def __init__(self, config: T5AttentionConfig, has_relative_attention_bias: bool = False):
        super().__init__()
        self.is_decoder = config.is_decoder
        self.has_relative_attention_bias = has_relative_attention_bias
        self.relative_attention_num_buckets = config.relative_attention_num_buckets
        self.relative_attention_max_distance = config.relative_attention_max_distance
        self.d_model = config.d_model
        self.key_value_proj_dim = config.d_kv
        self.n_heads = config.num_heads
        self.inner_dim = self.n_heads * self.key_value_proj_dim

        self.q = nn.Linear(self.d_model, self.inner_dim, bias=False)
        self.k = nn.Linear(self.d_model, self.inner_dim, bias=False)
        self.v = nn.Linear(self.d_model, self.inner_dim, bias=False)
        self.o = nn.Linear(self.inner_dim, self.d_model, bias=False)
        if self.has_relative_attention_bias:
            self.relative_attention_bias = nn.Embedding(
                self.relative_attention_num_buckets, self.n_heads
            )

    def _shape(self, x: torch.Tensor, bsz: int) -> torch.Tensor:
        return x.view(bsz, -1, self.n_heads, self.key_value_proj_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor, position_bias=None):
        bsz, seq_length = hidden_states.shape[:2]
        q = self._shape(self.q(hidden_states), bsz)
        k = self._shape(self.k(hidden_states), bsz)
        v = self._shape(self.v(hidden_states), bsz)

        scores = torch.matmul(q, k.transpose(3, 2))
        if position_bias is None:
            if self.has_relative_attention_bias:
                position_bias = self.compute_bias(seq_length, seq_length, device=scores.device)
            else:
                position_bias = torch.zeros(
                    (1, self.n_heads, seq_length, seq_length),
                    device=scores.device,
                    dtype=scores.dtype,
                )
        scores = scores + position_bias
        attn_weights = nn.functional.softmax(scores.float(), dim=-1).type_as(scores)
        attn_output = torch.matmul(attn_weights, v)
        attn_output = attn_output.transpose(1, 2).reshape(bsz, -1, self.inner_dim)
        return self.o(attn_output), position_bias


class T5LayerSelfAttention(nn.Module):
    def __init__(self, config: T5AttentionConfig, has_relative_attention_bias: bool = False):
        super().__init__()
        self.SelfAttention = T5Attention(config, has_relative_attention_bias)
        self.layer_norm = T5LayerNorm(config.d_model, eps=config.layer_norm_epsilon)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        normed = self.layer_norm(hidden_states)
        attn_out, _ = self.SelfAttention(normed)
        return hidden_states + attn_out
