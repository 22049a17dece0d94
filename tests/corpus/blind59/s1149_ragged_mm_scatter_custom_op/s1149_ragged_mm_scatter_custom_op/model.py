from dataclasses import dataclass

import torch
from torch import nn

from .mm_ops import scatter_mm_embeddings


@dataclass
class MultimodalInputs:
    pixel_values: torch.Tensor
    mm_offsets: torch.Tensor
    mm_lens: torch.Tensor


class PixtralVisionEncoder(nn.Module):
    def __init__(self, patch_dim: int, hidden_size: int):
        super().__init__()
        self.patch_conv = nn.Linear(patch_dim, hidden_size, bias=False)
        self.ln_pre = nn.RMSNorm(hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.ln_pre(self.patch_conv(pixel_values))


class MistralMMForCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden_size: int = 8, patch_dim: int = 4):
        super().__init__()
        self.vision_encoder = PixtralVisionEncoder(patch_dim, hidden_size)
        self.vision_language_adapter = nn.Linear(hidden_size, hidden_size)
        self.tok_embeddings = nn.Embedding(vocab_size, hidden_size)
        self.norm = nn.RMSNorm(hidden_size)
        self.output = nn.Linear(hidden_size, vocab_size, bias=False)

    def embed_with_images(self, input_ids: torch.Tensor, mm: MultimodalInputs) -> torch.Tensor:
        inputs_embeds = self.tok_embeddings(input_ids)
        image_embeds = self.vision_language_adapter(self.vision_encoder(mm.pixel_values))
        return scatter_mm_embeddings(inputs_embeds, image_embeds, mm.mm_offsets, mm.mm_lens)

    def forward(self, input_ids, pixel_values, mm_offsets, mm_lens):
        mm = MultimodalInputs(pixel_values=pixel_values, mm_offsets=mm_offsets, mm_lens=mm_lens)
        hidden = self.embed_with_images(input_ids, mm)
        return self.output(self.norm(hidden))


pixtral = torch.compile(MistralMMForCausalLM(), fullgraph=True)
