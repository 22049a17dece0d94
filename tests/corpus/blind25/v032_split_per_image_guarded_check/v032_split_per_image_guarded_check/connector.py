from dataclasses import dataclass

import torch
import torch.nn as nn

from .merge import scatter_image_embeds, split_per_image
from .validation import check_placeholders


@dataclass
class ConnectorConfig:
    vision_dim: int = 8
    text_dim: int = 16
    vocab_size: int = 32
    image_token_id: int = 31
    spatial_merge_size: int = 2


class PatchMergerMLP(nn.Module):
    def __init__(self, cfg: ConnectorConfig):
        super().__init__()
        m2 = cfg.spatial_merge_size**2
        self.ln = nn.LayerNorm(cfg.vision_dim)
        self.fc1 = nn.Linear(cfg.vision_dim * m2, cfg.text_dim)
        self.fc2 = nn.Linear(cfg.text_dim, cfg.text_dim)
        self.m2 = m2

    def forward(self, patches):
        x = self.ln(patches).view(-1, patches.shape[-1] * self.m2)
        return self.fc2(nn.functional.gelu(self.fc1(x)))


class VisionLanguageConnector(nn.Module):
    def __init__(self, cfg: ConnectorConfig):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.text_dim)
        self.merger = PatchMergerMLP(cfg)
        self.image_newline = nn.Parameter(torch.zeros(cfg.text_dim))

    def forward(self, input_ids, patch_embeds, image_grid_thw):
        image_embeds = self.merger(patch_embeds)
        per_image = split_per_image(image_embeds, image_grid_thw, self.cfg.spatial_merge_size)
        # per-image learned offset: a cheap stand-in for the image_newline token
        image_embeds = torch.cat([e + self.image_newline for e in per_image], dim=0)
        check_placeholders(input_ids, self.cfg.image_token_id, image_embeds)
        inputs_embeds = self.embed_tokens(input_ids)
        return scatter_image_embeds(inputs_embeds, input_ids, image_embeds, self.cfg.image_token_id)


def build_connector():
    return VisionLanguageConnector(ConnectorConfig())


connector = torch.compile(build_connector(), fullgraph=True)
