import torch

ENTRY = "s981_gemma3_softcap_warning_once.runner:compiled_model"


def inputs():
    return (torch.randn(1, 6, 16),)
