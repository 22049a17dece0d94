import torch
from torch import nn

from .schedule_batch import Modality, MultimodalDataItem

VOCAB_SIZE = 32


class ImageEmbeddingRoutine(nn.Module):
    """general_mm_embed_routine: text embeddings + image features at pad positions."""

    def __init__(self, hidden_size: int = 8, vision_hidden: int = 12):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB_SIZE, hidden_size)
        self.mm_projector = nn.Linear(vision_hidden, hidden_size)

    def forward(self, input_ids: torch.Tensor, pixel_features: torch.Tensor) -> torch.Tensor:
        item = MultimodalDataItem(modality=Modality.IMAGE, feature=pixel_features)
        is_mm = input_ids == item.pad_value
        text_ids = torch.where(is_mm, torch.zeros_like(input_ids), input_ids).clamp(max=VOCAB_SIZE - 1)
        inputs_embeds = self.embed_tokens(text_ids)
        image_embeds = self.mm_projector(pixel_features).reshape(-1, inputs_embeds.shape[-1])
        return inputs_embeds.masked_scatter(is_mm.unsqueeze(-1), image_embeds)


compiled = torch.compile(ImageEmbeddingRoutine(), fullgraph=True)
