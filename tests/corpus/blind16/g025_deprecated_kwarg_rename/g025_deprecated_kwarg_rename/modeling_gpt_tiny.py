from types import SimpleNamespace

import torch
from torch import nn

from .utils.deprecation import deprecate_kwarg


class GPTAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.heads = config.n_head
        self.c_attn = nn.Linear(config.n_embd, 3 * config.n_embd)
        self.c_proj = nn.Linear(config.n_embd, config.n_embd)

    @deprecate_kwarg("layer_past", version="5.0", new_name="past_key_values")
    def forward(self, hidden_states, past_key_values=None, use_cache=False):
        b, s, d = hidden_states.shape
        q, k, v = self.c_attn(hidden_states).view(b, s, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        if past_key_values is not None:
            k = torch.cat([past_key_values[0], k], dim=-2)
            v = torch.cat([past_key_values[1], v], dim=-2)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        present = (k, v) if use_cache else None
        return self.c_proj(out.transpose(1, 2).reshape(b, s, d)), present


class GPTMLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.c_fc = nn.Linear(config.n_embd, 4 * config.n_embd)
        self.c_proj = nn.Linear(4 * config.n_embd, config.n_embd)

    def forward(self, x):
        return self.c_proj(nn.functional.gelu(self.c_fc(x), approximate="tanh"))


class GPTBlock(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.ln_1 = nn.LayerNorm(config.n_embd)
        self.attn = GPTAttention(config)
        self.ln_2 = nn.LayerNorm(config.n_embd)
        self.mlp = GPTMLP(config)

    def forward(self, hidden_states, layer_past=None, use_cache=False):
        # this block was never updated to the new argument name
        attn_out, present = self.attn(self.ln_1(hidden_states), layer_past=layer_past, use_cache=use_cache)
        hidden_states = hidden_states + attn_out
        return hidden_states + self.mlp(self.ln_2(hidden_states)), present


class GPTModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.h = nn.ModuleList(GPTBlock(config) for _ in range(config.n_layer))
        self.ln_f = nn.LayerNorm(config.n_embd)

    def forward(self, inputs_embeds):
        hidden_states = inputs_embeds
        for block in self.h:
            hidden_states, _ = block(hidden_states)
        return self.ln_f(hidden_states)


config = SimpleNamespace(n_embd=8, n_head=2, n_layer=2)
model = GPTModel(config).eval()
compiled = torch.compile(model, fullgraph=True)
