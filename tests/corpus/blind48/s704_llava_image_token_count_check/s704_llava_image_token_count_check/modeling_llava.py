import torch
import torch.nn as nn

from .config import LlavaConfig
from .mixins import MultiModalEmbeddingMixin


class TinyVisionTower(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, config.vision_hidden_size, config.patch_size, config.patch_size)
        self.class_embedding = nn.Parameter(torch.zeros(config.vision_hidden_size))
        self.norm = nn.LayerNorm(config.vision_hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        cls = self.class_embedding.expand(x.shape[0], 1, -1)
        return self.norm(torch.cat([cls, x], dim=1))


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.linear_1 = nn.Linear(config.vision_hidden_size, config.text_hidden_size)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(config.text_hidden_size, config.text_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class LlavaModel(MultiModalEmbeddingMixin, nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.config = config
        self.vision_tower = TinyVisionTower(config)
        self.multi_modal_projector = LlavaMultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.text_hidden_size)

    def get_image_features(self, pixel_values: torch.Tensor) -> torch.Tensor:
        feats = self.vision_tower(pixel_values)
        if self.config.vision_feature_select_strategy == "default":
            feats = feats[:, 1:]
        return self.multi_modal_projector(feats)

    def get_input_embeddings(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        image_features = self.get_image_features(pixel_values)
        return self.merge_image_features(input_ids, inputs_embeds, image_features)
