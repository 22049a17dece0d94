import torch
import torch.nn as nn
import torch.nn.functional as F

from .metrics import encoder_timer
from .vision_utils import block_diagonal_mask, compute_cu_seqlens


class VisionAttention(nn.Module):
    def __init__(self, dim: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor, attn_mask: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        q, k, v = self.qkv(x).reshape(seq_len, 3, self.num_heads, -1).permute(1, 2, 0, 3).unbind(0)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask[None])
        return self.proj(out.permute(1, 0, 2).reshape(seq_len, -1))


class VisionBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = VisionAttention(dim, num_heads)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(approximate="tanh"), nn.Linear(4 * dim, dim))

    def forward(self, x: torch.Tensor, attn_mask: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x), attn_mask)
        return x + self.mlp(self.norm2(x))


class PatchMerger(nn.Module):
    def __init__(self, dim: int, context_dim: int, spatial_merge_size: int = 2):
        super().__init__()
        self.hidden_size = context_dim * spatial_merge_size**2
        self.ln_q = nn.LayerNorm(context_dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(self.hidden_size, self.hidden_size), nn.GELU(), nn.Linear(self.hidden_size, dim))

    @encoder_timer.track("vit.merger")
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp(self.ln_q(x).view(-1, self.hidden_size))


class Qwen2VisionModel(nn.Module):
    def __init__(self, in_dim: int = 24, embed_dim: int = 16, out_dim: int = 32, depth: int = 2, num_heads: int = 2):
        super().__init__()
        self.patch_embed = nn.Linear(in_dim, embed_dim, bias=False)
        self.blocks = nn.ModuleList([VisionBlock(embed_dim, num_heads) for _ in range(depth)])
        self.merger = PatchMerger(out_dim, embed_dim)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embed(pixel_values)
        cu_seqlens = compute_cu_seqlens(grid_thw)
        attn_mask = block_diagonal_mask(cu_seqlens, hidden_states.shape[0])
        for blk in self.blocks:
            hidden_states = blk(hidden_states, attn_mask)
        return self.merger(hidden_states)


@torch.compile(fullgraph=True, dynamic=False)
def run_vision_tower(model: Qwen2VisionModel, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
    return model(pixel_values, grid_thw)
