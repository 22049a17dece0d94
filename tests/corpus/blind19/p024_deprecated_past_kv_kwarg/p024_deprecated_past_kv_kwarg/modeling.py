import torch
from torch import nn

from .cache import DynamicCache
from .utils import deprecate_kwarg

HIDDEN, HEADS, LAYERS = 16, 2, 2


class MistralLiteAttention(nn.Module):
    def __init__(self, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.head_dim = HIDDEN // HEADS
        self.qkv_proj = nn.Linear(HIDDEN, 3 * HIDDEN, bias=False)
        self.o_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)

    @deprecate_kwarg("past_key_value", new_name="past_key_values", version="4.58")
    def forward(self, hidden_states, attention_mask=None, past_key_values=None):
        b, s, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).view(b, s, 3, HEADS, self.head_dim).unbind(2)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask,
                                                               is_causal=attention_mask is None and s > 1)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, HIDDEN))


class MistralLiteDecoderLayer(nn.Module):
    def __init__(self, layer_idx: int):
        super().__init__()
        self.self_attn = MistralLiteAttention(layer_idx)
        self.input_layernorm = nn.RMSNorm(HIDDEN)
        self.post_attention_layernorm = nn.RMSNorm(HIDDEN)
        self.mlp = nn.Sequential(nn.Linear(HIDDEN, 2 * HIDDEN), nn.SiLU(), nn.Linear(2 * HIDDEN, HIDDEN))

    def forward(self, hidden_states, attention_mask=None, past_key_value=None):
        # TODO: rename to past_key_values once the downstream adapters migrate
        attn_out = self.self_attn(self.input_layernorm(hidden_states), attention_mask=attention_mask,
                                  past_key_value=past_key_value)
        hidden_states = hidden_states + attn_out
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class MistralLiteModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(MistralLiteDecoderLayer(i) for i in range(LAYERS))
        self.norm = nn.RMSNorm(HIDDEN)

    def forward(self, hidden_states, past_key_values=None):
        for layer in self.layers:
            hidden_states = layer(hidden_states, past_key_value=past_key_values)
        return self.norm(hidden_states)


_model = MistralLiteModel().eval()


def prefill(hidden_states: torch.Tensor):
    cache = DynamicCache(LAYERS)
    out = _model(hidden_states, past_key_values=cache)
    return out, cache.key_cache[0]


compiled_prefill = torch.compile(prefill, fullgraph=True)
