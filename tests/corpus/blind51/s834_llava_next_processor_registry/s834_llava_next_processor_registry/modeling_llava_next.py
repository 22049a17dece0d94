from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from .registry import create_processor


@dataclass
class LlavaNextConfig:
    model_type: str = "llava_next"
    vocab_size: int = 40
    hidden_size: int = 16
    image_size: int = 8
    patch_size: int = 4
    image_token_index: int = 32
    image_grid_pinpoints: List[List[int]] = field(default_factory=lambda: [[8, 16], [16, 8], [16, 16]])


class LlavaNextForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaNextConfig):
        super().__init__()
        self.config = config
        self.mm_processor = create_processor(config)
        self.patch_embed = nn.Conv2d(3, config.hidden_size, kernel_size=config.patch_size, stride=config.patch_size)
        self.image_newline = nn.Parameter(torch.zeros(config.hidden_size))
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def _process_image_input(self, image_input) -> torch.Tensor:
        # pixel_values: (num_images, num_patches, 3, H, W)
        pixel_values = image_input.data
        b, n = pixel_values.shape[:2]
        feats = self.patch_embed(pixel_values.flatten(0, 1)).flatten(2).transpose(1, 2)
        feats = feats.reshape(b, -1, self.config.hidden_size)
        newline = self.image_newline.expand(b, 1, -1)
        return torch.cat([feats, newline], dim=1).flatten(0, 1)

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor, image_sizes: torch.Tensor):
        inputs_embeds = self.embed_tokens(input_ids)
        image_input = self.mm_processor.parse_image_input(pixel_values, image_sizes)
        image_embeds = self._process_image_input(image_input)
        mask = (input_ids == self.config.image_token_index).unsqueeze(-1)
        inputs_embeds = inputs_embeds.masked_scatter(mask, image_embeds)
        return self.lm_head(inputs_embeds)


model = LlavaNextForConditionalGeneration(LlavaNextConfig())
compiled_forward = torch.compile(model, fullgraph=True)
