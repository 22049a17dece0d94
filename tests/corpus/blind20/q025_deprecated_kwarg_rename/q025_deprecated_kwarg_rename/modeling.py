import torch
import torch.nn.functional as F
from torch import nn

from .utils import deprecate_kwarg


class GemmaStyleMLP(nn.Module):
    def __init__(self, hidden, inter):
        super().__init__()
        self.gate_proj = nn.Linear(hidden, inter, bias=False)
        self.up_proj = nn.Linear(hidden, inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        return self.down_proj(F.gelu(self.gate_proj(x), approximate="tanh") * self.up_proj(x))


class GemmaStyleAttention(nn.Module):
    def __init__(self, hidden, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    @deprecate_kwarg("past_key_value", new_name="past_key_values", version="4.58")
    def forward(self, hidden_states, attention_mask=None, past_key_values=None):
        b, s, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).view(b, s, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        if past_key_values is not None:
            k = torch.cat([past_key_values[0], k], dim=2)
            v = torch.cat([past_key_values[1], v], dim=2)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, is_causal=attention_mask is None)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class GemmaStyleDecoderLayer(nn.Module):
    def __init__(self, hidden=16, num_heads=2):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(hidden)
        self.self_attn = GemmaStyleAttention(hidden, num_heads)
        self.post_attention_layernorm = nn.RMSNorm(hidden)
        self.mlp = GemmaStyleMLP(hidden, 4 * hidden)

    def forward(self, hidden_states, past_key_values=None):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        # ported from the 4.4x layer code, which still spells the cache kwarg the old way
        hidden_states = self.self_attn(hidden_states, past_key_value=past_key_values)
        hidden_states = residual + hidden_states
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


compiled_layer = torch.compile(GemmaStyleDecoderLayer().eval(), fullgraph=True)
