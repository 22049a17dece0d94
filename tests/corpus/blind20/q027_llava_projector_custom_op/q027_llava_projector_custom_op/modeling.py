from dataclasses import dataclass

import torch
from torch import nn

from .import_utils import is_torchdynamo_compiling
from .ops import pixel_shuffle_tokens


@dataclass
class LlavaLikeConfig:
    vocab_size: int = 32
    text_hidden_size: int = 16
    patch_dim: int = 8
    vision_hidden_size: int = 8
    scale_factor: int = 2
    image_token_id: int = 31
    projector_hidden_act: str = "gelu"


class MultiModalProjector(nn.Module):
    def __init__(self, config: LlavaLikeConfig):
        super().__init__()
        self.scale_factor = config.scale_factor
        in_dim = config.vision_hidden_size * config.scale_factor**2
        self.norm = nn.LayerNorm(in_dim)
        self.linear_1 = nn.Linear(in_dim, config.text_hidden_size)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(config.text_hidden_size, config.text_hidden_size)

    def forward(self, image_features):
        image_features = pixel_shuffle_tokens(image_features, self.scale_factor)
        return self.linear_2(self.act(self.linear_1(self.norm(image_features))))


class LlavaLikeForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaLikeConfig):
        super().__init__()
        self.config = config
        self.vision_tower = nn.Sequential(nn.Linear(config.patch_dim, config.vision_hidden_size), nn.GELU())
        self.multi_modal_projector = MultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.text_hidden_size)
        self.lm_head = nn.Linear(config.text_hidden_size, config.vocab_size, bias=False)

    def get_image_features(self, pixel_values):
        return self.multi_modal_projector(self.vision_tower(pixel_values))

    def get_placeholder_mask(self, input_ids, inputs_embeds, image_features):
        special_image_mask = (input_ids == self.config.image_token_id).unsqueeze(-1)
        special_image_mask = special_image_mask.expand_as(inputs_embeds)
        n_image_tokens = special_image_mask.sum()
        if not is_torchdynamo_compiling() and n_image_tokens != image_features.numel():
            raise ValueError(
                f"Image features and image tokens do not match: tokens: {n_image_tokens}, "
                f"features {image_features.numel()}"
            )
        return special_image_mask

    def forward(self, input_ids, pixel_values):
        inputs_embeds = self.embed_tokens(input_ids)
        image_features = self.get_image_features(pixel_values).to(inputs_embeds.dtype)
        special_image_mask = self.get_placeholder_mask(input_ids, inputs_embeds, image_features)
        inputs_embeds = inputs_embeds.masked_scatter(special_image_mask, image_features)
        return self.lm_head(inputs_embeds)


model = LlavaLikeForConditionalGeneration(LlavaLikeConfig()).eval()
compiled_model = torch.compile(model, fullgraph=True)
