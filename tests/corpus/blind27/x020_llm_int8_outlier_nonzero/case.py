import torch

from x020_llm_int8_outlier_nonzero.mixed import QuantMLP

ENTRY = "x020_llm_int8_outlier_nonzero.mixed:QuantMLP.forward"


def inputs():
    return (QuantMLP(), torch.randn(4, 8))
