import torch

ENTRY = "r021_whisper_encoder_warning_once.modeling_audio:compiled_encoder"


def inputs():
    # 12 frames instead of the 2 * max_source_positions = 16 the encoder expects
    return (torch.randn(2, 8, 12),)
