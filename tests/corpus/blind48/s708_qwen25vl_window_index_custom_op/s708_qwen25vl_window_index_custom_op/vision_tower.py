import torch
import torch.nn as nn
import torch.nn.functional as F

from .ops import window_index  # noqa: F401


class WindowAttentionBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.norm1 = nn.RMSNorm(dim, eps=1e-6)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.RMSNorm(dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.SiLU(), nn.Linear(2 * dim, dim))

    def forward(self, x: torch.Tensor, attn_mask: torch.Tensor) -> torch.Tensor:
        seq, dim = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(seq, 3, self.num_heads, -1).permute(1, 2, 0, 3)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
        x = x + self.proj(out.permute(1, 0, 2).reshape(seq, dim))
        return x + self.mlp(self.norm2(x))


class Qwen25VisionTower(nn.Module):
    def __init__(self, patch_dim: int = 12, dim: int = 32, num_heads: int = 4, depth: int = 2,
                 spatial_merge_size: int = 2, window_size: int = 8, patch_size: int = 2):
        super().__init__()
        self.spatial_merge_size = spatial_merge_size
        self.spatial_merge_unit = spatial_merge_size**2
        self.window_merge_size = window_size // spatial_merge_size // patch_size
        self.patch_embed = nn.Linear(patch_dim, dim, bias=False)
        self.blocks = nn.ModuleList(WindowAttentionBlock(dim, num_heads) for _ in range(depth))
        self.merger = nn.Linear(dim * self.spatial_merge_unit, dim)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values)
        seq, dim = x.shape
        num_merged = seq // self.spatial_merge_unit
        win_index, win_ids = torch.ops.blind48_s708.window_index(
            grid_thw, num_merged, self.window_merge_size, self.spatial_merge_size
        )
        x = x.view(num_merged, self.spatial_merge_unit, dim)[win_index].reshape(seq, dim)
        token_win = win_ids.repeat_interleave(self.spatial_merge_unit)
        attn_mask = token_win.unsqueeze(0) == token_win.unsqueeze(1)
        for blk in self.blocks:
            x = blk(x, attn_mask)
        merged = self.merger(x.view(num_merged, -1))
        reverse = torch.argsort(win_index)
        return merged[reverse]


class VisionRunner:
    def __init__(self):
        self.tower = Qwen25VisionTower().eval()
        self.forward_vision = torch.compile(self._forward_vision, fullgraph=True)

    def _forward_vision(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        with torch.inference_mode():
            return self.tower(pixel_values, grid_thw)


runner = VisionRunner()
