import torch

ENTRY = "v013_ctc_greedy_collapse.pipeline:transcribe"


def inputs():
    # (batch=1, frames=12, n_mels=8) log-mel features
    return (torch.randn(1, 12, 8),)
