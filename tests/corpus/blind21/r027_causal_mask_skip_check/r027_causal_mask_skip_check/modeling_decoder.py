from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache_utils import StaticCache
from .masking_utils import CausalMaskBuilder


@dataclass
class DecoderConfig:
    hidden_size: int = 16
    num_heads: int = 2
    num_layers: int = 2
    max_cache_len: int = 8
    max_batch_size: int = 1


class Attention(nn.Module):
    def __init__(self, config: DecoderConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, h, mask, cache: StaticCache, cache_position):
        b, s, _ = h.shape
        q, k, v = self.qkv(h).view(b, s, 3, self.num_heads, -1).permute(2, 0, 3, 1, 4)
        k, v = cache.update(k, v, self.layer_idx, cache_position)
        if mask is None:
            out = F.scaled_dot_product_attention(q, k[:, :, :s], v[:, :, :s], is_causal=True)
        else:
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class DecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.attn = Attention(config, layer_idx)
        self.ln1 = nn.LayerNorm(config.hidden_size)
        self.ln2 = nn.LayerNorm(config.hidden_size)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.GELU(),
                                 nn.Linear(4 * config.hidden_size, config.hidden_size))

    def forward(self, h, mask, cache, cache_position):
        h = h + self.attn(self.ln1(h), mask, cache, cache_position)
        return h + self.mlp(self.ln2(h))


class DecoderModel(nn.Module):
    def __init__(self, config: DecoderConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(DecoderLayer(config, i) for i in range(config.num_layers))
        self.norm = nn.LayerNorm(config.hidden_size)
        self.mask_builder = CausalMaskBuilder(config.max_cache_len)
        self.cache = StaticCache(config.num_layers, config.max_batch_size, config.num_heads,
                                 config.max_cache_len, config.hidden_size // config.num_heads)

    @torch.compile(fullgraph=True)
    def forward(self, inputs_embeds, attention_mask, cache_position):
        mask = self.mask_builder(attention_mask, cache_position, self.cache.get_max_cache_shape())
        h = inputs_embeds
        for layer in self.layers:
            h = layer(h, mask, self.cache, cache_position)
        return self.norm(h)
