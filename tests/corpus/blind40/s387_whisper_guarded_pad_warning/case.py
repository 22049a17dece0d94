import torch

ENTRY = "s387_whisper_guarded_pad_warning.encode:encode_log_mel"


def inputs():
    # (batch, num_mel_bins, num_frames): shorter than the 30 s window
    return (torch.randn(1, 8, 16),)
