import math
from typing import Optional

import torch
from torch import nn

from .config import QFormerConfig
from .masking import get_extended_attention_mask, trim_to_longest


class QFormerMultiHeadAttention(nn.Module):
    def __init__(self, config: QFormerConfig, is_cross_attention: bool = False):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.all_head_size = self.num_heads * self.head_dim
        kv_dim = config.encoder_hidden_size if is_cross_attention else config.hidden_size
        self.is_cross_attention = is_cross_attention
        self.query = nn.Linear(config.hidden_size, self.all_head_size)
        self.key = nn.Linear(kv_dim, self.all_head_size)
        self.value = nn.Linear(kv_dim, self.all_head_size)
        self.dropout = nn.Dropout(config.attention_probs_dropout_prob)

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.shape
        return x.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(
        self,
        hidden_states: torch.Tensor,
        encoder_hidden_states: Optional[torch.Tensor] = None,
        encoder_attention_mask: Optional[torch.Tensor] = None,
    ) -> torch.Tensor:
        bias = None
        if self.is_cross_attention:
            if encoder_attention_mask is not None and self.config.trim_padded_image_tokens:
                encoder_hidden_states, encoder_attention_mask = trim_to_longest(
                    encoder_hidden_states, encoder_attention_mask
                )
            kv_source = encoder_hidden_states
            if encoder_attention_mask is not None:
                bias = get_extended_attention_mask(encoder_attention_mask, hidden_states.dtype)
        else:
            kv_source = hidden_states

        q = self._split_heads(self.query(hidden_states))
        k = self._split_heads(self.key(kv_source))
        v = self._split_heads(self.value(kv_source))

        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_dim)
        if bias is not None:
            scores = scores + bias
        probs = self.dropout(scores.softmax(dim=-1))
        ctx = torch.matmul(probs, v).transpose(1, 2).contiguous()
        return ctx.view(ctx.shape[0], ctx.shape[1], self.all_head_size)


class QFormerSelfOutput(nn.Module):
    def __init__(self, config: QFormerConfig):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.dropout = nn.Dropout(config.hidden_dropout_prob)

    def forward(self, hidden_states: torch.Tensor, input_tensor: torch.Tensor) -> torch.Tensor:
        hidden_states = self.dropout(self.dense(hidden_states))
        return self.LayerNorm(hidden_states + input_tensor)


class QFormerAttention(nn.Module):
    def __init__(self, config: QFormerConfig, is_cross_attention: bool = False):
        super().__init__()
        self.attention = QFormerMultiHeadAttention(config, is_cross_attention)
        self.output = QFormerSelfOutput(config)

    def forward(self, hidden_states, encoder_hidden_states=None, encoder_attention_mask=None):
        attn_out = self.attention(hidden_states, encoder_hidden_states, encoder_attention_mask)
        return self.output(attn_out, hidden_states)
