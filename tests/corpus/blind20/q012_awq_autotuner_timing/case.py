import torch

from q012_awq_autotuner_timing.awq_linear import build_demo_layer

ENTRY = "q012_awq_autotuner_timing.awq_linear:AWQLinear.forward"


def inputs():
    return (build_demo_layer(), torch.randn(4, 8))
