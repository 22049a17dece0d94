"""wav2vec2-style keyword-spotting model: conv feature extractor + transformer encoder."""
import torch
import torch.nn as nn

from .config import Wav2VecConfig
from .spec_augment import apply_time_mask


class FeatureEncoder(nn.Module):
    def __init__(self, cfg: Wav2VecConfig):
        super().__init__()
        layers, in_ch = [], 1
        for dim, k, s in zip(cfg.conv_dim, cfg.conv_kernel, cfg.conv_stride):
            layers += [nn.Conv1d(in_ch, dim, k, s, bias=False), nn.GELU()]
            in_ch = dim
        self.conv = nn.Sequential(*layers)

    def forward(self, input_values):
        return self.conv(input_values[:, None]).transpose(1, 2)


class FeatureProjection(nn.Module):
    def __init__(self, cfg: Wav2VecConfig):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.conv_dim[-1])
        self.proj = nn.Linear(cfg.conv_dim[-1], cfg.hidden_size)
        self.dropout = nn.Dropout(0.1)

    def forward(self, x):
        return self.dropout(self.proj(self.norm(x)))


class Wav2VecForSequenceClassification(nn.Module):
    def __init__(self, cfg: Wav2VecConfig):
        super().__init__()
        self.cfg = cfg
        self.feature_extractor = FeatureEncoder(cfg)
        self.feature_projection = FeatureProjection(cfg)
        self.masked_spec_embed = nn.Parameter(torch.rand(cfg.hidden_size))
        self.encoder = nn.ModuleList(
            nn.TransformerEncoderLayer(cfg.hidden_size, cfg.num_heads, 2 * cfg.hidden_size, batch_first=True)
            for _ in range(cfg.num_layers)
        )
        self.projector = nn.Linear(cfg.hidden_size, cfg.hidden_size // 2)
        self.classifier = nn.Linear(cfg.hidden_size // 2, cfg.num_labels)

    def _mask_hidden_states(self, hidden):
        if not self.cfg.apply_spec_augment or not self.training:
            return hidden
        return apply_time_mask(hidden, self.masked_spec_embed, self.cfg)

    def forward(self, input_values):
        hidden = self.feature_projection(self.feature_extractor(input_values))
        hidden = self._mask_hidden_states(hidden)
        for layer in self.encoder:
            hidden = layer(hidden)
        pooled = self.projector(hidden).mean(dim=1)
        return self.classifier(pooled)
