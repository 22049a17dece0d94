import torch

from s665_awq_gemm_custom_op.mlp import make_awq_weights

ENTRY = "s665_awq_gemm_custom_op.mlp:awq_gate_up_silu"


def inputs():
    qweight, scales, qzeros = make_awq_weights(8, 16)
    return (torch.randn(4, 8), qweight, scales, qzeros)
