import torch
from torch import nn

from .projector import LazyMultiModalProjector


class TextEmbedder(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x)


class LlavaStyleMerger(nn.Module):
    """Projects vision-tower features and prepends them to the text embeddings."""

    def __init__(self, text_hidden_size: int = 8):
        super().__init__()
        self.multi_modal_projector = LazyMultiModalProjector(text_hidden_size)
        self.text = TextEmbedder(text_hidden_size)

    def forward(self, image_features: torch.Tensor, inputs_embeds: torch.Tensor) -> torch.Tensor:
        image_embeds = self.multi_modal_projector(image_features)
        return torch.cat([image_embeds, self.text(inputs_embeds)], dim=0)


compiled = torch.compile(LlavaStyleMerger().eval(), fullgraph=True)
