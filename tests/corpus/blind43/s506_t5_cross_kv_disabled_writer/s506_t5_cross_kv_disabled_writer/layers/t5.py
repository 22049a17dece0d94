import torch
import torch.nn as nn
import torch.nn.functional as F

from .base import CrossAttentionBase


class T5CrossAttention(CrossAttentionBase):
    def __init__(self, layer_id, pool, d_model=16, n_heads=2, d_kv=8):
        super().__init__(layer_id, pool)
        self.n_heads, self.d_kv = n_heads, d_kv
        self.q = nn.Linear(d_model, n_heads * d_kv, bias=False)
        self.k = nn.Linear(d_model, n_heads * d_kv, bias=False)
        self.v = nn.Linear(d_model, n_heads * d_kv, bias=False)
        self.o = nn.Linear(n_heads * d_kv, d_model, bias=False)

    def project_encoder(self, encoder_hidden_states):
        b, s, _ = encoder_hidden_states.shape
        key = self.k(encoder_hidden_states).view(b, s, self.n_heads, self.d_kv)
        value = self.v(encoder_hidden_states).view(b, s, self.n_heads, self.d_kv)
        return key, value

    def forward(self, hidden_states, encoder_hidden_states, slot_mapping, is_prefill=True):
        b, t, _ = hidden_states.shape
        key, value = self.cross_kv(encoder_hidden_states, slot_mapping, is_prefill)
        q = self.q(hidden_states).view(b, t, self.n_heads, self.d_kv).transpose(1, 2)
        # T5 does not scale the attention logits
        out = F.scaled_dot_product_attention(q, key.transpose(1, 2), value.transpose(1, 2), scale=1.0)
        return self.o(out.transpose(1, 2).reshape(b, t, -1))
