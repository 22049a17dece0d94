from dataclasses import dataclass

import torch
import torch.nn as nn

from .modeling_attn_mask_utils import _prepare_4d_causal_attention_mask


@dataclass
class GPTConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    layer_norm_eps: float = 1e-5
    sliding_window: int = 16


class GPTSelfAttention(nn.Module):
    def __init__(self, config: GPTConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.c_attn = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.c_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        q, k, v = self.c_attn(hidden_states).split(self.num_heads * self.head_dim, dim=2)
        q = q.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        attn_out = nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.c_proj(attn_out.transpose(1, 2).reshape(bsz, seq_len, -1))


class GPTBlock(nn.Module):
    def __init__(self, config: GPTConfig):
        super().__init__()
        self.config = config
        self.ln_1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.attn = GPTSelfAttention(config)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        input_shape = hidden_states.shape[:2]
        mask_4d = _prepare_4d_causal_attention_mask(
            attention_mask,
            input_shape,
            hidden_states,
            past_key_values_length=0,
            sliding_window=self.config.sliding_window,
        )
        return hidden_states + self.attn(self.ln_1(hidden_states), mask_4d)


compiled_block = torch.compile(GPTBlock(GPTConfig()), fullgraph=True)
