import torch

ENTRY = "s389_fbank_frontend_registry.model:compiled_frontend"


def inputs():
    # raw waveform (batch, samples)
    return (torch.randn(2, 96),)
