import torch

ENTRY = "v014_hifigan_rtf_meter.vocoder:compiled_vocoder"


def inputs():
    # (batch, n_mels, frames)
    return (torch.randn(1, 8, 5),)
