import torch

ENTRY = "s932_rotary_deprecated_seq_len.modeling_llama:model"


def inputs():
    return (torch.randn(4, 8),)
