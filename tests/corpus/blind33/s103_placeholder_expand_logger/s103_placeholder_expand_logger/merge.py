import torch
from torch import nn

from .placeholders import PlaceholderMap, scatter_positions


class MultiModalProjector(nn.Module):
    def __init__(self, vision_dim: int, text_dim: int) -> None:
        super().__init__()
        self.linear_1 = nn.Linear(vision_dim, text_dim)
        self.linear_2 = nn.Linear(text_dim, text_dim)

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        return self.linear_2(nn.functional.gelu(self.linear_1(feats)))


class MergedEmbedder(nn.Module):
    def __init__(self, vocab: int = 128, dim: int = 8) -> None:
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, dim)
        self.projector = MultiModalProjector(dim, dim)
        self.placeholders = PlaceholderMap()

    def _merge(self, input_ids, text_embeds, image_embeds):
        mask = self.placeholders.mask(input_ids)
        mask = self.placeholders.validate(mask, image_embeds)
        gathered = image_embeds[scatter_positions(mask)]
        return torch.where(mask.unsqueeze(-1), gathered, text_embeds)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor, image_embeds: torch.Tensor) -> torch.Tensor:
        text_embeds = self.embed_tokens(input_ids)
        image_embeds = self.projector(image_embeds)
        return self._merge(input_ids, text_embeds, image_embeds)
