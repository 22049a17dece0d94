import torch
from torch import nn

from .merger import PatchMerger
from .rotary import VisionRotaryEmbedding, apply_rotary_pos_emb_vision


class VisionBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * 2), nn.GELU(), nn.Linear(dim * 2, dim))

    def attn(self, x: torch.Tensor, rotary_pos_emb: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        q, k, v = self.qkv(x).reshape(seq_len, 3, self.num_heads, -1).permute(1, 0, 2, 3).unbind(0)
        q = apply_rotary_pos_emb_vision(q, rotary_pos_emb)
        k = apply_rotary_pos_emb_vision(k, rotary_pos_emb)
        out = nn.functional.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1)
        )
        return self.proj(out.transpose(0, 1).reshape(seq_len, -1))

    def forward(self, x: torch.Tensor, rotary_pos_emb: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x), rotary_pos_emb)
        return x + self.mlp(self.norm2(x))


class VisionTransformerBase(nn.Module):
    spatial_merge_size: int = 2

    def _validate_grid_thw(self, grid_thw: torch.Tensor) -> None:
        if grid_thw.dim() != 2 or grid_thw.shape[-1] != 3:
            raise ValueError(f"grid_thw must be [num_images, 3], got {tuple(grid_thw.shape)}")
        if (grid_thw[:, 1:] % self.spatial_merge_size != 0).any():
            raise ValueError(
                f"patch grid must be divisible by spatial_merge_size={self.spatial_merge_size}"
            )

    def rot_pos_emb(self, grid_thw: torch.Tensor) -> torch.Tensor:
        self._validate_grid_thw(grid_thw)
        pos_ids = []
        for t, h, w in grid_thw:
            hpos_ids = torch.arange(h).unsqueeze(1).expand(-1, w)
            hpos_ids = hpos_ids.reshape(
                h // self.spatial_merge_size,
                self.spatial_merge_size,
                w // self.spatial_merge_size,
                self.spatial_merge_size,
            ).permute(0, 2, 1, 3).flatten()
            wpos_ids = torch.arange(w).unsqueeze(0).expand(h, -1)
            wpos_ids = wpos_ids.reshape(
                h // self.spatial_merge_size,
                self.spatial_merge_size,
                w // self.spatial_merge_size,
                self.spatial_merge_size,
            ).permute(0, 2, 1, 3).flatten()
            pos_ids.append(torch.stack([hpos_ids, wpos_ids], dim=-1).repeat(t, 1))
        pos_ids = torch.cat(pos_ids, dim=0)
        max_grid_size = grid_thw[:, 1:].max()
        rotary_pos_emb_full = self.rotary_pos_emb(max_grid_size)
        return rotary_pos_emb_full[pos_ids].flatten(1)


class Qwen2VisionTransformer(VisionTransformerBase):
    def __init__(self, patch_dim: int = 12, embed_dim: int = 16, num_heads: int = 2,
                 depth: int = 2, out_hidden_size: int = 24) -> None:
        super().__init__()
        self.patch_embed = nn.Linear(patch_dim, embed_dim, bias=False)
        head_dim = embed_dim // num_heads
        self.rotary_pos_emb = VisionRotaryEmbedding(head_dim // 2)
        self.blocks = nn.ModuleList([VisionBlock(embed_dim, num_heads) for _ in range(depth)])
        self.merger = PatchMerger(out_hidden_size, embed_dim, self.spatial_merge_size)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values)
        rotary_pos_emb = self.rot_pos_emb(grid_thw)
        for blk in self.blocks:
            x = blk(x, rotary_pos_emb)
        return self.merger(x)


_visual = Qwen2VisionTransformer().eval()
encode_vision = torch.compile(_visual.forward, fullgraph=True)
