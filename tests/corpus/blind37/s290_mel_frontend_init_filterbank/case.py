import torch

ENTRY = "s290_mel_frontend_init_filterbank.frontend:mel_encoder"


def inputs():
    return (torch.randn(2, 128),)
