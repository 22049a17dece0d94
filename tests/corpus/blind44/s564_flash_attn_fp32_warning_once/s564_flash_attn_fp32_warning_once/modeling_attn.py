import torch
import torch.nn.functional as F
from torch import nn

from .configuration import AttnConfig
from .fa_utils import maybe_downcast_qkv


def repeat_kv(hidden_states: torch.Tensor, n_rep: int) -> torch.Tensor:
    if n_rep == 1:
        return hidden_states
    b, h, s, d = hidden_states.shape
    hidden_states = hidden_states[:, :, None, :, :].expand(b, h, n_rep, s, d)
    return hidden_states.reshape(b, h * n_rep, s, d)


class Qwen2FlashAttention2(nn.Module):
    def __init__(self, config: AttnConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = config.head_dim
        self.q_proj = nn.Linear(config.hidden_size, self.num_heads * self.head_dim)
        self.k_proj = nn.Linear(config.hidden_size, self.num_kv_heads * self.head_dim)
        self.v_proj = nn.Linear(config.hidden_size, self.num_kv_heads * self.head_dim)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = self.k_proj(hidden_states).view(bsz, q_len, self.num_kv_heads, self.head_dim).transpose(1, 2)
        v = self.v_proj(hidden_states).view(bsz, q_len, self.num_kv_heads, self.head_dim).transpose(1, 2)
        q, k, v = maybe_downcast_qkv(self, q, k, v)
        n_rep = self.num_heads // self.num_kv_heads
        k, v = repeat_kv(k, n_rep), repeat_kv(v, n_rep)
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True, dropout_p=0.0)
        attn = attn.transpose(1, 2).reshape(bsz, q_len, -1).to(hidden_states.dtype)
        return self.o_proj(attn)


attention = torch.compile(Qwen2FlashAttention2(AttnConfig()), fullgraph=True)
