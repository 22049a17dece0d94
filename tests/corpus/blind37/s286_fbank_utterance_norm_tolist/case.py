import torch

ENTRY = "s286_fbank_utterance_norm_tolist.encoder:encode"


def inputs():
    return (torch.randn(2, 12, 8),)
