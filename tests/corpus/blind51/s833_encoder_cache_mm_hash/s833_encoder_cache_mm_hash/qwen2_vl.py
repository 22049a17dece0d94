import torch
from torch import nn

from .encoder_cache import EncoderCacheManager


class Qwen2VisionPatchMerger(nn.Module):
    def __init__(self, context_dim: int, dim: int, spatial_merge_size: int = 2):
        super().__init__()
        self.hidden_size = context_dim * (spatial_merge_size**2)
        self.ln_q = nn.LayerNorm(context_dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(self.hidden_size, self.hidden_size), nn.GELU(), nn.Linear(self.hidden_size, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp(self.ln_q(x).view(-1, self.hidden_size))


class Qwen2VisionTransformer(nn.Module):
    def __init__(self, in_dim: int = 24, embed_dim: int = 8, out_dim: int = 16):
        super().__init__()
        self.patch_embed = nn.Linear(in_dim, embed_dim, bias=False)
        self.merger = Qwen2VisionPatchMerger(embed_dim, out_dim)

    def forward(self, pixel_values: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        return self.merger(self.patch_embed(pixel_values))


class Qwen2VLForConditionalGeneration(nn.Module):
    image_token_id = 151655

    def __init__(self, vocab_size: int = 151680, hidden_size: int = 16):
        super().__init__()
        self.visual = Qwen2VisionTransformer(out_dim=hidden_size)
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.encoder_cache = EncoderCacheManager(capacity=4)

    def _process_image_input(self, pixel_values: torch.Tensor, image_grid_thw: torch.Tensor) -> torch.Tensor:
        return self.encoder_cache.get_or_encode(pixel_values, image_grid_thw, self.visual)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor, image_grid_thw: torch.Tensor):
        inputs_embeds = self.embed_tokens(input_ids)
        image_embeds = self._process_image_input(pixel_values, image_grid_thw)
        is_multimodal = (input_ids == self.image_token_id).unsqueeze(-1)
        inputs_embeds = inputs_embeds.masked_scatter(is_multimodal, image_embeds)
        return self.norm(inputs_embeds)
