"""Vision tower + MLP projector feeding a decoder's input embeddings."""
import torch
import torch.nn as nn

from .configuration import MultimodalConfig, VisionTowerConfig
from .merging import merge_image_features

ACT2CLS = {"gelu": nn.GELU, "relu": nn.ReLU, "silu": nn.SiLU}


class TinyVisionTower(nn.Module):
    def __init__(self, cfg: VisionTowerConfig):
        super().__init__()
        self.patch = nn.Conv2d(cfg.num_channels, cfg.hidden_size, cfg.patch_size, cfg.patch_size)
        self.pos = nn.Parameter(torch.zeros(1, cfg.tokens_per_image, cfg.hidden_size))
        self.norm = nn.LayerNorm(cfg.hidden_size)

    def forward(self, pixel_values):
        x = self.patch(pixel_values).flatten(2).transpose(1, 2)
        return self.norm(x + self.pos)


class MultiModalProjector(nn.Module):
    def __init__(self, cfg: MultimodalConfig):
        super().__init__()
        self.linear_1 = nn.Linear(cfg.vision.hidden_size, cfg.text_hidden_size)
        self.act = ACT2CLS[cfg.projector_hidden_act]()
        self.linear_2 = nn.Linear(cfg.text_hidden_size, cfg.text_hidden_size)

    def forward(self, image_features):
        return self.linear_2(self.act(self.linear_1(image_features)))


class MultimodalEmbedder(nn.Module):
    """Produces ``inputs_embeds`` for the language model from ids + pixels."""

    def __init__(self, cfg: MultimodalConfig):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.text_hidden_size)
        self.vision_tower = TinyVisionTower(cfg.vision)
        self.projector = MultiModalProjector(cfg)

    def get_image_features(self, pixel_values):
        feats = self.vision_tower(pixel_values)
        if self.cfg.vision_feature_select_strategy == "default":
            feats = feats[:, 1:]
        return self.projector(feats)

    def forward(self, input_ids, pixel_values):
        # image placeholder ids are out of range for the text vocab table on some checkpoints
        safe_ids = input_ids.masked_fill(input_ids == self.cfg.image_token_id, 0)
        inputs_embeds = self.embed_tokens(safe_ids)
        image_features = self.get_image_features(pixel_values)
        return merge_image_features(inputs_embeds, input_ids, image_features, self.cfg.image_token_id)
