import torch
from c008_pathlib_read_text_scales.linear import Int8Linear

ENTRY = "c008_pathlib_read_text_scales.linear:Int8Linear.forward_compiled"


def inputs():
    return (Int8Linear(), torch.randn(4, 8))
