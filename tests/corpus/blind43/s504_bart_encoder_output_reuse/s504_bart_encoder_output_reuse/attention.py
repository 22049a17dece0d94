from dataclasses import dataclass

import torch
import torch.nn as nn

from .encoder_reuse import CROSS_KV_PROVIDERS


@dataclass
class BartAttentionConfig:
    d_model: int = 16
    decoder_attention_heads: int = 2
    attention_dropout: float = 0.0
    cross_kv_mode: str = "reuse"


class BartCrossAttention(nn.Module):
    def __init__(self, config: BartAttentionConfig):
        super().__init__()
        self.embed_dim = config.d_model
        self.num_heads = config.decoder_attention_heads
        self.head_dim = self.embed_dim // self.num_heads
        self.scaling = self.head_dim**-0.5
        self.q_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.k_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.v_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.out_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.kv_provider = CROSS_KV_PROVIDERS[config.cross_kv_mode]()

    def _split(self, x):
        bsz, seq, _ = x.shape
        return x.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states, encoder_hidden_states, encoder_attention_mask):
        bsz, tgt_len, _ = hidden_states.shape
        query = self._split(self.q_proj(hidden_states) * self.scaling)
        key, value = self.kv_provider.get(encoder_hidden_states, self.k_proj, self.v_proj)
        key, value = self._split(key), self._split(value)
        scores = query @ key.transpose(-1, -2)
        mask = (1.0 - encoder_attention_mask[:, None, None, :].to(scores.dtype)) * torch.finfo(scores.dtype).min
        probs = torch.softmax(scores + mask, dim=-1)
        out = (probs @ value).transpose(1, 2).reshape(bsz, tgt_len, self.embed_dim)
        return self.out_proj(out)
