"""SigLIP-style vision tower that accepts raw uint8-range images of any size."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import SiglipVisionConfig
from .resize_ops import antialias_resize


class ImagePreprocessor(nn.Module):
    """Resize + rescale + normalize, fused into the model for the serving path."""

    def __init__(self, cfg: SiglipVisionConfig):
        super().__init__()
        self.size = cfg.image_size
        self.resample = cfg.resample
        self.register_buffer("mean", torch.tensor(cfg.image_mean).view(1, 3, 1, 1), persistent=False)
        self.register_buffer("std", torch.tensor(cfg.image_std).view(1, 3, 1, 1), persistent=False)

    def forward(self, images):
        if images.shape[-2:] != (self.size, self.size):
            images = torch.ops.corpus_t022.antialias_resize(images, self.size, self.size, self.resample)
        images = images * (1.0 / 255.0)
        return (images - self.mean) / self.std


class SiglipEmbeddings(nn.Module):
    def __init__(self, cfg: SiglipVisionConfig):
        super().__init__()
        self.patch_embedding = nn.Conv2d(3, cfg.hidden_size, cfg.patch_size, cfg.patch_size, padding="valid")
        n = (cfg.image_size // cfg.patch_size) ** 2
        self.position_embedding = nn.Embedding(n, cfg.hidden_size)
        self.register_buffer("position_ids", torch.arange(n).expand(1, -1), persistent=False)

    def forward(self, pixel_values):
        x = self.patch_embedding(pixel_values).flatten(2).transpose(1, 2)
        return x + self.position_embedding(self.position_ids)


class MultiheadAttentionPoolingHead(nn.Module):
    def __init__(self, cfg: SiglipVisionConfig):
        super().__init__()
        self.probe = nn.Parameter(torch.randn(1, 1, cfg.hidden_size))
        self.attention = nn.MultiheadAttention(cfg.hidden_size, cfg.num_heads, batch_first=True)
        self.layernorm = nn.LayerNorm(cfg.hidden_size)
        self.mlp = nn.Sequential(nn.Linear(cfg.hidden_size, 2 * cfg.hidden_size), nn.GELU(approximate="tanh"),
                                 nn.Linear(2 * cfg.hidden_size, cfg.hidden_size))

    def forward(self, hidden):
        probe = self.probe.expand(hidden.shape[0], -1, -1)
        x = self.attention(probe, hidden, hidden, need_weights=False)[0]
        x = x + self.mlp(self.layernorm(x))
        return x[:, 0]


class SiglipVisionModel(nn.Module):
    def __init__(self, cfg: SiglipVisionConfig):
        super().__init__()
        self.preprocess = ImagePreprocessor(cfg)
        self.embeddings = SiglipEmbeddings(cfg)
        self.encoder = nn.ModuleList(
            nn.TransformerEncoderLayer(cfg.hidden_size, cfg.num_heads, 2 * cfg.hidden_size, dropout=0.0,
                                       activation=F.gelu, batch_first=True, norm_first=True)
            for _ in range(cfg.num_layers)
        )
        self.post_layernorm = nn.LayerNorm(cfg.hidden_size)
        self.head = MultiheadAttentionPoolingHead(cfg)

    def forward(self, images):
        x = self.embeddings(self.preprocess(images))
        for layer in self.encoder:
            x = layer(x)
        return F.normalize(self.head(self.post_layernorm(x)), dim=-1)
