import torch

from .configuration_whisper import WhisperEncoderConfig
from .modeling_whisper_encoder import WhisperEncoder

TINY_WHISPER = WhisperEncoderConfig(
    num_mel_bins=8,
    d_model=16,
    encoder_layers=2,
    encoder_attention_heads=2,
    encoder_ffn_dim=32,
)

encoder = WhisperEncoder(TINY_WHISPER).eval()
compiled_encoder = torch.compile(encoder, fullgraph=True)
