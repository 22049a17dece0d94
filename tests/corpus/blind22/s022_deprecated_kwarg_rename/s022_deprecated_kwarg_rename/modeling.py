import torch
from torch import nn
import torch.nn.functional as F

from .utils import deprecate_kwarg


class SelfAttention(nn.Module):
    def __init__(self, hidden_size, num_heads, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.q_proj = nn.Linear(hidden_size, hidden_size)
        self.k_proj = nn.Linear(hidden_size, hidden_size)
        self.v_proj = nn.Linear(hidden_size, hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)

    def _shape(self, x):
        bsz, seq, _ = x.shape
        return x.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    @deprecate_kwarg("past_key_value", new_name="past_key_values", version="4.58")
    def forward(self, hidden_states, past_key_values=None):
        q = self._shape(self.q_proj(hidden_states))
        k = self._shape(self.k_proj(hidden_states))
        v = self._shape(self.v_proj(hidden_states))
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        out = F.scaled_dot_product_attention(q, k, v)
        bsz, _, seq, _ = out.shape
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq, -1))


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size, num_heads, layer_idx):
        super().__init__()
        self.ln_1 = nn.LayerNorm(hidden_size)
        self.self_attn = SelfAttention(hidden_size, num_heads, layer_idx)
        self.ln_2 = nn.LayerNorm(hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 64), nn.GELU(), nn.Linear(64, hidden_size))

    def forward(self, hidden_states, past_key_values=None):
        # written against the old attention signature
        attn_out = self.self_attn(self.ln_1(hidden_states), past_key_value=past_key_values)
        hidden_states = hidden_states + attn_out
        return hidden_states + self.mlp(self.ln_2(hidden_states))


class Decoder(nn.Module):
    def __init__(self, hidden_size=32, num_heads=4, num_layers=2):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(hidden_size, num_heads, i) for i in range(num_layers))
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states, past_key_values=None):
        for layer in self.layers:
            hidden_states = layer(hidden_states, past_key_values=past_key_values)
        return self.norm(hidden_states)
