import torch

from s402_expert_distribution_recorder.runner import MoEDecodeRunner

ENTRY = "s402_expert_distribution_recorder.runner:MoEDecodeRunner.forward_decode"


def inputs():
    torch.manual_seed(0)
    runner = MoEDecodeRunner(num_layers=2, hidden_size=8, num_experts=4, top_k=2)
    return (runner, torch.randn(4, 8))
