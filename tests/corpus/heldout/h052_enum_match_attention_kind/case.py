import torch

ENTRY = "h052_enum_match_attention_kind.attention:stack_compiled"


def inputs():
    return (torch.randn(1, 4, 8),)
