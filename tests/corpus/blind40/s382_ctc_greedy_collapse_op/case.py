import torch

ENTRY = "s382_ctc_greedy_collapse_op.pipeline:ctc_transcribe_step"


def inputs():
    # encoder output: (batch, frames, hidden)
    return (torch.randn(2, 12, 16),)
