import functools
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache_utils import DynamicCache


@functools.lru_cache(maxsize=8)
def rope_inv_freq(head_dim: int, base: float) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))


def rotate(x: torch.Tensor, position_ids: torch.Tensor, base: float = 10000.0) -> torch.Tensor:
    freqs = position_ids[:, None, :, None].float() * rope_inv_freq(x.shape[-1], base)
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat([x1 * freqs.cos() - x2 * freqs.sin(), x2 * freqs.cos() + x1 * freqs.sin()], dim=-1)


class Attention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, x, position_ids, past_key_values: Optional[DynamicCache]):
        b, s, d = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.num_heads, d // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k = rotate(q, position_ids), rotate(k, position_ids)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=s > 1)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, d))


class TinyLM(nn.Module):
    def __init__(self, vocab_size=40, hidden_size=16, num_heads=2, num_layers=2):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.layers = nn.ModuleList(Attention(hidden_size, num_heads, i) for i in range(num_layers))
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def prepare_inputs_for_generation(self, input_ids, past_key_values=None, cache_position=None):
        past_length = past_key_values.get_seq_length() if past_key_values is not None else 0
        if cache_position is None:
            cache_position = torch.arange(past_length, past_length + input_ids.shape[1], device=input_ids.device)
        position_ids = cache_position.unsqueeze(0).expand(input_ids.shape[0], -1)
        return {"input_ids": input_ids, "position_ids": position_ids, "past_key_values": past_key_values}

    def forward(self, input_ids, position_ids, past_key_values=None):
        h = self.embed_tokens(input_ids)
        for layer in self.layers:
            h = h + layer(h, position_ids, past_key_values)
        return self.lm_head(h)


model = TinyLM().eval()


def decode_step(input_ids: torch.Tensor, past_key_values: DynamicCache) -> torch.Tensor:
    model_inputs = model.prepare_inputs_for_generation(input_ids, past_key_values=past_key_values)
    logits = model(**model_inputs)
    return logits[:, -1].argmax(-1, keepdim=True)


step = torch.compile(decode_step, fullgraph=True)
