from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .rotary import VisionRotaryEmbedding, apply_rotary_pos_emb_vision
from .vision_utils import compute_cu_seqlens, compute_vision_pos_ids


@dataclass
class VisionConfig:
    in_channels: int = 3
    patch_size: int = 2
    temporal_patch_size: int = 2
    embed_dim: int = 16
    num_heads: int = 2
    depth: int = 2
    spatial_merge_size: int = 2
    hidden_size: int = 24


class VisionAttention(nn.Module):
    def __init__(self, dim: int, num_heads: int) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor, cu_seqlens: torch.Tensor, rotary_pos_emb: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        q, k, v = self.qkv(x).reshape(seq_len, 3, self.num_heads, -1).permute(1, 0, 2, 3).unbind(0)
        q = apply_rotary_pos_emb_vision(q, rotary_pos_emb)
        k = apply_rotary_pos_emb_vision(k, rotary_pos_emb)
        attention_mask = torch.zeros(1, seq_len, seq_len, dtype=torch.bool, device=x.device)
        seg_ids = torch.searchsorted(cu_seqlens[1:], torch.arange(seq_len, device=x.device), right=True)
        attention_mask = attention_mask | (seg_ids[:, None] == seg_ids[None, :])
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.proj(out.transpose(0, 1).reshape(seq_len, -1))


class VisionBlock(nn.Module):
    def __init__(self, config: VisionConfig) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(config.embed_dim, eps=1e-6)
        self.norm2 = nn.LayerNorm(config.embed_dim, eps=1e-6)
        self.attn = VisionAttention(config.embed_dim, config.num_heads)
        self.mlp = nn.Sequential(nn.Linear(config.embed_dim, 4 * config.embed_dim), nn.GELU(), nn.Linear(4 * config.embed_dim, config.embed_dim))

    def forward(self, x, cu_seqlens, rotary_pos_emb):
        x = x + self.attn(self.norm1(x), cu_seqlens=cu_seqlens, rotary_pos_emb=rotary_pos_emb)
        return x + self.mlp(self.norm2(x))


class PatchMerger(nn.Module):
    def __init__(self, config: VisionConfig) -> None:
        super().__init__()
        self.hidden = config.embed_dim * config.spatial_merge_size**2
        self.ln_q = nn.LayerNorm(config.embed_dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(self.hidden, self.hidden), nn.GELU(), nn.Linear(self.hidden, config.hidden_size))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp(self.ln_q(x).view(-1, self.hidden))


class Qwen2VisionTransformer(nn.Module):
    def __init__(self, config: VisionConfig) -> None:
        super().__init__()
        self.config = config
        self.spatial_merge_size = config.spatial_merge_size
        patch_dim = config.in_channels * config.temporal_patch_size * config.patch_size**2
        self.patch_embed = nn.Linear(patch_dim, config.embed_dim, bias=False)
        head_dim = config.embed_dim // config.num_heads
        self.rotary_pos_emb = VisionRotaryEmbedding(head_dim // 2)
        self.blocks = nn.ModuleList([VisionBlock(config) for _ in range(config.depth)])
        self.merger = PatchMerger(config)

    def rot_pos_emb(self, grid_thw: torch.Tensor) -> torch.Tensor:
        pos_ids = compute_vision_pos_ids(grid_thw, self.spatial_merge_size)
        max_grid_size = grid_thw[:, 1:].max()
        rotary_pos_emb_full = self.rotary_pos_emb(max_grid_size)
        return rotary_pos_emb_full[pos_ids].flatten(1)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embed(pixel_values)
        rotary_pos_emb = self.rot_pos_emb(grid_thw)
        cu_seqlens = compute_cu_seqlens(grid_thw)
        for blk in self.blocks:
            hidden_states = blk(hidden_states, cu_seqlens=cu_seqlens, rotary_pos_emb=rotary_pos_emb)
        return self.merger(hidden_states)


visual = Qwen2VisionTransformer(VisionConfig()).eval()
visual_forward = torch.compile(visual, fullgraph=True)
