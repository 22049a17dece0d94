import torch

from s766_fp8_per_tensor_host_scale.attention_out import QuantizedOutputProjection

ENTRY = "s766_fp8_per_tensor_host_scale.attention_out:o_proj_step"


def inputs():
    return (QuantizedOutputProjection(2, 4, 8), torch.randn(4, 2, 4))
