import torch

ENTRY = "s384_rnnt_alignment_hook.decoding:greedy_step"


def inputs():
    # encoder frames (batch, frames, enc_dim) and predictor state (batch, pred_dim)
    return (torch.randn(2, 4, 16), torch.randn(2, 16))
