import torch
import torch.nn as nn
import torch.nn.functional as F

from .registry import get_token_counter


class PatchMerger(nn.Module):
    def __init__(self, dim: int, context_dim: int, spatial_merge_size: int = 2):
        super().__init__()
        self.hidden_size = context_dim * spatial_merge_size**2
        self.ln_q = nn.LayerNorm(context_dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(self.hidden_size, self.hidden_size), nn.GELU(), nn.Linear(self.hidden_size, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp(self.ln_q(x).view(-1, self.hidden_size))


class Qwen2VLVisionEncoder(nn.Module):
    model_type = "qwen2_vl"

    def __init__(self, patch_dim: int = 12, embed_dim: int = 16, out_dim: int = 32, spatial_merge_size: int = 2):
        super().__init__()
        self.spatial_merge_size = spatial_merge_size
        self.patch_proj = nn.Linear(patch_dim, embed_dim, bias=False)
        self.block = nn.TransformerEncoderLayer(embed_dim, 2, 32, batch_first=True, norm_first=True)
        self.merger = PatchMerger(out_dim, embed_dim, spatial_merge_size)
        self.count_tokens = get_token_counter(self.model_type)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        hidden = self.block(self.patch_proj(pixel_values).unsqueeze(0)).squeeze(0)
        return self.merger(hidden)


def encode_images(encoder: Qwen2VLVisionEncoder, pixel_values: torch.Tensor, grid_thw: torch.Tensor):
    """Run the vision tower and return (per-image pooled embedding, flat embeddings)."""
    image_embeds = encoder(pixel_values, grid_thw)
    tokens_per_image = encoder.count_tokens(grid_thw, encoder.spatial_merge_size)
    chunks = torch.split(image_embeds, tokens_per_image, dim=0)
    pooled = torch.stack([F.normalize(c.mean(0), dim=-1) for c in chunks])
    return pooled, image_embeds


compiled_encode_images = torch.compile(encode_images, fullgraph=True)
