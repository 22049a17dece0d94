"""Masked auto-encoder pre-training model (encoder + light decoder)."""
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .configuration_mae import MAEConfig
from .masking import RandomPatchMasker


@dataclass
class MAEOutput:
    loss: Optional[torch.Tensor] = None
    logits: Optional[torch.Tensor] = None
    mask: Optional[torch.Tensor] = None


class PatchEmbed(nn.Module):
    def __init__(self, cfg: MAEConfig):
        super().__init__()
        self.proj = nn.Conv2d(cfg.num_channels, cfg.hidden_size, cfg.patch_size, cfg.patch_size)

    def forward(self, pixel_values):
        return self.proj(pixel_values).flatten(2).transpose(1, 2)


class MAEEmbeddings(nn.Module):
    def __init__(self, cfg: MAEConfig):
        super().__init__()
        self.patch_embed = PatchEmbed(cfg)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, cfg.hidden_size))
        self.pos_embed = nn.Parameter(torch.zeros(1, cfg.num_patches + 1, cfg.hidden_size))
        self.masker = RandomPatchMasker(cfg.mask_ratio, cfg.mask_seed)

    def forward(self, pixel_values):
        x = self.patch_embed(pixel_values) + self.pos_embed[:, 1:]
        x, mask, ids_restore = self.masker(x)
        cls = (self.cls_token + self.pos_embed[:, :1]).expand(x.shape[0], -1, -1)
        return torch.cat([cls, x], dim=1), mask, ids_restore


class MAEForPreTraining(nn.Module):
    def __init__(self, cfg: MAEConfig):
        super().__init__()
        self.cfg = cfg
        self.embeddings = MAEEmbeddings(cfg)
        layer = lambda: nn.TransformerEncoderLayer(  # noqa: E731
            cfg.hidden_size, cfg.num_heads, 2 * cfg.hidden_size, dropout=0.0, batch_first=True, norm_first=True
        )
        self.encoder = nn.ModuleList(layer() for _ in range(cfg.num_layers))
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.decoder_embed = nn.Linear(cfg.hidden_size, cfg.decoder_hidden_size)
        self.mask_token = nn.Parameter(torch.zeros(1, 1, cfg.decoder_hidden_size))
        self.decoder_pred = nn.Linear(cfg.decoder_hidden_size, cfg.patch_size**2 * cfg.num_channels)

    def patchify(self, imgs):
        p = self.cfg.patch_size
        b, c, h, w = imgs.shape
        x = imgs.reshape(b, c, h // p, p, w // p, p)
        return torch.einsum("nchpwq->nhwpqc", x).reshape(b, (h // p) * (w // p), p * p * c)

    def decode(self, latent, ids_restore):
        x = self.decoder_embed(latent)
        n_mask = ids_restore.shape[1] + 1 - x.shape[1]
        tokens = torch.cat([x[:, 1:], self.mask_token.expand(x.shape[0], n_mask, -1)], dim=1)
        tokens = torch.gather(tokens, 1, ids_restore.unsqueeze(-1).expand(-1, -1, x.shape[2]))
        return self.decoder_pred(tokens)

    @torch.compile(fullgraph=True)
    def forward(self, pixel_values):
        x, mask, ids_restore = self.embeddings(pixel_values)
        for blk in self.encoder:
            x = blk(x)
        latent = self.norm(x)
        pred = self.decode(latent, ids_restore)
        target = self.patchify(pixel_values)
        loss = (((pred - target) ** 2).mean(dim=-1) * mask).sum() / mask.sum()
        return MAEOutput(loss=loss, logits=pred, mask=mask)
