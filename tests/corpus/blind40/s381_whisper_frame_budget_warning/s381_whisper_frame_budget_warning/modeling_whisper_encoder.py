import math

import torch
import torch.nn.functional as F
from torch import nn

from .configuration_whisper import WhisperEncoderConfig
from .logging_utils import get_logger

logger = get_logger(__name__)


def sinusoids(length: int, channels: int, max_timescale: float = 10000.0) -> torch.Tensor:
    log_timescale_increment = math.log(max_timescale) / (channels // 2 - 1)
    inv_timescales = torch.exp(-log_timescale_increment * torch.arange(channels // 2))
    scaled_time = torch.arange(length)[:, None] * inv_timescales[None, :]
    return torch.cat([scaled_time.sin(), scaled_time.cos()], dim=1)


class AudioFrontendMixin:
    """Shared checks for log-mel front ends (Whisper, Qwen2-Audio, ...)."""

    config: WhisperEncoderConfig

    def _check_frame_budget(self, input_features: torch.Tensor) -> None:
        expected = self.config.expected_mel_frames
        num_frames = input_features.shape[-1]
        if num_frames != expected:
            logger.warning_once(
                f"Whisper expects the mel input features to be of length {expected}, "
                f"but found {num_frames}. Make sure to pad the input mel features to {expected}."
            )


class WhisperConvStem(AudioFrontendMixin, nn.Module):
    def __init__(self, config: WhisperEncoderConfig):
        super().__init__()
        self.config = config
        self.conv1 = nn.Conv1d(config.num_mel_bins, config.d_model, kernel_size=3, padding=1)
        self.conv2 = nn.Conv1d(config.d_model, config.d_model, kernel_size=3, stride=2, padding=1)

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        self._check_frame_budget(input_features)
        hidden = F.gelu(self.conv1(input_features))
        hidden = F.gelu(self.conv2(hidden))
        return hidden.permute(0, 2, 1)


class WhisperAttention(nn.Module):
    def __init__(self, config: WhisperEncoderConfig):
        super().__init__()
        self.num_heads = config.encoder_attention_heads
        self.head_dim = config.head_dim
        self.q_proj = nn.Linear(config.d_model, config.d_model)
        self.k_proj = nn.Linear(config.d_model, config.d_model, bias=False)
        self.v_proj = nn.Linear(config.d_model, config.d_model)
        self.out_proj = nn.Linear(config.d_model, config.d_model)

    def _shape(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.shape
        return x.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        q = self._shape(self.q_proj(hidden_states))
        k = self._shape(self.k_proj(hidden_states))
        v = self._shape(self.v_proj(hidden_states))
        attn = F.scaled_dot_product_attention(q, k, v)
        attn = attn.transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.out_proj(attn)


class WhisperEncoderLayer(nn.Module):
    def __init__(self, config: WhisperEncoderConfig):
        super().__init__()
        self.self_attn = WhisperAttention(config)
        self.self_attn_layer_norm = nn.LayerNorm(config.d_model)
        self.fc1 = nn.Linear(config.d_model, config.encoder_ffn_dim)
        self.fc2 = nn.Linear(config.encoder_ffn_dim, config.d_model)
        self.final_layer_norm = nn.LayerNorm(config.d_model)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.self_attn_layer_norm(hidden_states))
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.fc2(F.gelu(self.fc1(self.final_layer_norm(hidden_states))))
        return residual + hidden_states


class WhisperEncoder(nn.Module):
    def __init__(self, config: WhisperEncoderConfig):
        super().__init__()
        self.config = config
        self.embed_scale = math.sqrt(config.d_model) if config.scale_embedding else 1.0
        self.conv_stem = WhisperConvStem(config)
        self.register_buffer(
            "embed_positions", sinusoids(config.max_source_positions, config.d_model), persistent=False
        )
        self.layers = nn.ModuleList(WhisperEncoderLayer(config) for _ in range(config.encoder_layers))
        self.layer_norm = nn.LayerNorm(config.d_model)

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        hidden_states = self.conv_stem(input_features) * self.embed_scale
        hidden_states = hidden_states + self.embed_positions[: hidden_states.shape[1]]
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.layer_norm(hidden_states)
