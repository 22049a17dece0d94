import torch

ENTRY = "s1089_fbgemm_fp8_regex_ignore.model:compiled_model"


def inputs():
    return (torch.randn(4, 32),)
