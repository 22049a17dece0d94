"""DINO-style backbone with register tokens and fixed sin-cos positions."""
from dataclasses import dataclass

import torch
import torch.nn as nn

from .layers import Block, KwargsFilterMixin
from .pos_embed import sincos_2d


@dataclass(frozen=True)
class BackboneConfig:
    patch_size: int = 8
    embed_dim: int = 32
    depth: int = 2
    num_heads: int = 4
    num_register_tokens: int = 2


class DinoBackbone(KwargsFilterMixin, nn.Module):
    def __init__(self, cfg: BackboneConfig):
        super().__init__()
        self.cfg = cfg
        self.patch_embed = nn.Conv2d(3, cfg.embed_dim, cfg.patch_size, cfg.patch_size)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, cfg.embed_dim))
        self.register_tokens = nn.Parameter(torch.zeros(1, cfg.num_register_tokens, cfg.embed_dim))
        self.blocks = nn.ModuleList(Block(cfg.embed_dim, cfg.num_heads) for _ in range(cfg.depth))
        self.norm = nn.LayerNorm(cfg.embed_dim, eps=1e-6)
        self._pos_cache = {}

    def _pos_embed_for(self, grid_h: int, grid_w: int, ref: torch.Tensor) -> torch.Tensor:
        key = (grid_h, grid_w, ref.dtype)
        if key not in self._pos_cache:
            self._pos_cache[key] = sincos_2d(self.cfg.embed_dim, grid_h, grid_w).to(ref)
        return self._pos_cache[key]

    def prepare_tokens(self, pixel_values):
        b, _, h, w = pixel_values.shape
        gh, gw = h // self.cfg.patch_size, w // self.cfg.patch_size
        x = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        x = x + self._pos_embed_for(gh, gw, x)
        return torch.cat([self.cls_token.expand(b, -1, -1), self.register_tokens.expand(b, -1, -1), x], dim=1)

    def forward_features(self, pixel_values, **block_kwargs):
        x = self.prepare_tokens(pixel_values)
        for blk in self.blocks:
            x = blk(x, **self.filter_kwargs(blk.forward, block_kwargs))
        x = self.norm(x)
        n_reg = self.cfg.num_register_tokens
        return {
            "x_norm_clstoken": x[:, 0],
            "x_norm_regtokens": x[:, 1 : n_reg + 1],
            "x_norm_patchtokens": x[:, n_reg + 1 :],
        }
