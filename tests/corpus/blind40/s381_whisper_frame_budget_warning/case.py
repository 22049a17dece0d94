import torch

ENTRY = "s381_whisper_frame_budget_warning.runtime:compiled_encoder"


def inputs():
    # (batch, num_mel_bins, num_frames): a short clip, not padded to 30 s
    return (torch.randn(1, 8, 16),)
