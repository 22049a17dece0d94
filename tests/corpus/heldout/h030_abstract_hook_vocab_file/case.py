import torch

ENTRY = "h030_abstract_hook_vocab_file.pipeline:constrain"


def inputs():
    return (torch.randn(2, 10),)
