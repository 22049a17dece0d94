from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .rotary import VisionRotaryEmbedding, apply_rotary_pos_emb_vision


@dataclass(frozen=True)
class VisionConfig:
    embed_dim: int = 32
    num_heads: int = 4
    depth: int = 2
    in_channels: int = 3
    patch_size: int = 2
    temporal_patch_size: int = 1
    spatial_merge_size: int = 2


class PatchEmbed(nn.Module):
    def __init__(self, cfg: VisionConfig):
        super().__init__()
        self.cfg = cfg
        k = (cfg.temporal_patch_size, cfg.patch_size, cfg.patch_size)
        self.proj = nn.Conv3d(cfg.in_channels, cfg.embed_dim, kernel_size=k, stride=k, bias=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        c = self.cfg
        x = pixel_values.view(-1, c.in_channels, c.temporal_patch_size, c.patch_size, c.patch_size)
        return self.proj(x).view(-1, c.embed_dim)


class VisionAttention(nn.Module):
    def __init__(self, cfg: VisionConfig):
        super().__init__()
        self.num_heads = cfg.num_heads
        self.head_dim = cfg.embed_dim // cfg.num_heads
        self.qkv = nn.Linear(cfg.embed_dim, 3 * cfg.embed_dim)
        self.proj = nn.Linear(cfg.embed_dim, cfg.embed_dim)

    def forward(self, x: torch.Tensor, rotary_pos_emb: torch.Tensor) -> torch.Tensor:
        seq = x.shape[0]
        q, k, v = self.qkv(x).view(seq, 3, self.num_heads, self.head_dim).unbind(1)
        q = apply_rotary_pos_emb_vision(q, rotary_pos_emb)
        k = apply_rotary_pos_emb_vision(k, rotary_pos_emb)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1))
        return self.proj(out.transpose(0, 1).reshape(seq, -1))


class VisionBlock(nn.Module):
    def __init__(self, cfg: VisionConfig):
        super().__init__()
        self.norm1 = nn.LayerNorm(cfg.embed_dim, eps=1e-6)
        self.norm2 = nn.LayerNorm(cfg.embed_dim, eps=1e-6)
        self.attn = VisionAttention(cfg)
        self.mlp = nn.Sequential(nn.Linear(cfg.embed_dim, 4 * cfg.embed_dim), nn.GELU(), nn.Linear(4 * cfg.embed_dim, cfg.embed_dim))

    def forward(self, x: torch.Tensor, rotary_pos_emb: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x), rotary_pos_emb)
        return x + self.mlp(self.norm2(x))


class Qwen2VisionTransformer(nn.Module):
    def __init__(self, cfg: VisionConfig, image_grid: tuple[tuple[int, int, int], ...]):
        super().__init__()
        self.cfg = cfg
        # grids of the images in the current batch, (t, h, w) in patches, fixed per engine bucket
        self.image_grid = image_grid
        self.patch_embed = PatchEmbed(cfg)
        head_dim = cfg.embed_dim // cfg.num_heads
        self.rotary_pos_emb = VisionRotaryEmbedding(head_dim // 2)
        self.blocks = nn.ModuleList(VisionBlock(cfg) for _ in range(cfg.depth))

    def rot_pos_emb(self) -> torch.Tensor:
        m = self.cfg.spatial_merge_size
        pos_ids = []
        for t, h, w in self.image_grid:
            hpos = torch.arange(h).unsqueeze(1).expand(-1, w)
            hpos = hpos.reshape(h // m, m, w // m, m).permute(0, 2, 1, 3).flatten()
            wpos = torch.arange(w).unsqueeze(0).expand(h, -1)
            wpos = wpos.reshape(h // m, m, w // m, m).permute(0, 2, 1, 3).flatten()
            pos_ids.append(torch.stack([hpos, wpos], dim=-1).repeat(t, 1))
        pos_ids = torch.cat(pos_ids, dim=0)
        max_grid_size = max(max(h, w) for _, h, w in self.image_grid)
        rotary_pos_emb_full = self.rotary_pos_emb(max_grid_size)
        return rotary_pos_emb_full[pos_ids].flatten(1)

    @torch.compile(fullgraph=True)
    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embed(pixel_values)
        rotary_pos_emb = self.rot_pos_emb()
        for blk in self.blocks:
            hidden_states = blk(hidden_states, rotary_pos_emb)
        return hidden_states
