import torch
import torch.nn as nn
import torch.nn.functional as F

from .rotary import Qwen2VisionRotaryEmbedding, apply_rotary_pos_emb_vision


class Qwen2VisionPatchEmbed(nn.Module):
    def __init__(self, patch_size: int = 2, temporal_patch_size: int = 2, in_channels: int = 3, embed_dim: int = 16):
        super().__init__()
        self.patch_size = patch_size
        self.temporal_patch_size = temporal_patch_size
        self.in_channels = in_channels
        self.embed_dim = embed_dim
        kernel_size = (temporal_patch_size, patch_size, patch_size)
        self.proj = nn.Conv3d(in_channels, embed_dim, kernel_size=kernel_size, stride=kernel_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.view(-1, self.in_channels, self.temporal_patch_size, self.patch_size, self.patch_size)
        return self.proj(x.to(dtype=self.proj.weight.dtype)).view(-1, self.embed_dim)


class Qwen2VisionBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * 2), nn.GELU(), nn.Linear(dim * 2, dim))

    def forward(self, x: torch.Tensor, rotary_pos_emb: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        q, k, v = self.qkv(self.norm1(x)).reshape(seq_len, 3, self.num_heads, -1).unbind(1)
        q = apply_rotary_pos_emb_vision(q, rotary_pos_emb)
        k = apply_rotary_pos_emb_vision(k, rotary_pos_emb)
        attn = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1))
        x = x + self.proj(attn.transpose(0, 1).reshape(seq_len, -1))
        return x + self.mlp(self.norm2(x))


class Qwen2VisionTransformer(nn.Module):
    def __init__(self, embed_dim: int = 16, num_heads: int = 2, depth: int = 2, spatial_merge_size: int = 2):
        super().__init__()
        self.spatial_merge_size = spatial_merge_size
        self.patch_embed = Qwen2VisionPatchEmbed(embed_dim=embed_dim)
        head_dim = embed_dim // num_heads
        self.rotary_pos_emb = Qwen2VisionRotaryEmbedding(head_dim // 2)
        self.blocks = nn.ModuleList([Qwen2VisionBlock(embed_dim, num_heads) for _ in range(depth)])

    def rot_pos_emb(self, grid_thw: torch.Tensor, pos_ids: torch.Tensor) -> torch.Tensor:
        max_grid_size = grid_thw[:, 1:].max()
        rotary_pos_emb_full = self.rotary_pos_emb(max_grid_size)
        return rotary_pos_emb_full[pos_ids].flatten(1)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor, pos_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embed(pixel_values)
        rotary_pos_emb = self.rot_pos_emb(grid_thw, pos_ids)
        for blk in self.blocks:
            hidden_states = blk(hidden_states, rotary_pos_emb)
        return hidden_states
