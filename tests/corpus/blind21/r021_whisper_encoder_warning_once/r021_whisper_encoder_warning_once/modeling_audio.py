import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration_audio import AudioEncoderConfig
from .feature_utils import pad_or_trim_features


def sinusoids(length: int, channels: int, max_timescale: float = 10000.0) -> torch.Tensor:
    log_timescale_increment = math.log(max_timescale) / (channels // 2 - 1)
    inv_timescales = torch.exp(-log_timescale_increment * torch.arange(channels // 2))
    scaled_time = torch.arange(length)[:, None] * inv_timescales[None, :]
    return torch.cat([scaled_time.sin(), scaled_time.cos()], dim=1)


class EncoderLayer(nn.Module):
    def __init__(self, config: AudioEncoderConfig):
        super().__init__()
        self.num_heads = config.encoder_attention_heads
        self.head_dim = config.d_model // self.num_heads
        self.self_attn_layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)
        self.qkv = nn.Linear(config.d_model, 3 * config.d_model)
        self.out_proj = nn.Linear(config.d_model, config.d_model)
        self.final_layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)
        self.fc1 = nn.Linear(config.d_model, config.encoder_ffn_dim)
        self.fc2 = nn.Linear(config.encoder_ffn_dim, config.d_model)

    def _split_heads(self, t: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = t.shape
        return t.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        h = self.self_attn_layer_norm(hidden_states)
        q, k, v = self.qkv(h).chunk(3, dim=-1)
        attn = F.scaled_dot_product_attention(self._split_heads(q), self._split_heads(k), self._split_heads(v))
        attn = attn.transpose(1, 2).reshape_as(h)
        hidden_states = residual + self.out_proj(attn)
        residual = hidden_states
        h = self.fc2(F.gelu(self.fc1(self.final_layer_norm(hidden_states))))
        return residual + h


class AudioEncoder(nn.Module):
    def __init__(self, config: AudioEncoderConfig):
        super().__init__()
        self.config = config
        self.conv1 = nn.Conv1d(config.num_mel_bins, config.d_model, kernel_size=3, padding=1)
        self.conv2 = nn.Conv1d(config.d_model, config.d_model, kernel_size=3, stride=2, padding=1)
        self.register_buffer(
            "embed_positions", sinusoids(config.max_source_positions, config.d_model), persistent=False
        )
        self.layers = nn.ModuleList([EncoderLayer(config) for _ in range(config.encoder_layers)])
        self.layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)

    def _prepare_features(self, input_features: torch.Tensor) -> torch.Tensor:
        return pad_or_trim_features(input_features, self.config.expected_frames, self.config.pad_value)

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        input_features = self._prepare_features(input_features)
        h = F.gelu(self.conv1(input_features))
        h = F.gelu(self.conv2(h)).permute(0, 2, 1)
        h = h + self.embed_positions[: h.shape[1]]
        for layer in self.layers:
            h = layer(h)
        return self.layer_norm(h)


compiled_encoder = torch.compile(AudioEncoder(AudioEncoderConfig()), fullgraph=True)
