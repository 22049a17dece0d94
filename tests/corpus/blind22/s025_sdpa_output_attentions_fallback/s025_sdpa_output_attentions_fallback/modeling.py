import torch
from torch import nn

from .attention import ALL_ATTENTION_FUNCTIONS


class EncoderConfig:
    def __init__(self, hidden_size=16, num_heads=2, num_layers=2, attn_implementation="sdpa", output_attentions=False):
        if attn_implementation not in ALL_ATTENTION_FUNCTIONS.valid_keys():
            raise ValueError(f"unknown attn_implementation {attn_implementation!r}")
        self.hidden_size = hidden_size
        self.num_heads = num_heads
        self.num_layers = num_layers
        self._attn_implementation = attn_implementation
        self.output_attentions = output_attentions

    @property
    def head_dim(self):
        return self.hidden_size // self.num_heads


def lengths_to_additive_mask(lengths, max_len, dtype):
    keep = torch.arange(max_len, device=lengths.device)[None, :] < lengths[:, None]
    mask = torch.zeros(keep.shape, dtype=dtype, device=lengths.device)
    mask = mask.masked_fill(~keep, torch.finfo(dtype).min)
    return mask[:, None, None, :]


class SelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.num_heads = config.num_heads
        self.head_dim = config.head_dim
        self.scaling = self.head_dim**-0.5
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states, attention_mask, **kwargs):
        bsz, seq, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(bsz, seq, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        attention_interface = ALL_ATTENTION_FUNCTIONS[self.config._attn_implementation]
        attn_output, attn_weights = attention_interface(self, q, k, v, attention_mask, self.scaling, **kwargs)
        return self.out(attn_output.reshape(bsz, seq, -1)), attn_weights


class Encoder(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(SelfAttention(config) for _ in range(config.num_layers))
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states, lengths, output_attentions=None):
        if output_attentions is None:
            output_attentions = self.config.output_attentions
        mask = lengths_to_additive_mask(lengths, hidden_states.shape[1], hidden_states.dtype)
        all_attn = ()
        for layer in self.layers:
            attn_out, weights = layer(hidden_states, mask, output_attentions=output_attentions)
            hidden_states = hidden_states + attn_out
            if output_attentions:
                all_attn += (weights,)
        return self.norm(hidden_states), all_attn
