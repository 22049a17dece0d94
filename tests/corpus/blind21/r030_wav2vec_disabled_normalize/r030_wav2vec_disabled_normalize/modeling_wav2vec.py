import torch
import torch.nn as nn
import torch.nn.functional as F

from .audio_utils import normalize_waveform
from .configuration_wav2vec import Wav2VecConfig


class FeatureEncoder(nn.Module):
    def __init__(self, config: Wav2VecConfig):
        super().__init__()
        in_dims = (1,) + tuple(config.conv_dim[:-1])
        self.conv_layers = nn.ModuleList(
            nn.Conv1d(i, o, k, s, bias=False)
            for i, o, k, s in zip(in_dims, config.conv_dim, config.conv_kernel, config.conv_stride)
        )
        self.norm = nn.GroupNorm(config.conv_dim[0], config.conv_dim[0])

    def forward(self, input_values):
        h = input_values[:, None]
        for i, conv in enumerate(self.conv_layers):
            h = conv(h)
            if i == 0:
                h = self.norm(h)
            h = F.gelu(h)
        return h


class PositionalConvEmbedding(nn.Module):
    def __init__(self, config: Wav2VecConfig):
        super().__init__()
        k = config.num_conv_pos_embeddings
        self.conv = nn.Conv1d(config.hidden_size, config.hidden_size, k, padding=k // 2,
                              groups=config.num_conv_pos_embedding_groups)
        self.remove = 1 if k % 2 == 0 else 0

    def forward(self, hidden_states):
        h = self.conv(hidden_states.transpose(1, 2))
        if self.remove > 0:
            h = h[:, :, : -self.remove]
        return F.gelu(h).transpose(1, 2)


class Wav2VecModel(nn.Module):
    def __init__(self, config: Wav2VecConfig):
        super().__init__()
        self.config = config
        self.feature_extractor = FeatureEncoder(config)
        self.feature_projection = nn.Sequential(nn.LayerNorm(config.conv_dim[-1]),
                                                nn.Linear(config.conv_dim[-1], config.hidden_size))
        self.pos_conv_embed = PositionalConvEmbedding(config)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_attention_heads, config.intermediate_size,
                                           dropout=0.0, batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_hidden_layers, enable_nested_tensor=False)
        self.layer_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def _preprocess(self, input_values, attention_mask=None):
        if self.config.do_normalize:
            input_values = normalize_waveform(input_values, attention_mask)
        return input_values

    def forward(self, input_values: torch.Tensor) -> torch.Tensor:
        input_values = self._preprocess(input_values)
        feats = self.feature_extractor(input_values).transpose(1, 2)
        h = self.feature_projection(feats)
        h = h + self.pos_conv_embed(h)
        return self.layer_norm(self.encoder(h))


compiled_model = torch.compile(Wav2VecModel(Wav2VecConfig()).eval(), fullgraph=True)
