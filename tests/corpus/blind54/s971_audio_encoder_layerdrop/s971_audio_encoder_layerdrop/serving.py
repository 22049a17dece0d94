import json
import os
from typing import Optional

import torch

from .configuration_audio import AudioEncoderConfig
from .modeling_audio import AudioEncoder

_DEFAULT_CONFIG = {
    "num_mel_bins": 8,
    "d_model": 8,
    "encoder_layers": 3,
    "encoder_attention_heads": 2,
    "encoder_ffn_dim": 16,
    "encoder_layerdrop": 0.05,
}


def load_encoder_config(path: Optional[str] = None) -> AudioEncoderConfig:
    if path is not None and os.path.isfile(path):
        with open(path) as f:
            return AudioEncoderConfig.from_dict(json.load(f))
    return AudioEncoderConfig.from_dict(dict(_DEFAULT_CONFIG))


def build_audio_encoder(config: AudioEncoderConfig, dtype: torch.dtype = torch.float32) -> AudioEncoder:
    encoder = AudioEncoder(config)
    encoder.to(dtype=dtype)
    encoder.requires_grad_(False)
    return encoder


encoder = build_audio_encoder(load_encoder_config())
encode_audio = torch.compile(encoder, fullgraph=True)
