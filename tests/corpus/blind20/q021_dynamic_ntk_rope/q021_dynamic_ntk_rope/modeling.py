import torch
import torch.nn.functional as F
from torch import nn

from .configuration import TinyLlamaConfig
from .rope_utils import ROPE_INIT_FUNCTIONS, apply_rotary_pos_emb, default_attention_scale, dynamic_rope_update


class TinyLlamaRotaryEmbedding(nn.Module):
    def __init__(self, config, device=None):
        super().__init__()
        self.rope_type = config.rope_scaling.get("rope_type", "default")
        self.max_seq_len_cached = config.max_position_embeddings
        self.original_max_seq_len = config.max_position_embeddings
        self.config = config
        self.rope_init_fn = ROPE_INIT_FUNCTIONS[self.rope_type]
        inv_freq, self.attention_scaling = self.rope_init_fn(self.config, device)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.original_inv_freq = self.inv_freq

    @torch.no_grad()
    @dynamic_rope_update
    def forward(self, x, position_ids):
        inv_freq = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        pos = position_ids[:, None, :].float()
        freqs = (inv_freq @ pos).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos = emb.cos() * self.attention_scaling
        sin = emb.sin() * self.attention_scaling
        return cos.to(x.dtype), sin.to(x.dtype)


class TinyLlamaAttention(nn.Module):
    def __init__(self, config: TinyLlamaConfig):
        super().__init__()
        self.config = config
        self.head_dim = config.head_dim
        self.num_heads = config.num_attention_heads
        self.scaling = default_attention_scale(self.head_dim)
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = TinyLlamaRotaryEmbedding(config)

    def forward(self, hidden_states):
        bsz, q_len, _ = hidden_states.shape
        position_ids = torch.arange(q_len, device=hidden_states.device).unsqueeze(0).expand(bsz, -1)
        cos, sin = self.rotary_emb(hidden_states, position_ids)
        qkv = self.qkv_proj(hidden_states).view(bsz, q_len, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        out = out.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.o_proj(out)


compiled_attention = torch.compile(TinyLlamaAttention(TinyLlamaConfig()), fullgraph=True)
