import torch

ENTRY = "r030_wav2vec_disabled_normalize.modeling_wav2vec:compiled_model"


def inputs():
    return (torch.randn(2, 160),)
